import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam
import ModelRuntime

package struct RunCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Run the benchmark suite and write the report.")

  @OptionGroup var options: RunOptions

  @Option(
    help: ArgumentHelp(
      "Seconds a cell may run before it is stopped and reported as failed.", valueName: "seconds"))
  var cellTimeLimit = 600

  package init() {}

  package func validate() throws {
    if cellTimeLimit < 1 { throw ValidationError("--cell-time-limit must be at least 1 second") }
  }

  /// Exits 0 measured, 1 a check failed (a wrong output, a failed cell), 4 an error (a journal that cannot
  /// be written, a folder another run holds), 64 usage (a `--filter`/`--skip` that selects no cell among
  /// them: refused before anything is written), 130 stopped.
  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let suite = BenchmarkSuite.current
      let plan = RunPlan(options)
      guard try options.prepare(suite, plan: plan) else { return }
      try options.supervise(suite, plan: plan, cellTimeLimit: cellTimeLimit)
    }
  }
}
