import Dispatch
import Foundation
import ModelRuntime

/// SIGINT and SIGTERM as a request to stop after the cell being measured, so that the run writes what it
/// has. In a supervising run a second signal, a second or more after the first, ends it at once, as the
/// default action would; a worker only stops, however many signals reach it (its supervisor's forwarded
/// one and the terminal's).
final class StopRequest: @unchecked Sendable {
  private let signals = Locked(SignalCount())
  private let forward = Locked<(@Sendable (Int32) -> Void)?>(nil)
  private var sources: [any DispatchSourceSignal] = []

  /// Whether a stop was asked for.
  var isRequested: Bool { signals.withLock { $0.isRequested } }

  /// Called with each signal received (a supervisor passes it on to its worker).
  func onSignal(_ handler: (@Sendable (Int32) -> Void)?) { forward.withLock { $0 = handler } }

  /// Starts listening for SIGINT and SIGTERM until `cancel()`.
  init(worker: Bool = false) {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { [signals, forward] in
        let request = signals.withLock { $0.receive(at: .now) }
        if worker || request == .same { return }
        let again = request == .quit
        forward.withLock { $0 }?(again ? SIGKILL : signalNumber)
        if again {
          signal(signalNumber, SIG_DFL)
          raise(signalNumber)
        }
        FileHandle.standardError.write(
          Data(
            "\n\(CommandExit.executableName): stopping after this cell; the report will say what was measured (again to quit now)\n"
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

/// Signals counted as requests: those that arrive within ``window`` of the first are one, since
/// `timeout -s INT`, and any supervisor that signals both a process and its group, deliver two at once.
struct SignalCount {
  /// How close together two signals are one.
  static let window: Duration = .seconds(1)

  /// What a signal asks.
  enum Request: Equatable {
    /// The first: stop after the cell being measured.
    case stop
    /// Within the window of the first: the same request.
    case same
    /// Later: quit now.
    case quit
  }

  private var first: ContinuousClock.Instant?

  /// Whether a stop was asked for.
  var isRequested: Bool { first != nil }

  /// Counts a signal received at `now`.
  mutating func receive(at now: ContinuousClock.Instant) -> Request {
    guard let first else {
      self.first = now
      return .stop
    }
    return now - first < Self.window ? .same : .quit
  }
}
