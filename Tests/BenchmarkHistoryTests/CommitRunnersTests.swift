import BenchmarkHistory
import Foundation
import Testing

/// Git and the commit runners on a real repository with a fake build.
@Suite(.serialized) struct CommitRunnersTests {
  @Test func aRangeIsItsStartThenItsFirstParentCommits() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    for count in 1...5 { try repository.commit(count: count * 10) }
    let commits = repository.commits
    let range = "\(commits[0])..\(commits[4])"
    #expect(try repository.git.commits(in: range, every: 1) == commits)
    // Every second commit, the newest always kept.
    #expect(try repository.git.commits(in: range, every: 2) == [commits[0], commits[2], commits[4]])
    #expect(try repository.git.describe(commits[1]).subject == "count 20")
    #expect(try !repository.git.isDirty())
    #expect(throws: HistoryError.self) { try repository.git.commits(in: "HEAD", every: 1) }
    // No start: from the repository's first commit.
    #expect(try repository.git.commits(in: "..HEAD", every: 1) == commits)
    #expect(try repository.git.commits(in: "..\(commits[2])", every: 1) == Array(commits.prefix(3)))
    #expect(throws: HistoryError("no such commit", at: "no-such-branch")) {
      try repository.git.commit("no-such-branch")
    }
  }

  @Test func aCommitIsBuiltOnceAndCountedByItsOwnRunner() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    let first = try repository.commit(count: 100)
    let second = try repository.commit(count: 130)
    let runners = repository.runners()
    for (commit, count) in [(first, 100.0), (second, 130.0)] {
      let outcome = try runners.runner(for: commit)
      guard case .runner(let runner) = outcome else {
        Issue.record("\(commit) gave \(outcome), not a runner")
        return
      }
      let counts = try runners.count(
        with: runner, filter: [], skip: ["/codable"], allWorkloads: false, iterations: 10)
      #expect(counts == ["w/dict→model/x": count])
    }
    #expect(runners.built == [first, second])
    // Asked again, by this instance or a new one, the runner is the one on disk.
    _ = try runners.runner(for: first)
    let again = repository.runners()
    #expect(again.cachedRunner(for: first) != nil)
    _ = try again.runner(for: second)
    #expect(runners.built == [first, second])
    #expect(again.built.isEmpty)
  }

  /// A work folder restored from a CI cache into a new clone of the repository: its worktree belongs to
  /// the old clone, so it is made again, and the commit builds.
  @Test func aWorktreeFromAnotherCloneIsMadeAgain() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    let first = try repository.commit(count: 100)
    let second = try repository.commit(count: 130)
    _ = try repository.runners().runner(for: first)
    // The new clone: the repository's worktree records are gone, the work folder is as it was.
    try FileManager.default.removeItem(
      at: repository.git.directory.appendingPathComponent(".git/worktrees"))
    let outcome = try repository.runners().runner(for: second)
    guard case .runner(let runner) = outcome else {
      Issue.record("\(second) gave \(outcome) from a restored work folder, not a runner")
      return
    }
    let counts = try repository.runners().count(
      with: runner, filter: [], skip: [], allWorkloads: false, iterations: 10)
    #expect(counts["w/dict→model/x"] == 130)
  }

  /// A scaffolded package's samples are the commit's: each runner reads the copy kept beside it, not the
  /// worktree, which has moved on to another commit by the time an earlier runner counts again.
  @Test func eachRunnerCountsItsOwnCommitsSamples() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    let first = try repository.commit(count: 100, sample: 7)
    let second = try repository.commit(count: 100, sample: 9)
    let runners = repository.runners()
    var counted: [String: Double] = [:]
    for commit in [first, second, first] {
      let outcome = try runners.runner(for: commit)
      guard case .runner(let runner) = outcome else {
        Issue.record("\(commit) gave \(outcome), not a runner")
        return
      }
      let counts = try runners.count(with: runner, filter: [], skip: [], allWorkloads: false, iterations: 10)
      counted[commit] = counts["w/dict→model/sample"]
    }
    #expect(counted == [first: 7, second: 9])
    #expect(runners.built == [first, second])
  }

  @Test func aCommitThatDoesNotBuildOrPredatesInstructionsSaysSo() throws {
    var repository = try FakeRepository()
    defer { repository.remove() }
    let broken = try repository.commit(count: 1, builds: false)
    let old = try repository.commit(count: 1, counts: false)
    let runners = repository.runners()
    guard case .doesNotBuild(let log) = try runners.runner(for: broken) else {
      Issue.record("a broken commit built")
      return
    }
    #expect(log.contains("does not compile"))
    #expect(try runners.runner(for: old) == .predatesInstructions)
  }
}
