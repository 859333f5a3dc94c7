import Foundation

/// One commit's entry in a history file: the instructions per operation counted at that commit, with the
/// toolchain and machine that built and ran it.
///
/// A commit that could not be counted is recorded too (``Status``), so that a rerun does not build it
/// again and the report can say why it has no point.
package struct HistoryRecord: Codable, Hashable, Sendable {
  /// What happened at the commit.
  package enum Status: String, Codable, Hashable, Sendable {
    /// Its runner was built and its cells counted.
    case counted
    /// `swift build` failed at this commit.
    case doesNotBuild = "does-not-build"
    /// Its runner has no `instructions` command (the commit predates instruction counts).
    case predatesInstructions = "predates-instructions"
    /// The runner was built but counting failed (``HistoryRecord/note`` says how).
    case failed
  }

  /// The full commit hash.
  package var commit: String
  /// The committer date, ISO 8601.
  package var date: String
  /// The commit's subject line.
  package var subject: String
  /// The first line of `swift --version` of the toolchain that built the runner.
  package var toolchain: String
  /// The architecture, then the CPU (`x86_64, AMD EPYC 7B13`).
  package var machine: String
  /// The cell selection the counts answer (filters and skips), so that a rerun with another selection
  /// counts again.
  package var selection: String
  package var status: Status
  /// Why a commit was not counted (the build's last lines, the runner's error).
  package var note: String?
  /// Cell id → instructions per operation.
  package var cells: [String: Double]
  /// Cell id → time against the previous recorded commit's runner (`history --time`): noisier than the
  /// counts, measured in interleaved rounds.
  package var time: [String: TimeChange]?

  package init(
    commit: String, date: String, subject: String, toolchain: String, machine: String, selection: String,
    status: Status, note: String? = nil, cells: [String: Double] = [:], time: [String: TimeChange]? = nil
  ) {
    self.commit = commit
    self.date = date
    self.subject = subject
    self.toolchain = toolchain
    self.machine = machine
    self.selection = selection
    self.status = status
    self.note = note
    self.cells = cells
    self.time = time
  }

  /// The first seven characters of the commit hash.
  package var shortCommit: String { String(commit.prefix(7)) }

  /// The machine's architecture (the part of ``machine`` before the first comma).
  package var architecture: String {
    String(machine.split(separator: ",", maxSplits: 1).first ?? "")
  }

  /// Whether this record's counts may be compared with `other`'s: the same toolchain on the same
  /// architecture. A new Swift toolchain moves the counts by itself; a different x86-64 CPU does not
  /// (valgrind shows every one the same virtual CPU), so the CPU model does not split a series.
  package func isComparable(with other: HistoryRecord) -> Bool {
    toolchain == other.toolchain && architecture == other.architecture
  }
}

/// One cell's time at a commit against the previous recorded commit's, from interleaved rounds.
package struct TimeChange: Codable, Hashable, Sendable {
  /// The commit measured against.
  package var previous: String
  /// The median of the rounds' ratios (this commit ÷ the previous one).
  package var ratio: Double
  /// The confidence interval's bounds, when the rounds bound it.
  package var lower: Double?
  package var upper: Double?
  package var verdict: ComparisonVerdict

  package init(previous: String, ratio: Double, lower: Double?, upper: Double?, verdict: ComparisonVerdict) {
    self.previous = previous
    self.ratio = ratio
    self.lower = lower
    self.upper = upper
    self.verdict = verdict
  }
}

/// A history file: one JSON record per line (JSON Lines), appended to as commits are counted.
package enum HistoryFile {
  /// Why a history file could not be read.
  package struct ReadError: Error, CustomStringConvertible {
    package let path: String
    package let line: Int
    package let reason: String
    package var description: String { "\(path) line \(line): \(reason)" }
  }

  /// Every record of the file, in the order written; an absent file has none.
  /// - Throws: ``ReadError`` naming the first line that is not a record.
  package static func read(_ url: URL) throws -> [HistoryRecord] {
    let (records, unreadable) = try readComplete(url)
    if let first = unreadable.first { throw first }
    return records
  }

  /// Every line of the file that is a record, in the order written, and each one that is not (a line
  /// cut by a stopped writer, …); an absent file has neither.
  package static func readComplete(_ url: URL) throws -> (records: [HistoryRecord], unreadable: [ReadError]) {
    guard FileManager.default.fileExists(atPath: url.path) else { return ([], []) }
    let text = try String(contentsOf: url, encoding: .utf8)
    var records: [HistoryRecord] = []
    var unreadable: [ReadError] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.allSatisfy(\.isWhitespace) { continue }
      do {
        records.append(try JSONDecoder().decode(HistoryRecord.self, from: Data(line.utf8)))
      } catch {
        unreadable.append(
          ReadError(path: url.path, line: index + 1, reason: "not a history record (\(error))"))
      }
    }
    return (records, unreadable)
  }

  /// Appends one record as a line, creating the file (and its directory) when needed.
  package static func append(_ record: HistoryRecord, to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var line = try encoder.encode(record)
    line.append(UInt8(ascii: "\n"))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let handle = try? FileHandle(forWritingTo: url) {
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: line)
    } else {
      try line.write(to: url)
    }
  }

  /// The record each commit of `commits` (in that order) is shown with: the last one written for it,
  /// preferring one made with `toolchain` when there is such a record. Commits never recorded are
  /// left out.
  package static func latest(_ records: [HistoryRecord], for commits: [String], toolchain: String? = nil)
    -> [HistoryRecord]
  {
    var byCommit: [String: HistoryRecord] = [:]
    for record in records {
      if let kept = byCommit[record.commit], let toolchain, kept.toolchain == toolchain,
        record.toolchain != toolchain
      {
        continue
      }
      byCommit[record.commit] = record
    }
    return commits.compactMap { byCommit[$0] }
  }
}
