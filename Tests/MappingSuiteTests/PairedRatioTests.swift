import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// A cell timed beside the reference, sample by sample, is compared with it by the median of those
/// samples' ratios, not by the two medians, which a change in the machine's speed between the two cells
/// would move.
@Suite struct PairedRatioTests {
  /// Two workloads on which the fast design's median is 3× the reference's 2 µs; its samples, timed
  /// beside a reference sample of 4 µs each (the machine slower while it ran), say 1.5× when paired
  /// with `pairedWith`.
  static func answer(pairedWith: String) -> String {
    let text = syntheticReport(
      ratioRun(.modelToDict, fast: [3, 3], slow: [4, 4]) { result in
        guard result.implementation == "fast" else { return }
        result.pairedWith = pairedWith
        result.pairedSamples = result.samples.map { $0 / 1.5 }
      })
    guard let start = text.range(of: "## The answer"), let end = text.range(of: "charts/overview.svg")
    else { return "" }
    return String(text[start.lowerBound..<end.upperBound])
  }

  @Test func aCellPairedWithTheReferenceGivesThePairedRatio() {
    let answer = Self.answer(pairedWith: "ref")
    #expect(
      answer.contains("| model→dict, × Reference | 1.50× (1.50–1.50×) | 4.00× (4.00–4.00×) |"), "\(answer)")
  }

  @Test func aCellPairedWithAnotherImplementationDividesMedians() {
    let answer = Self.answer(pairedWith: "slow")
    #expect(
      answer.contains("| model→dict, × Reference | 3.00× (3.00–3.00×) | 4.00× (4.00–4.00×) |"), "\(answer)")
  }

  @Test(arguments: [
    ([2.0, 4, 6], [1.0, 1, 3], 2.0 as Double?),  // ratios 2, 4, 2
    ([2.0, 4, 6], [1.0, 1], nil),  // a sample without its pair
    ([2.0, 4], [1.0, 0], nil),  // a pair that was not timed
  ])
  func thePairedRatioIsTheMedianOfTheSamplesRatios(samples: [Double], paired: [Double], expected: Double?) {
    var result = BenchmarkResult(
      workload: "w", operation: .dictToModel, implementation: "fast", samples: samples, inputBytes: nil,
      allocations: nil)
    result.pairedWith = "ref"
    result.pairedSamples = paired
    #expect(result.pairedRatio == expected)
  }
}
