import ArgumentParser
import Foundation

/// One of N shares of a range's commits (`history --shard K/N`), counted by one machine of a CI job
/// matrix into a file of its own; `history merge` joins the files.
package struct HistoryShard: Sendable, Equatable, CustomStringConvertible, ExpressibleByArgument {
  /// 1…count.
  package let index: Int
  package let count: Int

  package init?(index: Int, count: Int) {
    guard count > 0, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// `K/N`, 1 ≤ K ≤ N.
  package init?(argument: String) {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  package var description: String { "\(index)/\(count)" }

  /// The shard's commits: the K-th of N contiguous runs of `commits` whose lengths differ by at most
  /// one, so that each shard moves its worktree from a commit to the next (incremental builds).
  package func share<Element>(of commits: [Element]) -> [Element] {
    let base = commits.count / count
    let longer = commits.count % count
    let start = (index - 1) * base + min(index - 1, longer)
    let length = base + (index <= longer ? 1 : 0)
    return Array(commits[start..<(start + length)])
  }

  /// The shard's own history file beside `file`: `history.jsonl` → `history.shard-2-of-3.jsonl`.
  package func file(beside file: URL) -> URL {
    let name = file.deletingPathExtension().lastPathComponent
    let suffix = file.pathExtension.isEmpty ? "" : "." + file.pathExtension
    return file.deletingLastPathComponent().appendingPathComponent(
      "\(name).shard-\(index)-of-\(count)\(suffix)")
  }
}
