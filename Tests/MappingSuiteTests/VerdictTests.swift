import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// The answer opens with a verdict per situation: the design to pick and the figure that decides it, or
/// that no design wins clearly: the means within 5 %, or the faster mean won on too few workloads.
@Suite struct VerdictTests {
  /// Fast and slow designs at `fast` and `slow` × the reference's model→dict on four workloads.
  static func answer(fast: Double, slow: Double) -> String {
    syntheticReport(
      ratioRun(.modelToDict, fast: Array(repeating: fast, count: 4), slow: Array(repeating: slow, count: 4)))
  }

  @Test func aClearWinnerIsPickedWithTheFigureThatDecides() throws {
    let text = Self.answer(fast: 1, slow: 4.5)
    #expect(
      text.contains(
        "| If you need dictionaries from models | **Fast design** | 1.00× Reference; next, Slow design: 4.50× Reference |"
      ), "\(text)")
    // The verdicts come first: before the table of every figure.
    let verdicts = try #require(text.range(of: "| situation | pick | what decides it |"))
    let figures = try #require(text.range(of: "| concern | Fast design | Slow design | Reference |"))
    #expect(verdicts.lowerBound < figures.lowerBound)
  }

  @Test func designsWithinFivePercentTie() {
    let text = Self.answer(fast: 1, slow: 1.02)
    #expect(
      text.contains(
        "| If you need dictionaries from models | any design | Fast design 1.00× Reference, Slow design 1.02× "
          + "Reference: within 5 % |"), "\(text)")
  }

  /// A mean one workload carries: the fast design is far faster on one workload and slower on three.
  @Test func aMeanOneWorkloadCarriesWinsNothing() {
    let text = syntheticReport(ratioRun(.modelToDict, fast: [0.01, 1.2, 1.2, 1.2], slow: [1, 1, 1, 1]))
    #expect(
      text.contains(
        "| If you need dictionaries from models | any design | Fast design 0.36× Reference, Slow design 1.00× "
          + "Reference: neither is faster on 75 % of the workloads |"), "\(text)")
  }
}
