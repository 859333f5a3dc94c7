import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Foundation

/// `baseline`: one commit's instructions per operation, counted by that commit's own runner (built as
/// `history` builds it) and written as a baseline file for `instructions --baseline`: a pull request's
/// base, counted beside the pull request in CI.
package struct BaselineCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "baseline",
    abstract: "Count a commit's instructions with its own runner and record them as a baseline file.",
    discussion: """
      Then `instructions --baseline FILE` counts this build and compares (exit 1 on a regression). Exit \
      4 when the commit does not build or cannot be counted.
      """)

  @Option(help: "The commit to count (a pull request's base).")
  var commit = "HEAD"

  @Option(help: "The baseline file to write (an instructions.json).")
  var record: String

  @OptionGroup var selection: CellSelection

  @OptionGroup var counting: CountingOptions<TenIterations>

  @OptionGroup var build: CommitBuildOptions

  package init() {}

  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let runners = try build.runners(fixtures: BenchmarkSuite.current.fixtures)
      let hash = try runners.git.commit(commit)
      let runner: URL
      switch try runners.runner(for: hash) {
      case .runner(let built): runner = built
      case .doesNotBuild(let log):
        throw HistoryError("does not build:\n\(log)", at: hash)
      case .predatesInstructions:
        throw HistoryError("its runner has no `instructions` command", at: hash)
      }
      let cells = try runners.count(
        with: runner, filter: selection.filter, skip: selection.skip, allWorkloads: counting.allWorkloads,
        iterations: counting.iterations)
      guard !cells.isEmpty else { throw HistoryError("no cell of the selection was counted", at: hash) }
      let file = URL(fileURLWithPath: record)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try InstructionCounts(iterations: counting.iterations, cells: cells).json().write(to: file)
      print("baseline: \(cells.count) cells of \(hash.prefix(7)) recorded in \(file.path)")
    }
  }
}
