import Dispatch
import Foundation
import ModelRuntime

/// SIGINT and SIGTERM as a request to stop after the cell being measured, so that the run writes what it
/// has; a second signal ends the process at once, as the default action would.
final class StopRequest: @unchecked Sendable {
  private let flag = Locked(false)
  private var sources: [any DispatchSourceSignal] = []

  /// Whether a stop was asked for.
  var isRequested: Bool { flag.withLock { $0 } }

  /// Starts listening for SIGINT and SIGTERM until `cancel()`.
  init() {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { [flag] in
        let again = flag.withLock { requested in
          defer { requested = true }
          return requested
        }
        if again {
          signal(signalNumber, SIG_DFL)
          raise(signalNumber)
        }
        FileHandle.standardError.write(
          Data("\nmodelbench: stopping after this cell; the report will say what was measured (again to quit now)\n".utf8))
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops listening: the signals' default actions again.
  func cancel() {
    for source in sources { source.cancel() }
    for signalNumber in [SIGINT, SIGTERM] { signal(signalNumber, SIG_DFL) }
  }
}
