import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Foundation

/// `bisect`: the first commit between a good and a bad one whose instruction count for one
/// cell moved past the threshold from the good commit's: ``CommitBisect``, wired, on the commits of the
/// package it runs in.
///
/// Exit codes are the comparisons': 0 the bad commit did not move (nothing to find), 1 the first moved
/// commit made the cell costlier, 2 cheaper, 3 the step lies in a run of commits that could not all be
/// measured, 4 error (the good or the bad commit cannot be measured, git failed).
package struct BisectCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "bisect",
    abstract:
      "Find the first commit whose instructions per operation for one cell moved from a good commit's.",
    discussion: """
      The range is the first-parent commits after --good up to --bad. Exit codes: 0 nothing moved, \
      1 the commit found regressed, 2 it improved, 3 the step lies among commits that cannot be measured, \
      4 error, 64 usage.
      """)

  /// Counts are exact: a small change is a real one.
  enum Defaults: SignificanceDefaults { static let threshold = 0.05 }

  @Option(help: "The cell, exactly as in instructions.json (workload/operation/implementation).")
  var cell: String

  @Option(help: "A commit whose count is the reference.")
  var good: String

  @Option(help: "A later commit whose count moved.")
  var bad: String = "HEAD"

  /// The change from the good commit's count that counts as moved; the finding's Markdown.
  @OptionGroup var significance: SignificanceOptions<Defaults>

  @Option(help: "Operations counted per commit.")
  var iterations = 10

  @OptionGroup var build: CommitBuildOptions

  package init() {}

  package func validate() throws {
    guard CellID(cell) != nil else {
      throw ValidationError("--cell must be workload/operation/implementation, as in instructions.json")
    }
    guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
  }

  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let bisect = CommitBisect(
        runners: try build.runners(fixtures: BenchmarkSuite.current.fixtures), cell: cell, good: good,
        bad: bad,
        threshold: significance.threshold, iterations: iterations,
        allWorkloads: !BenchmarkSuite.current.quickWorkloads.contains { $0.name == CellID(cell)?.workload },
        log: { FileHandle.standardError.write(Data("bisect: \($0)\n".utf8)) })
      let report = try bisect.run()
      print(report.markdown)
      try significance.appendMarkdown(report.markdown)
      if report.outcome != .unchanged { throw CommandExit(report.outcome).exit }
    }
  }
}
