import BenchmarkKit
import Foundation
import Testing

/// The instruction-count mode's pieces that do not need valgrind: the comparison and its exit codes, the
/// deterministic extra work (reading a dump: CallgrindProfileTests).
@Suite struct InstructionCountTests {
  @Test(arguments: [
    (["a": 100.0], ["a": 104.0], InstructionComparison.Outcome.unchanged),
    (["a": 100.0], ["a": 106.0], .regressed),
    (["a": 100.0, "b": 100.0], ["a": 90.0, "b": 100.0], .improved),
    (["a": 100.0, "b": 100.0], ["a": 100.0], .incomplete),
    (["a": 100.0, "b": 100.0], ["a": 120.0], .regressed),
    (["a": 100.0], ["a": 100.0, "new": 5.0], .unchanged),
  ])
  func theOutcomeFollowsTheWorstCell(
    baseline: [String: Double], current: [String: Double], expected: InstructionComparison.Outcome
  ) {
    let comparison = InstructionComparison(
      baseline: InstructionCounts(iterations: 10, cells: baseline),
      current: InstructionCounts(iterations: 10, cells: current), threshold: 0.05)
    #expect(comparison.outcome == expected)
  }

  @Test func theMarkdownListsTheCellsThatMoved() {
    let comparison = InstructionComparison(
      baseline: InstructionCounts(iterations: 10, cells: ["x/dict→model/yy": 1000, "x/model→dict/yy": 500]),
      current: InstructionCounts(iterations: 10, cells: ["x/dict→model/yy": 1200, "x/model→dict/yy": 501]),
      threshold: 0.05)
    let markdown = comparison.markdown()
    #expect(markdown.contains("**regressed** (1 regressed, 0 improved, 1 unchanged, 0 missing, 0 new)"))
    #expect(markdown.contains("| x/dict→model/yy | 1000 | 1200 | 1.20× | regressed |"))
    #expect(!markdown.contains("x/model→dict/yy"))
    #expect(comparison.markdown(all: true).contains("x/model→dict/yy"))
  }

  @Test func countsRoundTripThroughJSON() throws {
    let counts = InstructionCounts(iterations: 10, cells: ["b": 2, "a": 1.5])
    let text = String(decoding: try counts.json(), as: UTF8.self)
    #expect(text.range(of: "\"a\"")!.lowerBound < text.range(of: "\"b\"")!.lowerBound)  // sorted keys
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("counts-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try counts.json().write(to: file)
    #expect(try InstructionCounts.read(file) == counts)
    let entries =
      try JSONSerialization.jsonObject(with: counts.githubActionBenchmark()) as? [[String: String]]
    #expect(entries?.first?["name"] == "a instructions")
    #expect(entries?.first?["unit"] == "instructions/op")
  }

  /// One operation in five runs twice: exactly 20 % more work over ten operations, only in matching cells.
  @Test func extraWorkIsExactAndTargeted() throws {
    final class Calls: @unchecked Sendable { var count = 0 }
    let calls = Calls()
    let cell = BenchmarkCase(workload: "w", operation: .read, implementation: "yy") {
      calls.count += 1
      return 0
    }
    let extra = try ExtraWork.parse(["read/yy=0.2"])
    let slowed = extra.apply(to: cell)
    for _ in 0..<10 { _ = try slowed.body!() }
    #expect(calls.count == 12)
    let other = BenchmarkCase(workload: "w", operation: .write, implementation: "yy") { 0 }
    #expect(extra.apply(to: other).body != nil)
    #expect(throws: ExtraWorkError.self) { try ExtraWork.parse(["read/yy=2"]) }
    #expect(throws: ExtraWorkError.self) { try ExtraWork.parse(["no-fraction"]) }
  }
}
