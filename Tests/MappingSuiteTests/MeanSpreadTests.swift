import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// The answer's means show their spread, and a workload whose leaving out moves a mean by more than 1.3×
/// is named with its ratio and the reference's own time there (canada's model→dict was one).
@Suite struct MeanSpreadTests {
  /// Four workloads on which the fast design runs at `ratios` × the reference's 2 µs model→dict.
  static func answer(_ ratios: [Double]) -> String {
    let text = syntheticReport(
      ratioRun(.modelToDict, fast: ratios, slow: Array(repeating: 4.5, count: ratios.count)))
    guard let start = text.range(of: "## The answer"), let end = text.range(of: "charts/overview.svg")
    else { return "" }
    return String(text[start.lowerBound..<end.upperBound])
  }

  @Test func oneWorkloadThatBendsAMeanIsNamed() {
    let answer = Self.answer([1, 1, 1, 50])
    #expect(
      answer.contains("| model→dict, × Reference | 2.66× (1.00–50.00×) | 4.50× (4.50–4.50×) |"), "\(answer)")
    #expect(
      answer.contains(
        "One workload bends the means: without **w4**, Fast design's model→dict is 1.00× instead of 2.66× "
          + "(50.00× there, 1.00–1.00× on the others). There Reference takes model→dict 2.00 µs."),
      "\(answer)")
  }

  @Test(arguments: [[1, 1, 1, 1.5], [0.8, 1.2, 1.1, 0.9], [1, 40]])
  func meansNoWorkloadBendsAreNotNamed(_ ratios: [Double]) {
    let answer = Self.answer(ratios)
    #expect(answer.contains("| model→dict, × Reference |"))
    #expect(!answer.contains("bends the means"), "\(answer)")
  }
}
