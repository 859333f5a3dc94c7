import Foundation

/// A run's cells written as they are measured: `cells.jsonl` in the output folder, a header line and then
/// one JSON line per result, so that a run stopped by a signal, or killed, keeps every finished cell.
///
/// The folder is locked while the journal is open (`.modelbench.lock`, holding the runner's PID): a second
/// run into the same folder is refused while the first lives. A stale lock (its process gone) is taken
/// over.
package final class ResultsJournal: @unchecked Sendable {
  /// What a journal was made by: a resumed run must match it.
  package struct Header: Codable, Equatable, Sendable {
    package var format = "modelbench-cells"
    package var version = 1
    /// The commit the runner was built from.
    package var commit: String
    /// The toolchain (`swift --version`'s first line).
    package var toolchain: String
    /// The suite's title.
    package var suite: String
    /// The options that decide what is measured and how (not where it is written).
    package var options: [String]
    /// When the run started (ISO 8601).
    package var started: String

    package init(commit: String, toolchain: String, suite: String, options: [String], started: String) {
      self.commit = commit
      self.toolchain = toolchain
      self.suite = suite
      self.options = options
      self.started = started
    }

    /// Why a run with `other`'s header cannot resume this one; nil when it can.
    package func mismatch(_ other: Header) -> String? {
      if format != other.format || version != other.version { return "it is another journal format" }
      if commit != other.commit {
        return "it was measured at commit \(commit), this runner is \(other.commit)"
      }
      if toolchain != other.toolchain {
        return "it was measured with \(toolchain), this is \(other.toolchain)"
      }
      if suite != other.suite { return "it is a run of \(suite), not \(other.suite)" }
      if options != other.options {
        return
          "its options were \(options.joined(separator: " ")), these are \(other.options.joined(separator: " "))"
      }
      return nil
    }
  }

  package static let fileName = "cells.jsonl"
  package static let lockName = ".modelbench.lock"
  /// The cell being measured (`step total id`), written before each: what a supervisor reports when the
  /// process measuring it dies or hangs.
  package static let currentName = ".modelbench.current"

  package let directory: URL
  /// This run's header; a resumed run's keeps the first part's start.
  package let header: Header
  /// The results the journal held when opened (resumed runs), in order.
  package let existing: [BenchmarkResult]
  /// Lines that could not be read (a line cut by a kill), kept on disk and left out of `existing`.
  package let unreadableLines: Int
  private let handle: FileHandle
  private let lock = NSLock()
  /// Whether this journal took the folder's lock (a worker writes under its supervisor's).
  private let ownsLock: Bool

  /// Opens the journal of `directory` for a new run (an earlier journal there is replaced), or, with
  /// `resume`, for continuing the run it holds, whose header must equal `header`. A worker passes its
  /// supervisor's PID as `lockHolder`: the folder is locked by it already.
  package init(directory: URL, header: Header, resume: Bool, lockHolder: Int32? = nil) throws(ReportError) {
    self.directory = directory
    ownsLock = lockHolder == nil
    let file = directory.appendingPathComponent(Self.fileName)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(directory.path, error.localizedDescription)
    }
    if let lockHolder {
      guard Self.holder(in: directory) == lockHolder else {
        throw .unwritable(directory.path, "its lock is not held by the supervising run (PID \(lockHolder))")
      }
    } else {
      try Self.takeLock(in: directory)
    }
    var existing: [BenchmarkResult] = []
    var unreadable = 0
    var opened = header
    do {
      if resume {
        // A worker continues what its supervisor opened and checked (the tree may have changed since).
        let found: Header
        (found, existing, unreadable) = try Self.contents(file, expecting: lockHolder == nil ? header : nil)
        opened.started = found.started
      } else {
        try Data(Self.line(header).utf8).write(to: file)
      }
      handle = try FileHandle(forUpdating: file)
      let end = try handle.seekToEnd()
      // A line cut by a kill ends without a newline: the next line starts on its own.
      if resume, end > 0 {
        try handle.seek(toOffset: end - 1)
        if try handle.read(upToCount: 1) != Data([UInt8(ascii: "\n")]) {
          try handle.write(contentsOf: Data("\n".utf8))
        }
        try handle.seekToEnd()
      }
    } catch let error as ReportError {
      if lockHolder == nil { Self.releaseLock(in: directory) }
      throw error
    } catch {
      if lockHolder == nil { Self.releaseLock(in: directory) }
      throw .unwritable(file.path, "\(error)")
    }
    self.header = opened
    self.existing = existing
    self.unreadableLines = unreadable
  }

  deinit { close() }

  /// Appends one result as a line, at once (a later kill keeps it), after whatever another process
  /// appended meanwhile.
  package func append(_ result: BenchmarkResult) {
    lock.withLock {
      _ = try? handle.seekToEnd()
      try? handle.write(contentsOf: Data(Self.line(result).utf8))
    }
  }

  /// Every result the journal holds now, its own and any other process's.
  package func results() -> [BenchmarkResult] {
    (try? Self.read(directory.appendingPathComponent(Self.fileName), expecting: nil).0) ?? existing
  }

  /// Notes that step `step` of `total`, cell `id`, starts.
  package func markStarted(_ step: Int, of total: Int, _ id: String) {
    let url = directory.appendingPathComponent(Self.currentName)
    try? Data("\(step) \(total) \(id)".utf8).write(to: url, options: .atomic)
  }

  /// The cell a run in `directory` last started: its step, the steps in all, and its id.
  package static func current(in directory: URL) -> (step: Int, total: Int, id: String)? {
    guard let text = try? String(contentsOf: directory.appendingPathComponent(currentName), encoding: .utf8)
    else { return nil }
    let parts = text.split(separator: " ", maxSplits: 2)
    guard parts.count == 3, let step = Int(parts[0]), let total = Int(parts[1]) else { return nil }
    return (step, total, String(parts[2]))
  }

  /// Forgets the cell last started.
  package static func clearCurrent(in directory: URL) {
    try? FileManager.default.removeItem(at: directory.appendingPathComponent(currentName))
  }

  /// Closes the file and releases the folder's lock.
  package func close() {
    lock.withLock {
      try? handle.close()
      if ownsLock {
        Self.releaseLock(in: directory)
        Self.clearCurrent(in: directory)
      }
    }
  }

  /// The results a journal holds, and how many of its lines could not be read; its header must equal
  /// `header` when given.
  package static func read(_ file: URL, expecting header: Header?) throws(ReportError) -> (
    [BenchmarkResult], Int
  ) {
    let (_, results, unreadable) = try contents(file, expecting: header)
    return (results, unreadable)
  }

  /// The header a journal holds, its results, and how many of its lines could not be read.
  private static func contents(_ file: URL, expecting header: Header?) throws(ReportError) -> (
    Header, [BenchmarkResult], Int
  ) {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw .unreadable(file.path, "no run is there (no \(fileName)); start one without --resume")
    }
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
    let decoder = JSONDecoder()
    guard let first = lines.first, let found = try? decoder.decode(Header.self, from: Data(first)) else {
      throw .unreadable(file.path, "its first line is not a ModelBench journal header")
    }
    if let header, let why = found.mismatch(header) {
      throw .unreadable(file.path, "cannot resume it: \(why)")
    }
    var results: [BenchmarkResult] = []
    var unreadable = 0
    for line in lines.dropFirst() {
      if let result = try? decoder.decode(BenchmarkResult.self, from: Data(line)) {
        results.append(result)
      } else {
        unreadable += 1
      }
    }
    return (found, results, unreadable)
  }

  private static func line(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Creates the lock file holding this process's PID; refuses while another live process holds it.
  private static func takeLock(in directory: URL) throws(ReportError) {
    let path = directory.appendingPathComponent(lockName).path
    for _ in 0..<2 {
      let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
      if descriptor >= 0 {
        let text = "\(getpid())\n"
        _ = text.withCString { write(descriptor, $0, strlen($0)) }
        Foundation.close(descriptor)
        return
      }
      guard errno == EEXIST else { throw .unwritable(path, String(cString: strerror(errno))) }
      let holder = (try? String(contentsOfFile: path, encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
      if let holder, let pid = Int32(holder), pid != getpid(), kill(pid, 0) == 0 || errno == EPERM {
        throw .unwritable(
          directory.path, "another run (PID \(pid)) is writing there; wait for it, or choose another --output"
        )
      }
      // Stale: its process is gone.
      unlink(path)
    }
    throw .unwritable(path, "the lock could not be taken")
  }

  private static func releaseLock(in directory: URL) {
    if holder(in: directory) == getpid() { unlink(directory.appendingPathComponent(lockName).path) }
  }

  /// The PID in the folder's lock file, if there is one.
  private static func holder(in directory: URL) -> Int32? {
    let path = directory.appendingPathComponent(lockName).path
    return (try? String(contentsOfFile: path, encoding: .utf8)).flatMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}
