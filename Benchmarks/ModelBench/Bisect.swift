import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import BenchmarkWorkloads
import Foundation

/// `modelbench bisect`: the first commit between a good and a bad one whose instruction count for one
/// cell moved past the threshold from the good commit's, found by ``HistoryBisection`` with the runners
/// ``CommitRunners`` builds (only the commits the search measures; runners built before are reused).
///
/// Exit codes are the comparisons': 0 the bad commit did not move (nothing to find), 1 the first moved
/// commit made the cell costlier, 2 cheaper, 3 the step lies in a run of commits that could not all be
/// measured, 4 error (the good or the bad commit cannot be measured, git failed).
struct BisectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bisect",
    abstract:
      "Find the first commit whose instructions per operation for one cell moved from a good commit's.",
    discussion: """
      The range is the first-parent commits after --good up to --bad. Exit codes: 0 nothing moved, \
      1 the commit found regressed, 2 it improved, 3 the step lies among commits that cannot be measured, \
      4 error.
      """)

  @Option(help: "The cell, exactly as in instructions.json (workload/operation/implementation).")
  var cell: String

  @Option(help: "A commit whose count is the reference.")
  var good: String

  @Option(help: "A later commit whose count moved.")
  var bad: String = "HEAD"

  @Option(help: "The relative change from the good commit's count that counts as moved.")
  var threshold = 0.05

  @Option(help: "Operations counted per commit.")
  var iterations = 10

  @OptionGroup var build: CommitBuildOptions

  @Option(help: "Also append the finding's Markdown to this file (a CI step summary).")
  var markdown: String?

  func validate() throws {
    guard cell.split(separator: "/").count == 3 else {
      throw ValidationError("--cell must be workload/operation/implementation, as in instructions.json")
    }
    guard threshold > 0, iterations > 0 else {
      throw ValidationError("--threshold and --iterations must be positive")
    }
  }

  func run() throws {
    try exitingOnError(search)
  }

  private func search() throws {
    let runners = try build.runners()
    let git = runners.git
    let goodCommit = try git.commit(good)
    let range = try git.firstParent(after: goodCommit, upTo: try git.commit(bad))
    guard !range.isEmpty else { throw ValidationError("no first-parent commit after \(good) up to \(bad)") }
    let bisection = HistoryBisection(count: range.count, threshold: threshold)
    FileHandle.standardError.write(
      Data(
        "modelbench bisect: \(range.count) commits after \(goodCommit.prefix(7)); at most \(bisection.measurementBound) to measure\n"
          .utf8))
    let isQuick = Workloads.quick.contains { cell.hasPrefix($0.name + "/") }
    let (finding, measured) = try bisection.run { index in
      let commit = index < 0 ? goodCommit : range[index]
      // A commit that does not build, predates `instructions` or fails to count is skipped, as
      // `git bisect skip` would (an error of git itself still ends the search).
      guard case .runner(let runner) = try runners.runner(for: commit),
        let counts = try? runners.count(
          with: runner, filter: [cell], skip: [], allWorkloads: !isQuick, iterations: iterations)
      else { return nil }
      FileHandle.standardError.write(
        Data(
          "modelbench bisect: \(commit.prefix(7)): \(counts[cell].map { String(Int($0)) } ?? "no count")\n"
            .utf8))
      return counts[cell]
    }
    var lines = ["## Bisect: \(cell)", ""]
    let outcome: ComparisonOutcome
    switch finding {
    case .unchanged(let before, let after):
      lines.append(
        "Nothing to find: \(bad) counts \(Self.change(before, after)) from \(good), within ±\(Self.percent(threshold))."
      )
      outcome = .unchanged
    case .found(let index, let before, let after):
      let (_, subject) = try git.describe(range[index])
      lines.append("First moved: \(range[index]) \(subject)")
      lines.append("")
      lines.append(
        "\(cell): \(Int(before.rounded())) → \(Int(after.rounded())) instructions/op (\(Self.change(before, after)))."
      )
      outcome = after > before ? .regressed : .improved
    case .ambiguous(let indices, let before, let after):
      lines.append("The step is in one of these commits, which could not all be measured:")
      for index in indices {
        let (_, subject) = try git.describe(range[index])
        lines.append("- \(range[index].prefix(7)) \(subject)")
      }
      lines.append("")
      lines.append(
        "\(cell): \(Int(before.rounded())) → \(Int(after.rounded())) instructions/op (\(Self.change(before, after)))."
      )
      outcome = .incomplete
    case .unmeasurable(let index):
      let commit = index < 0 ? goodCommit : range[index]
      throw ValidationError(
        "\(commit.prefix(7)) cannot be counted for \(cell) (it does not build, predates instructions, or lacks the cell)"
      )
    }
    lines.append("")
    lines.append(
      "Measured \(measured.count) of \(range.count + 1) commits (at most \(bisection.measurementBound)); built \(runners.built.count)."
    )
    let text = lines.joined(separator: "\n") + "\n"
    print(text)
    try appendMarkdown(text, to: markdown)
    if outcome != .unchanged { throw ExitCode(outcome.rawValue) }
  }

  private static func percent(_ fraction: Double) -> String { String(format: "%.1f %%", fraction * 100) }

  private static func change(_ before: Double, _ after: Double) -> String {
    let change = (after / before - 1) * 100
    return (change > 0 ? "+" : "") + String(format: "%.1f %%", change)
  }
}
