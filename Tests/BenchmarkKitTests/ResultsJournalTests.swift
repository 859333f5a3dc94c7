import Foundation
import Testing

@testable import BenchmarkKit

/// The journal a run appends its cells to: what it keeps, what a resumed run may take from it, and the
/// folder's lock.
@Suite struct ResultsJournalTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "journal-\(UUID().uuidString)")

  func header(options: [String] = ["--quick"], commit: String = "abc1234") -> ResultsJournal.Header {
    ResultsJournal.Header(
      commit: commit, toolchain: "Swift version 6.3.1", suite: "ModelBench report", options: options,
      started: "2026-11-27T00:00:00Z")
  }

  func result(_ implementation: String, _ median: Double) -> BenchmarkResult {
    BenchmarkResult(
      workload: "w1", operation: .read, implementation: implementation,
      samples: [median, median + 1], inputBytes: 1_000, allocations: nil)
  }

  var file: URL { folder.appendingPathComponent(ResultsJournal.fileName) }

  @Test func everyAppendedCellIsOnDiskAtOnceAndReadBack() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let journal = try ResultsJournal(directory: folder, header: header(), resume: false)
    journal.append(result("yy", 10))
    journal.append(result("mj", 20))
    // Read while the journal is still open: nothing waits for a close.
    let (results, unreadable) = try ResultsJournal.read(file, expecting: header())
    #expect(results.map(\.implementation) == ["yy", "mj"] && unreadable == 0)
    #expect(results[1].samples == [20, 21])
    journal.close()
    var later = header()
    later.started = "2026-11-28T00:00:00Z"
    let resumed = try ResultsJournal(directory: folder, header: later, resume: true)
    #expect(resumed.existing.map(\.key) == ["w1/read/yy", "w1/read/mj"])
    // A resumed run keeps its first part's start.
    #expect(resumed.header.started == "2026-11-27T00:00:00Z")
  }

  /// A run killed mid-write leaves a cut last line: it is counted, kept on disk, and the next line starts
  /// on its own.
  @Test func aCutLastLineIsKeptAndSkipped() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let journal = try ResultsJournal(directory: folder, header: header(), resume: false)
    journal.append(result("yy", 10))
    journal.close()
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#"{"workload":"w1","operat"#.utf8))
    try handle.close()
    let resumed = try ResultsJournal(directory: folder, header: header(), resume: true)
    #expect(resumed.existing.count == 1 && resumed.unreadableLines == 1)
    resumed.append(result("mj", 20))
    resumed.close()
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(#""operat"# + "\n"))
    let (results, unreadable) = try ResultsJournal.read(file, expecting: nil)
    #expect(results.map(\.implementation) == ["yy", "mj"] && unreadable == 1)
  }

  @Test(arguments: [
    (["--quick", "--filter", "twitter"], "abc1234", "options"),
    (["--quick"], "def5678", "commit abc1234"),
  ])
  func anotherRunsFolderIsRefused(_ options: [String], _ commit: String, _ why: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try ResultsJournal(directory: folder, header: header(), resume: false).close()
    #expect {
      try ResultsJournal(directory: folder, header: header(options: options, commit: commit), resume: true)
    } throws: { error in
      "\(error)".contains(why)
    }
    // Nothing was deleted.
    #expect(try ResultsJournal.read(file, expecting: nil).0.isEmpty)
  }

  @Test func aFolderWithNoRunCannotBeResumed() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect {
      try ResultsJournal(directory: folder, header: header(), resume: true)
    } throws: { error in
      "\(error)".contains("no run is there")
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("not a journal\n".utf8).write(to: file)
    #expect {
      try ResultsJournal(directory: folder, header: header(), resume: true)
    } throws: { error in
      "\(error)".contains("not a ModelBench journal header")
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "not a journal\n")
  }

  /// A live holder (PID 1 is always alive) refuses the folder and is named; a dead one's lock is taken.
  @Test func theLockNamesALiveHolderAndTakesAStaleOne() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lock = folder.appendingPathComponent(ResultsJournal.lockName)
    try Data("1\n".utf8).write(to: lock)
    #expect {
      try ResultsJournal(directory: folder, header: header(), resume: false)
    } throws: { error in
      "\(error)".contains("another run (PID 1)")
    }
    try Data("2147483646\n".utf8).write(to: lock)
    let journal = try ResultsJournal(directory: folder, header: header(), resume: false)
    #expect(try String(contentsOf: lock, encoding: .utf8) == "\(getpid())\n")
    journal.close()
    #expect(!FileManager.default.fileExists(atPath: lock.path))
  }
}
