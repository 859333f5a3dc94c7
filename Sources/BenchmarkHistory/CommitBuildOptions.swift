import ArgumentParser
import Foundation

/// The options `history` and `bisect` share: the repository, where its commits are built, and the Swift
/// that builds them.
public struct CommitBuildOptions: ParsableArguments {
  @Option(help: "The git repository (a checkout of this package).")
  public var repository = "."

  @Option(help: "Where the worktree, the builds and the runners are kept (history and bisect share it).")
  public var work = ".build-history"

  @Option(help: "The Swift driver that builds each commit.")
  public var swift = "swift"

  public init() {}

  /// The runners of the repository's commits (its top level, whichever folder of it was named), reading
  /// the fixtures in `fixtures`.
  public func runners(fixtures: URL?) throws(HistoryError) -> CommitRunners {
    let top = try Git(directory: URL(fileURLWithPath: repository)).run(["rev-parse", "--show-toplevel"])
    return CommitRunners(
      git: Git(directory: URL(fileURLWithPath: top)), work: URL(fileURLWithPath: work), swift: swift,
      fixtures: fixtures)
  }
}
