import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// `WorkloadRatios`: one workload's implementation ratios held to another's, over one or more runs.
@Suite struct WorkloadRatiosTests {
  /// A run of two workloads, `a` and `b`, whose `fast ÷ ref` ratios are `ratioA` and `ratioB`.
  func run(_ ratioA: Double, _ ratioB: Double, dropping drop: String? = nil) -> BenchmarkRun {
    let environment = BenchmarkEnvironment(
      cpu: "Test CPU", cores: 2, swiftVersion: "Swift 6.3.1", jemallocVersion: "5.3.0", commit: "abc1234",
      date: "2026-11-24T00:00:00Z", quick: true)
    var results: [BenchmarkResult] = []
    for (workload, ratio) in [("a", ratioA), ("b", ratioB)] {
      for (implementation, nanoseconds) in [("ref", 1_000.0), ("fast", 1_000 * ratio)] {
        if drop == "\(workload)/\(implementation)" { continue }
        results.append(
          BenchmarkResult(
            workload: workload, operation: .dictToModel, implementation: implementation,
            samples: Array(repeating: nanoseconds, count: 10), inputBytes: nil, allocations: nil))
      }
    }
    return BenchmarkRun(environment: environment, peakResidentBytes: nil, results: results)
  }

  func compare(_ runs: [BenchmarkRun]) -> WorkloadRatios {
    WorkloadRatios(
      runs: runs, workload: "a", referenceWorkload: "b", operations: [.dictToModel], pairs: [("fast", "ref")],
      tolerance: 0.30)
  }

  @Test func withinTheBoundPasses() {
    let comparison = compare([run(1.2, 1.0)])
    #expect(comparison.passed)
    #expect(abs(comparison.rows[0].change - 0.2) < 1e-9)
  }

  @Test func pastTheBoundFails() {
    #expect(!compare([run(1.4, 1.0)]).passed)
    #expect(!compare([run(0.6, 1.0)]).passed)
  }

  @Test func theMedianOfSeveralRunsIsHeldToTheBound() {
    // One run past the bound among three: the median's ratio, 1.1, passes.
    let comparison = compare([run(1.5, 1.0), run(1.1, 1.0), run(1.0, 1.0)])
    #expect(comparison.passed)
    #expect(comparison.runs == 3)
    #expect(abs(comparison.rows[0].ratio - 1.1) < 1e-9)
    #expect(comparison.markdown().hasPrefix("Medians of 3 runs' ratios."))
    // Two of three past it: fails.
    #expect(!compare([run(1.5, 1.0), run(1.6, 1.0), run(1.0, 1.0)]).passed)
  }

  @Test func aMissingCellIsSaid() {
    let comparison = compare([run(1.0, 1.0, dropping: "b/ref")])
    #expect(comparison.missing == ["b/dict→model/ref"])
    #expect(!comparison.passed)
  }

  @Test func instructionsAreComparedWhenAsked() {
    // Times say 1.0 on both workloads; instruction counts say 2.0 against 1.0.
    var runs = [run(1.0, 1.0)]
    for index in runs[0].results.indices {
      let result = runs[0].results[index]
      let doubled = result.workload == "a" && result.implementation == "fast"
      runs[0].results[index].instructionsPerOperation = doubled ? 2_000 : 1_000
    }
    #expect(compare(runs).passed)
    let byInstructions = WorkloadRatios(
      runs: runs, workload: "a", referenceWorkload: "b", operations: [.dictToModel], pairs: [("fast", "ref")],
      tolerance: 0.30, metric: .instructions)
    #expect(!byInstructions.passed)
    #expect(abs(byInstructions.rows[0].ratio - 2.0) < 1e-9)
    #expect(byInstructions.markdown().hasPrefix("Ratios of instructions per operation."))
    // A run without counts lacks the cells: missing, never a ratio of times.
    let uncounted = WorkloadRatios(
      runs: [run(1.0, 1.0)], workload: "a", referenceWorkload: "b", operations: [.dictToModel],
      pairs: [("fast", "ref")], tolerance: 0.30, metric: .instructions)
    #expect(!uncounted.passed && uncounted.rows.isEmpty && !uncounted.missing.isEmpty)
  }
}
