import ArgumentParser
import Foundation

/// `worker`: a run's measuring child, started by `run` (its supervisor) with the run's options, never by
/// hand. It continues the output folder's journal under the supervisor's lock and dies with it.
package struct WorkerCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "worker", abstract: "Measure a run's cells for the run that started this process.",
    shouldDisplay: false)

  @OptionGroup var options: RunOptions

  /// The supervising run's PID: this process measures under its lock and dies with it.
  @Option(help: "The PID of the run that started this worker.")
  var supervisor: Int32

  /// Set on the workers of a run the user resumed (the report says "resumed").
  @Flag(help: "The user resumed the run (the report says so).")
  var continuing = false

  package init() {}

  /// Exits as `run` does: 0 measured, 1 a check failed, 4 an error, 64 usage, 130 stopped.
  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      guard try options.prepare() else { return }
      try WorkerProcess.dieWithSupervisor(supervisor)
      try options.measure(supervisor: supervisor, continuing: continuing)
    }
  }
}
