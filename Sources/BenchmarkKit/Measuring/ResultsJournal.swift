import Foundation

/// A run's cells written as they are measured: `cells.jsonl` in the output folder, a header line and then
/// one JSON line per result, so that a run stopped by a signal, or killed, keeps every finished cell.
///
/// The folder is locked while the journal is open (`.modelbench.lock`, holding the runner's PID): a second
/// run into the same folder is refused while the first lives. A stale lock (its process gone) is taken
/// over. One process writes it: a run's supervisor, which journals what its workers send.
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

  package let directory: URL
  /// This run's header; a resumed run's keeps the first part's start.
  package let header: Header
  /// The results the journal held when opened (resumed runs), in order.
  package let existing: [BenchmarkResult]
  /// Lines that could not be read (a line cut by a kill), kept on disk and left out of `existing`.
  package let unreadableLines: Int
  private let handle: FileHandle
  private let lock = NSLock()
  private var appended: [BenchmarkResult] = []

  /// Opens the journal of `directory` for a new run (an earlier journal there is replaced), or, with
  /// `resume`, for continuing the run it holds, whose header must equal `header`.
  package init(directory: URL, header: Header, resume: Bool) throws(ReportError) {
    self.directory = directory
    let file = directory.appendingPathComponent(Self.fileName)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(directory.path, error.localizedDescription)
    }
    try Self.takeLock(in: directory)
    var existing: [BenchmarkResult] = []
    var unreadable = 0
    var opened = header
    do {
      if resume {
        let found: Header
        (found, existing, unreadable) = try Self.contents(file, expecting: header)
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
      Self.releaseLock(in: directory)
      throw error
    } catch {
      Self.releaseLock(in: directory)
      throw .unwritable(file.path, "\(error)")
    }
    self.header = opened
    self.existing = existing
    self.unreadableLines = unreadable
  }

  deinit { close() }

  /// Appends one result as a line, at once (a later kill keeps it).
  package func append(_ result: BenchmarkResult) {
    lock.withLock {
      try? handle.write(contentsOf: Data(Self.line(result).utf8))
      appended.append(result)
    }
  }

  /// Every result the journal holds: those it was opened with, then those appended since.
  package func results() -> [BenchmarkResult] { lock.withLock { existing + appended } }

  /// Closes the file and releases the folder's lock.
  package func close() {
    lock.withLock {
      try? handle.close()
      Self.releaseLock(in: directory)
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
