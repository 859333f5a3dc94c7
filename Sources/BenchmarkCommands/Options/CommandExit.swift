import ArgumentParser
import BenchmarkKit
import Foundation

/// Every exit code of `modelbench` and of a scaffolded package's runner, named once.
///
/// The comparing commands (`compare`, `ab`, `instructions --baseline`, `bisect`) exit with their
/// `ComparisonOutcome`'s status (`init(_:)`); the others with ``success``, ``failed``, ``error`` or
/// ``stopped``.
public enum CommandExit: Int32, Sendable, CaseIterable {
  /// Nothing to report: every check passed, no cell moved.
  case success = 0
  /// A check failed: a cell regressed, failed or gave the wrong output, a difference is unexplained.
  case failed = 1
  /// A comparison found improvements only (re-record the baseline to keep them).
  case improvedOnly = 2
  /// A comparison lacked cells of its baseline.
  case incomplete = 3
  /// Nothing could be compared or measured: an unreadable input, a runner that failed.
  case error = 4
  /// A command-line mistake (ArgumentParser's usage code).
  case usage = 64
  /// Stopped by SIGINT or SIGTERM, after writing what was measured.
  case stopped = 130

  /// A comparison's outcome as its exit status.
  package init(_ outcome: ComparisonOutcome) {
    switch outcome {
    case .unchanged: self = .success
    case .regressed: self = .failed
    case .improved: self = .improvedOnly
    case .incomplete: self = .incomplete
    }
  }

  /// The status as ArgumentParser's thrown exit.
  public var exit: ExitCode { ExitCode(rawValue) }

  /// The comparing commands' codes, for their help.
  package static let comparisonLegend =
    "Exit codes: 0 unchanged, 1 regressed, 2 improved only, 3 cells of the baseline missing, 4 error, "
    + "64 usage."
}

extension CommandExit {
  /// This process's executable name (`modelbench`, a scaffolded package's `<name>-bench`), for the
  /// lines that name who is speaking.
  package static var executableName: String {
    URL(fileURLWithPath: CommandLine.arguments.first ?? "modelbench").lastPathComponent
  }

  /// Runs a command's body so that an error exits with ``error`` (4), which a CI script can tell from a
  /// regression (1); the exits the body throws pass through, and a usage error stays one (64).
  package static func exitingOnError<Command: ParsableCommand>(
    _ command: Command.Type, _ body: () throws -> Void
  ) throws {
    do {
      try body()
    } catch let exit as ExitCode {
      throw exit
    } catch let usage as ValidationError {
      throw usage
    } catch {
      FileHandle.standardError.write(
        Data("\(executableName) \(command.commandLineName): error: \(error)\n".utf8))
      throw CommandExit.error.exit
    }
  }
}
