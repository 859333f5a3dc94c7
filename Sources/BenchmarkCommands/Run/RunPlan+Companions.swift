import BenchmarkKit
import MappingSuite

extension RunPlan {
  /// The names of the companion workloads the run adds: `--alongside`'s (`none` for none), else the
  /// suite's defaults.
  func companionNames(of suite: BenchmarkSuite) -> [String] {
    alongside.isEmpty ? suite.defaultCompanions : alongside.filter { $0 != "none" }
  }

  /// The companion workloads the run adds; an unknown name is refused.
  func companions(of suite: BenchmarkSuite) throws(RunPlanError) -> [Workload] {
    try companionNames(of: suite).map { name throws(RunPlanError) in
      guard let companion = suite.companions.first(where: { $0.name == name }) else {
        throw RunPlanError(
          reason: "no companion workload '\(name)'; there are: "
            + suite.companions.map(\.name).joined(separator: ", "))
      }
      return companion
    }
  }
}

/// A plan the suite cannot run (`--alongside` naming no companion): a usage error.
struct RunPlanError: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}
