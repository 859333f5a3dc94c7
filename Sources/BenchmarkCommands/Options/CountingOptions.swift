import ArgumentParser
import BenchmarkKit

/// How many operations a counting command counts per cell unless `--iterations` says otherwise.
public protocol CountingDefaults {
  static var iterations: Int { get }
}

/// Ten operations a cell, the count `instructions`' baseline was recorded with.
public enum TenIterations: CountingDefaults {
  public static let iterations = 10
}

/// `--all-workloads` and `--iterations`: the workloads a callgrind command counts, and how many
/// operations it counts per cell.
public struct CountingOptions<Defaults: CountingDefaults>: ParsableArguments {
  @Flag(help: "Every workload (default: the small ones, as the quick run).")
  public var allWorkloads = false

  @Option(help: "Operations counted per cell.")
  public var iterations = Defaults.iterations

  public init() {}

  /// The workloads counted: every one of the suite's, or the quick run's.
  public func workloads(of suite: BenchmarkSuite) -> [Workload] {
    allWorkloads ? suite.workloads : suite.quickWorkloads
  }

  public func validate() throws {
    guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
  }
}
