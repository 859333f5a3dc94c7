import BenchmarkHistory
import BenchmarkKit
import Foundation
import Testing

/// `history`'s recording and `bisect`'s search, on a fake repository.
@Suite(.serialized) struct HistorySearchTests {
  static func recording(_ repository: FakeRepository, file: URL) -> HistoryRecording {
    HistoryRecording(
      runners: repository.runners(),
      selection: HistorySelection(filter: [], skip: ["/codable"], allWorkloads: false, iterations: 10),
      file: file, toolchain: "Swift test", machine: "x86_64, test", architecture: "x86_64")
  }

  @Test func eachCommitIsRecordedOnceAndARerunSkipsIt() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    for count in [100, 100, 150, 150] { try repository.commit(count: count) }
    try repository.commit(count: 1, builds: false)
    let file = repository.root.appendingPathComponent("history.jsonl")
    let records = try Self.recording(repository, file: file).record(repository.commits)
    #expect(records.map(\.commit) == repository.commits)
    #expect(records.prefix(4).map { $0.cells["w/dict→model/x"] } == [100, 100, 150, 150])
    #expect(records.last?.status == .doesNotBuild)
    #expect(records.first?.selection == "skip=/codable iterations=10")
    // A second recording builds and appends nothing.
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").count
    var logged: [String] = []
    var again = Self.recording(repository, file: file)
    again.log = { logged.append($0) }
    #expect(try again.record(repository.commits) == records)
    #expect(try String(contentsOf: file, encoding: .utf8).split(separator: "\n").count == lines)
    #expect(logged.allSatisfy { $0.hasSuffix("recorded already") })
    // The analysis finds the one step.
    let analysis = HistoryAnalysis(records: records, threshold: 0.05)
    #expect(analysis.steps.map(\.commit) == [repository.commits[2]])
  }

  @Test func aCorruptHistoryFileIsAnErrorNamingItsLine() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    try repository.commit(count: 1)
    let file = repository.root.appendingPathComponent("history.jsonl")
    try "not a record\n".write(to: file, atomically: true, encoding: .utf8)
    #expect {
      try Self.recording(repository, file: file).record(repository.commits)
    } throws: { error in
      (error as? HistoryError)?.location == "\(file.path) line 1"
    }
  }

  @Test(arguments: [(150, ComparisonOutcome.regressed), (50, .improved), (102, .unchanged)])
  func bisectFindsTheFirstCommitThatMoved(moved: Int, outcome: ComparisonOutcome) throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    for count in [100, 101, 100, moved, moved, moved] { try repository.commit(count: count) }
    let commits = repository.commits
    let bisect = CommitBisect(
      runners: repository.runners(), cell: "w/dict→model/x", good: commits[0], bad: commits[5],
      threshold: 0.05, iterations: 10, allWorkloads: false)
    let report = try bisect.run()
    #expect(report.outcome == outcome)
    if outcome == .unchanged {
      #expect(report.markdown.contains("Nothing to find"))
    } else {
      #expect(report.markdown.contains("First moved: \(commits[3]) count \(moved)"))
    }
  }

  @Test func bisectSkipsCommitsThatCannotBeCounted() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    try repository.commit(count: 100)
    try repository.commit(count: 100)
    try repository.commit(count: 150, builds: false)
    try repository.commit(count: 150)
    let commits = repository.commits
    let report = try CommitBisect(
      runners: repository.runners(), cell: "w/dict→model/x", good: commits[0], bad: commits[3],
      threshold: 0.05, iterations: 10, allWorkloads: false
    ).run()
    // The step is in the broken commit or the one after it: both are named.
    #expect(report.outcome == .incomplete)
    #expect(report.markdown.contains(String(commits[2].prefix(7))))
    #expect(report.markdown.contains(String(commits[3].prefix(7))))
  }
}
