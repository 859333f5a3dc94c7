import BenchmarkKit
import Foundation
import Testing

@testable import BenchmarkHistory

/// `history --shard K/N` and `history merge`: a range counted by several machines, joined into one history.
@Suite(.serialized) struct HistoryShardTests {
  @Test(arguments: 0...8, 1...4)
  func theSharesCoverEachCommitOnceInContiguousRuns(commits: Int, shards: Int) throws {
    let all = Array(0..<commits)
    let shares = (1...shards).map { HistoryShard(index: $0, count: shards)!.share(of: all) }
    #expect(shares.flatMap { $0 } == all)
    let lengths = shares.map(\.count)
    #expect(lengths.max()! - lengths.min()! <= 1)
  }

  @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "3", "1/2/3", ""])
  func aShardIsKOfNWithKFromOneToN(text: String) {
    #expect(HistoryShard(argument: text) == nil)
  }

  @Test func eachShardHasItsOwnFileBesideTheHistory() {
    let shard = HistoryShard(argument: "2/3")!
    #expect(
      shard.file(beside: URL(fileURLWithPath: "/r/history.jsonl")).path == "/r/history.shard-2-of-3.jsonl")
  }

  /// The recording of `commits` into `file`, with its own work folder (another machine).
  private func recording(
    _ repository: FakeRepository, file: URL, work: String, toolchain: String = "Swift test"
  )
    -> HistoryRecording
  {
    HistoryRecording(
      runners: CommitRunners(
        git: repository.git, work: repository.root.appendingPathComponent(work), swift: repository.swift.path),
      selection: HistorySelection(filter: [], skip: ["/codable"], allWorkloads: false, iterations: 10),
      file: file, toolchain: toolchain, machine: "x86_64, test", architecture: "x86_64")
  }

  @Test func threeShardsMergedEqualOneUnshardedRun() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    for count in [100, 100, 130, 130, 90, 90, 92] { try repository.commit(count: count) }
    try repository.commit(count: 1, builds: false)
    let commits = repository.commits
    let whole = repository.root.appendingPathComponent("whole.jsonl")
    let unsharded = try recording(repository, file: whole, work: "work-whole").record(commits)

    var files: [URL] = []
    for index in 1...3 {
      let shard = HistoryShard(index: index, count: 3)!
      let file = shard.file(beside: repository.root.appendingPathComponent("history.jsonl"))
      _ = try recording(repository, file: file, work: "work-\(index)").record(shard.share(of: commits))
      files.append(file)
    }
    // The shards in any order: the merge keeps what each recorded, and the report orders by the range.
    let merged = try HistoryMerge.merge(files.reversed())
    #expect(merged.leftOut.isEmpty)
    let target = repository.root.appendingPathComponent("merged.jsonl")
    try HistoryMerge.write(merged.records, to: target)
    let joined = HistoryFile.latest(try HistoryFile.read(target), for: commits)
    func essence(_ records: [HistoryRecord]) -> [String] {
      records.map { "\($0.commit) \($0.status) \($0.cells.sorted { $0.key < $1.key })" }
    }
    #expect(essence(joined) == essence(unsharded))
    #expect(joined.count == commits.count)
    // The same steps as the unsharded run's.
    let steps = { (records: [HistoryRecord]) in
      HistoryAnalysis(records: records, threshold: 0.05).steps.map { "\($0.commit) \($0.cell)" }
    }
    #expect(steps(joined) == steps(unsharded))
    #expect(steps(joined).count == 2)
    // The next week's merge joins new shards to that file, which exists now: it is replaced in place.
    try HistoryMerge.write(try HistoryMerge.merge([target] + files).records, to: target)
    #expect(essence(HistoryFile.latest(try HistoryFile.read(target), for: commits)) == essence(unsharded))
  }

  @Test func shardsCountedDifferentlyAreRefused() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    try repository.commit(count: 100)
    try repository.commit(count: 120)
    let first = repository.root.appendingPathComponent("a.jsonl")
    let second = repository.root.appendingPathComponent("b.jsonl")
    _ = try recording(repository, file: first, work: "w1").record([repository.commits[0]])
    _ = try recording(repository, file: second, work: "w2", toolchain: "Swift other").record([
      repository.commits[1]
    ])
    let error = #expect(throws: HistoryError.self) { try HistoryMerge.merge([first, second]) }
    #expect(error?.reason.contains("toolchain") == true)
    #expect(error?.location == second.path)
  }

  @Test func aCutLineIsLeftOutAndNamedAndEveryCompleteLineKept() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    for count in [100, 110, 120] { try repository.commit(count: count) }
    let file = repository.root.appendingPathComponent("cut.jsonl")
    _ = try recording(repository, file: file, work: "w").record(repository.commits)
    var text = try String(contentsOf: file, encoding: .utf8)
    text.removeLast(20)  // the writer stopped in the middle of the third record
    try text.write(to: file, atomically: true, encoding: .utf8)
    let merged = try HistoryMerge.merge([file])
    #expect(merged.records.map(\.commit) == Array(repository.commits.prefix(2)))
    #expect(merged.leftOut.map(\.line) == [3])
    #expect(merged.leftOut.first?.path == file.path)
  }
}
