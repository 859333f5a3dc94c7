import ChildProcesses
import Foundation

/// Git in one directory.
package struct Git: Sendable {
  package let directory: URL

  package init(directory: URL) { self.directory = directory }

  /// The output of `git -C directory arguments…`, trimmed.
  /// - Throws: ``HistoryError`` when git exits with an error, with its message.
  @discardableResult
  package func run(_ arguments: [String]) throws(HistoryError) -> String {
    let result = ChildProcess("git", ["-C", directory.path] + arguments, errors: .intoOutput).runForText()
    let output = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard result.status == 0 else {
      throw HistoryError(output, at: "git \(arguments.joined(separator: " "))")
    }
    return output
  }

  /// The full hash of a revision.
  package func commit(_ revision: String) throws(HistoryError) -> String {
    do {
      return try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
    } catch {
      throw HistoryError("no such commit", at: revision)
    }
  }

  /// The first-parent commits after `start` up to `end`, oldest first.
  package func firstParent(after start: String, upTo end: String) throws(HistoryError) -> [String] {
    try run(["rev-list", "--first-parent", "--reverse", "\(start)..\(end)"]).split(separator: "\n").map(
      String.init)
  }

  /// The committer date (ISO 8601) and subject of a commit.
  package func describe(_ commit: String) throws(HistoryError) -> (date: String, subject: String) {
    let line = try run(["log", "-1", "--format=%cI%x09%s", commit])
    let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
    return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
  }

  /// Whether tracked files differ from HEAD.
  package func isDirty() throws(HistoryError) -> Bool {
    try !run(["status", "--porcelain", "--untracked-files=no"]).isEmpty
  }

  /// A range's first-parent commits, oldest first, with its start first; every Nth, the newest kept.
  /// - Parameters:
  ///   - range: `A..B` (A empty is B's first first-parent commit, the repository's first; B empty is HEAD).
  ///   - every: Keep every Nth commit, counted back from the newest.
  package func commits(in range: String, every: Int) throws(HistoryError) -> [String] {
    let bounds = range.components(separatedBy: "..")
    guard bounds.count == 2, every > 0 else {
      throw HistoryError("a range is A..B, taken every N ≥ 1 commits", at: range)
    }
    let end = bounds[1].isEmpty ? "HEAD" : bounds[1]
    let start: String
    if bounds[0].isEmpty {
      let roots = try run(["rev-list", "--first-parent", "--max-parents=0", try commit(end)])
      guard let root = roots.split(separator: "\n").last else { throw HistoryError("no commits", at: range) }
      start = String(root)
    } else {
      start = try commit(bounds[0])
    }
    let all = [start] + (try firstParent(after: start, upTo: try commit(end)))
    return all.enumerated().filter { (all.count - 1 - $0.offset) % every == 0 }.map(\.element)
  }
}
