import BenchmarkKit
import Foundation
import Testing

/// The history's records, steps, report and bisection, on made-up counts.
@Suite struct HistoryTests {
  static func record(
    _ commit: String, _ cells: [String: Double], toolchain: String = "Swift version 6.3.1",
    status: HistoryRecord.Status = .counted
  ) -> HistoryRecord {
    HistoryRecord(
      commit: commit + String(repeating: "0", count: 40 - commit.count), date: "2026-11-25T04:00:00+00:00",
      subject: "subject of \(commit)", toolchain: toolchain, machine: "x86_64, test CPU", selection: "test",
      status: status, cells: cells)
  }

  static let yy = "github_user/dict→model/yy"
  static let mj = "github_user/dict→model/mj"

  @Test func aStepIsFoundAndItsUndoingNamed() {
    let records = [
      Self.record("a1", [Self.yy: 1000, Self.mj: 5000]),
      Self.record("a2", [Self.yy: 1010, Self.mj: 5000]),
      Self.record("a3", [Self.yy: 1200, Self.mj: 5040]),
      Self.record("a4", [:], status: .doesNotBuild),
      Self.record("a5", [Self.yy: 1205, Self.mj: 5000]),
      Self.record("a6", [Self.yy: 1020, Self.mj: 5010]),
    ]
    let steps = HistoryAnalysis(records: records, threshold: 0.05).steps
    #expect(steps.map { String($0.commit.prefix(2)) } == ["a3", "a6"])
    #expect(steps.allSatisfy { $0.cell == Self.yy })
    #expect(steps[0].before == 1010 && steps[0].after == 1200)
    #expect(steps[0].undoneAt?.prefix(2) == "a6")
    #expect(steps[1].previous.prefix(2) == "a5", "the commit that did not build is passed over")
    #expect(steps[1].undoneAt == nil)
  }

  @Test func countsOfAnotherToolchainAreNotCompared() {
    let records = [
      Self.record("b1", [Self.yy: 1000]),
      Self.record("b2", [Self.yy: 1300], toolchain: "Swift version 6.4"),
      Self.record("b3", [Self.yy: 1300], toolchain: "Swift version 6.4"),
      Self.record("b4", [Self.yy: 1500], toolchain: "Swift version 6.4"),
    ]
    let analysis = HistoryAnalysis(records: records, threshold: 0.05)
    #expect(analysis.steps.map { String($0.commit.prefix(2)) } == ["b4"])
    #expect(analysis.toolchainChanges.map { String($0.commit.prefix(2)) } == ["b2"])
    let markdown = HistoryReport(analysis: analysis, range: "b1..b4").markdown()
    #expect(markdown.contains("Swift version 6.3.1 → Swift version 6.4"))
    #expect(analysis.toolchainChanges.first?.to == "Swift version 6.4")
  }

  @Test func theFileIsOneRecordPerLineAndABadLineIsNamed() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try HistoryFile.read(url).isEmpty)
    let first = Self.record("c1", [Self.yy: 1000])
    var second = Self.record("c2", [:], status: .doesNotBuild)
    second.note = "error: cannot find 'x' in scope"
    try HistoryFile.append(first, to: url)
    try HistoryFile.append(second, to: url)
    #expect(try HistoryFile.read(url) == [first, second])
    #expect(try String(contentsOf: url, encoding: .utf8).split(separator: "\n").count == 2)
    let handle = try FileHandle(forWritingTo: url)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{\"commit\": 1}\n".utf8))
    try handle.close()
    #expect {
      try HistoryFile.read(url)
    } throws: { error in
      (error as? HistoryFile.ReadError)?.line == 3
    }
  }

  @Test func theLatestRecordOfACommitPrefersTheToolchainAsked() {
    let old = Self.record("d1", [Self.yy: 1000], toolchain: "Swift version 6.3.1")
    let new = Self.record("d1", [Self.yy: 900], toolchain: "Swift version 6.4")
    #expect(HistoryFile.latest([new, old], for: [old.commit], toolchain: "Swift version 6.4") == [new])
    #expect(HistoryFile.latest([new, old], for: [old.commit]) == [old])
    #expect(HistoryFile.latest([old], for: ["absent"]).isEmpty)
  }

  @Test func theReportListsStepsChartsAndCommits() {
    let records = [
      Self.record("e1", [Self.yy: 1000, Self.mj: 5000, "weibo_status/model→dict/yy": 9000]),
      Self.record("e2", [Self.yy: 1200, Self.mj: 5000, "weibo_status/model→dict/yy": 9000]),
      Self.record("e3", [:], status: .predatesInstructions),
    ]
    let report = HistoryReport(analysis: HistoryAnalysis(records: records, threshold: 0.05), range: "e1..e3")
    #expect(
      report.charts.map(\.fileName) == [
        "history-github_user-dict-to-model.svg", "history-weibo_status-model-to-dict.svg",
      ])
    let markdown = report.markdown()
    #expect(
      markdown.contains(
        "| `e200000` | subject of e2 | github_user/dict→model/yy | 1000 | 1200 | +20.0 % | no |"))
    #expect(markdown.contains("predates-instructions"))
    #expect(markdown.contains("](charts/history-github_user-dict-to-model.svg)"))
    // The step is ringed in its chart.
    #expect(report.charts[0].svg.contains("r=\"6\""))
    #expect(!report.charts[1].svg.contains("r=\"6\""))
  }

  @Test func timeChangesAreListedAsNoisier() {
    var later = Self.record("f2", [Self.yy: 1000])
    later.time = [
      Self.yy: TimeChange(
        previous: "f1".padding(toLength: 40, withPad: "0", startingAt: 0), ratio: 1.18, lower: 1.12,
        upper: 1.25, verdict: .regressed),
      Self.mj: TimeChange(
        previous: "f1".padding(toLength: 40, withPad: "0", startingAt: 0), ratio: 1.01, lower: 0.97,
        upper: 1.04, verdict: .unchanged),
    ]
    let records = [Self.record("f1", [Self.yy: 1000]), later]
    let markdown = HistoryReport(
      analysis: HistoryAnalysis(records: records, threshold: 0.05), range: "f1..f2"
    )
    .markdown()
    #expect(markdown.contains("## Time against the previous commit (noisier)"))
    #expect(
      markdown.contains(
        "| `f200000` | `f100000` | github_user/dict→model/yy | 1.18× | 1.12×–1.25× | regressed |"))
    #expect(!markdown.contains("github_user/dict→model/mj | 1.01×"), "unchanged cells are not listed")
    let untimed = HistoryReport(
      analysis: HistoryAnalysis(records: [records[0]], threshold: 0.05), range: "f1")
    #expect(!untimed.markdown().contains("noisier"))
  }

  @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 9, 16, 20, 33])
  func bisectionFindsEveryPositionWithinTheBound(count: Int) {
    let bisection = HistoryBisection(count: count, threshold: 0.05)
    for first in 0..<count {
      for direction in [1.1, 0.9] {
        let (finding, measured) = bisection.run { index in index < first ? 1000 : 1000 * direction }
        #expect(finding == .found(index: first, before: 1000, after: 1000 * direction))
        #expect(measured.count <= bisection.measurementBound, "n = \(count), first moved at \(first)")
        #expect(Set(measured).count == measured.count, "no commit measured twice")
      }
    }
  }

  @Test func bisectionBoundIsLogarithmic() {
    #expect(HistoryBisection(count: 1, threshold: 0.05).measurementBound == 2)
    #expect(HistoryBisection(count: 4, threshold: 0.05).measurementBound == 4)
    #expect(HistoryBisection(count: 5, threshold: 0.05).measurementBound == 5)
    #expect(HistoryBisection(count: 20, threshold: 0.05).measurementBound == 7)
  }

  @Test func bisectionSkipsCommitsItCannotMeasure() {
    let bisection = HistoryBisection(count: 10, threshold: 0.05)
    // The step is at 6; 5 cannot be measured, so it may lie at 5 or 6.
    let (ambiguous, _) = bisection.run { index in
      index == 5 ? nil : (index < 6 ? 1000 : 1100)
    }
    #expect(ambiguous == .ambiguous(indices: 5...6, before: 1000, after: 1100))
    // 4 and 7 cannot be measured, the step at 6 is still pinned.
    let (found, _) = bisection.run { index in
      [4, 7].contains(index) ? nil : (index < 6 ? 1000 : 1100)
    }
    #expect(found == .found(index: 6, before: 1000, after: 1100))
  }

  @Test func bisectionWithNothingToFind() {
    let bisection = HistoryBisection(count: 6, threshold: 0.05)
    let (finding, measured) = bisection.run { index in index == 5 ? 1030 : 1000 }
    #expect(finding == .unchanged(good: 1000, bad: 1030))
    #expect(measured == [-1, 5])
    let (unmeasurable, _) = bisection.run { index in index == -1 ? nil : 1000 }
    #expect(unmeasurable == .unmeasurable(index: -1))
  }
}
