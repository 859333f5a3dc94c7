import ArgumentParser
import BenchmarkKit
import MappingSuite

/// How many operations a counting command counts per cell unless `--iterations` says otherwise.
package protocol CountingDefaults {
  static var iterations: Int { get }
}

/// Ten operations a cell, the count `instructions`' baseline was recorded with.
package enum TenIterations: CountingDefaults {
  package static let iterations = 10
}

/// `--all-workloads` and `--iterations`: the workloads a callgrind command counts, and how many
/// operations it counts per cell.
package struct CountingOptions<Defaults: CountingDefaults>: ParsableArguments {
  @Flag(help: "Every workload (default: the small ones, as the quick run).")
  package var allWorkloads = false

  @Option(help: "Operations counted per cell.")
  package var iterations = Defaults.iterations

  package init() {}

  /// The workloads counted: every one of the suite's, or the quick run's.
  package func workloads(of suite: BenchmarkSuite) -> [Workload] {
    allWorkloads ? suite.workloads : suite.quickWorkloads
  }

  package func validate() throws {
    guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
  }
}
