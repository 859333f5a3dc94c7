import BenchmarkKit
import Foundation
import Testing

/// A design faster than the reference is explained where it appears, from the run's own counts.
@Suite struct SurpriseTests {
  static func answer(fastRatio: Double) -> String {
    var results: [BenchmarkResult] = []
    for workload in ["w1", "w2"] {
      for (id, ratio, allocations, instructions) in [
        ("ref", 1.0, 40.0, 10_000.0), ("fast", fastRatio, 10.0, 6_000.0), ("slow", 3.0, 90.0, 30_000.0),
      ] {
        var result = BenchmarkResult(
          workload: workload, operation: .dictToModel, implementation: id,
          samples: Array(repeating: 2_000 * ratio, count: 10), inputBytes: nil, allocations: nil)
        result.allocationsPerOperation = allocations
        result.instructionsPerOperation = instructions
        results.append(result)
      }
    }
    var run = syntheticRun()
    run.results = results
    return MarkdownReport(run: run, published: [], lineup: syntheticLineup).render()
  }

  @Test func aDesignFasterThanTheReferenceIsExplained() {
    let text = Self.answer(fastRatio: 0.5)
    #expect(
      text.contains(
        "- Faster than Reference: **Fast design** on dict→model at 0.50× (10 allocations a conversion against "
          + "40, 60 % of Reference's instructions)."), "\(text)")
    #expect(!text.contains("**Slow design** on dict→model"))
  }

  @Test func withinFivePercentIsNoSurprise() {
    #expect(!Self.answer(fastRatio: 0.97).contains("Faster than Reference"))
  }
}
