import Foundation

/// The one way this package starts a child process: what to run, with what, and where its standard
/// streams go. ``run()`` waits for it and returns what it captured; ``start()`` hands back the running
/// child, for a caller that reads its output as it comes (a run's worker).
///
/// Captured streams are read at the same time as each other and as the input is written, so a child that
/// fills one pipe while another waits never blocks.
///
/// Foundation's `Process` underneath, not swift-subprocess: that API is async only, and every caller here
/// is synchronous (commands' `run()`, callgrind children started from `concurrentPerform`'s threads),
/// where waiting on an async task would hold a thread of the cooperative pool.
package struct ChildProcess: Sendable {
  /// A path (it holds a `/`), or a name looked up on `PATH`.
  package var executable: String
  package var arguments: [String]
  package var environment: Environment = .inherited
  package var input: Input = .none
  package var output: Output = .captured
  package var errors: Output = .captured

  /// The child's environment.
  package enum Environment: Sendable {
    /// This process's.
    case inherited
    /// This process's, with these variables set.
    case adding([String: String])
    /// These variables only.
    case replaced([String: String])
  }

  /// The child's standard input.
  package enum Input: Sendable {
    /// Nothing: the null device.
    case none
    /// These bytes, then the end.
    case bytes(Data)
  }

  /// Where one of the child's output streams goes.
  package enum Output: Sendable {
    /// Kept, and handed back in the ``Ending``.
    case captured
    /// Thrown away (the null device).
    case discarded
    /// This process's own stream.
    case inherited
    /// Each piece to this handler as it arrives, on a thread of its own.
    case streamed(@Sendable (Data) -> Void)
    /// Into the standard output's pipe (errors only; output and errors captured as one text).
    case intoOutput
    /// Left in a pipe that the caller reads from ``RunningChild/output`` (output only).
    case piped
  }

  package init(
    _ executable: String, _ arguments: [String] = [], environment: Environment = .inherited,
    input: Input = .none, output: Output = .captured, errors: Output = .captured
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.input = input
    self.output = output
    self.errors = errors
  }

  /// Runs the child to its end.
  package func run() throws(ChildProcessError) -> ChildProcess.Ending {
    try start().wait()
  }

  /// Runs the child to its end for its status and captured output as text; one that cannot start is
  /// status 127 (a shell's "not found") with why as its output, for callers that report every failure
  /// alike.
  package func runForText() -> (status: Int32, output: String) {
    do {
      let ending = try run()
      return (ending.status, ending.outputText)
    } catch {
      return (127, "\(error)")
    }
  }

  /// How a child ended, and what it wrote to the streams that were captured.
  package struct Ending: Sendable {
    /// Its exit status, or the signal that ended it.
    package var status: Int32
    /// Whether a signal ended it (`status` is then the signal's number).
    package var signalled: Bool
    package var output: Data
    package var errors: Data

    /// Whether it exited with status 0.
    package var succeeded: Bool { !signalled && status == 0 }

    /// The captured output as text.
    package var outputText: String { String(decoding: output, as: UTF8.self) }

    /// The captured errors as text.
    package var errorsText: String { String(decoding: errors, as: UTF8.self) }

    /// How it ended, in words: "exited with status 2", "died of signal 9".
    package var summary: String { signalled ? "died of signal \(status)" : "exited with status \(status)" }
  }
}

/// A child process that could not be started.
package struct ChildProcessError: Error, CustomStringConvertible {
  package var executable: String
  package var reason: String

  package var description: String { "cannot start \(executable): \(reason)" }
}
