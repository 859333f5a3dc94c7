import Dispatch
import Foundation
import ModelRuntime

/// SIGINT and SIGTERM as a request to stop after the cell being measured, so that the run writes what it
/// has. In a supervising run a second signal ends it at once, as the default action would; a worker
/// only stops, however many signals reach it (its supervisor's forwarded one and the terminal's).
final class StopRequest: @unchecked Sendable {
  private let flag = Locked(false)
  private let forward = Locked<(@Sendable (Int32) -> Void)?>(nil)
  private var sources: [any DispatchSourceSignal] = []

  /// Whether a stop was asked for.
  var isRequested: Bool { flag.withLock { $0 } }

  /// Called with each signal received (a supervisor passes it on to its worker).
  func onSignal(_ handler: (@Sendable (Int32) -> Void)?) { forward.withLock { $0 = handler } }

  /// Starts listening for SIGINT and SIGTERM until `cancel()`.
  init(worker: Bool = false) {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { [flag, forward] in
        let again = flag.withLock { requested in
          defer { requested = true }
          return requested
        }
        if worker { return }
        forward.withLock { $0 }?(again ? SIGKILL : signalNumber)
        if again {
          signal(signalNumber, SIG_DFL)
          raise(signalNumber)
        }
        FileHandle.standardError.write(
          Data(
            "\nmodelbench: stopping after this cell; the report will say what was measured (again to quit now)\n"
              .utf8))
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
