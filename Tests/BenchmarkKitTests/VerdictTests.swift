import BenchmarkKit
import Foundation
import Testing

/// The answer opens with a verdict per situation: the design to pick and the figure that decides it, or
/// that no design wins clearly: the means within 5 %, or the faster mean won on too few workloads.
@Suite struct VerdictTests {
  /// Fast and slow designs at `fast` and `slow` × the reference's model→dict on four workloads.
  static func answer(fast: Double, slow: Double) -> String {
    var results: [BenchmarkResult] = []
    for workload in ["w1", "w2", "w3", "w4"] {
      for (id, nanoseconds) in [("ref", 2_000.0), ("fast", 2_000 * fast), ("slow", 2_000 * slow)] {
        results.append(
          BenchmarkResult(
            workload: workload, operation: .modelToDict, implementation: id,
            samples: Array(repeating: nanoseconds, count: 10), inputBytes: nil, allocations: nil))
      }
    }
    var run = syntheticRun()
    run.results = results
    return MarkdownReport(run: run, published: [], lineup: syntheticLineup).render()
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
    var results: [BenchmarkResult] = []
    for (workload, fast) in [("w1", 0.01), ("w2", 1.2), ("w3", 1.2), ("w4", 1.2)] {
      for (id, ratio) in [("ref", 1.0), ("fast", fast), ("slow", 1.0)] {
        results.append(
          BenchmarkResult(
            workload: workload, operation: .modelToDict, implementation: id,
            samples: Array(repeating: 2_000 * ratio, count: 10), inputBytes: nil, allocations: nil))
      }
    }
    var run = syntheticRun()
    run.results = results
    let text = MarkdownReport(run: run, published: [], lineup: syntheticLineup).render()
    #expect(
      text.contains(
        "| If you need dictionaries from models | any design | Fast design 0.36× Reference, Slow design 1.00× "
          + "Reference: neither is faster on 75 % of the workloads |"), "\(text)")
  }
}
