import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// A design faster than the reference is explained where it appears, from the run's own counts.
@Suite struct SurpriseTests {
  static func answer(fastRatio: Double) -> String {
    // Allocations and instructions per operation by implementation: the counts a surprise is told by.
    let counts = ["ref": (40.0, 10_000.0), "fast": (10.0, 6_000.0), "slow": (90.0, 30_000.0)]
    let run = ratioRun(.dictToModel, fast: [fastRatio, fastRatio], slow: [3, 3]) { result in
      (result.allocationsPerOperation, result.instructionsPerOperation) = counts[result.implementation]!
    }
    return syntheticReport(run)
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
