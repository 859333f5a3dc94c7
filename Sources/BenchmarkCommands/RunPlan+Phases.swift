import BenchmarkKit

extension RunPlan {
  static let cellsPhase = "cells"
  static let sweepPhase = "sweep"
  static let anchorsPhase = "anchors"
  static let anatomyPhase = "anatomy"
  static let instructionsPhase = "instructions"
  static let behaviourPhase = "behaviour"

  /// The run's phases, with the time each is expected to take: the cells' from the sampling settings
  /// (a typical cell's samples, warm-up and allocation pass), the others' from earlier runs on the
  /// project's 2-core machine.
  func phases(cells: Int, settings: Runner.Settings, suite: BenchmarkSuite) -> [RunProgress.Phase] {
    let perCell = Double(settings.caseBudgetNanoseconds) / 2e9 + 0.2
    var phases = [RunProgress.Phase(name: Self.cellsPhase, steps: cells, secondsPerStep: perCell)]
    if sweep { phases.append(.init(name: Self.sweepPhase, steps: 1, secondsPerStep: quick ? 20 : 90)) }
    if anchors {
      phases.append(.init(name: Self.anchorsPhase, steps: 1, secondsPerStep: 30 + 20 * Double(anchorRounds)))
    }
    if anatomy { phases.append(.init(name: Self.anatomyPhase, steps: 1, secondsPerStep: 150)) }
    if instructions {
      phases.append(.init(name: Self.instructionsPhase, steps: 1, secondsPerStep: quick ? 120 : 600))
    }
    if !timeOnly && !suite.samples.isEmpty {
      phases.append(.init(name: Self.behaviourPhase, steps: 1, secondsPerStep: 5))
    }
    return phases
  }

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
