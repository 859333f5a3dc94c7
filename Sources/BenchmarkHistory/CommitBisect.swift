import BenchmarkKit
import Foundation

/// `bisect`'s search: the first commit between a good and a bad one whose instruction count
/// for one cell moved past the threshold from the good commit's, found by BenchmarkKit's `HistoryBisection` with the
/// runners ``CommitRunners`` builds (only the commits the search measures).
package struct CommitBisect {
  /// What the search found, as Markdown and as the comparisons' outcome.
  package struct Report: Sendable, Equatable {
    package var outcome: ComparisonOutcome
    package var markdown: String
  }

  package var runners: CommitRunners
  /// The cell, exactly as in instructions.json.
  package var cell: String
  package var good: String
  package var bad: String
  package var threshold: Double
  package var iterations: Int
  /// Whether the cell's workload is outside the quick run's (so its runner counts every workload).
  package var allWorkloads: Bool
  /// Where progress goes.
  package var log: (String) -> Void

  package init(
    runners: CommitRunners, cell: String, good: String, bad: String, threshold: Double, iterations: Int,
    allWorkloads: Bool, log: @escaping (String) -> Void = { _ in }
  ) {
    self.runners = runners
    self.cell = cell
    self.good = good
    self.bad = bad
    self.threshold = threshold
    self.iterations = iterations
    self.allWorkloads = allWorkloads
    self.log = log
  }

  /// Builds and counts as few commits as the search needs.
  /// - Throws: ``HistoryError`` when git fails, the range is empty, or the good or bad commit cannot be
  ///   counted.
  package func run() throws(HistoryError) -> Report {
    let git = runners.git
    let goodCommit = try git.commit(good)
    let range = try git.firstParent(after: goodCommit, upTo: try git.commit(bad))
    guard !range.isEmpty else { throw HistoryError("no first-parent commit after \(good)", at: bad) }
    let bisection = HistoryBisection(count: range.count, threshold: threshold)
    log(
      "\(range.count) commits after \(goodCommit.prefix(7)); at most \(bisection.measurementBound) to measure"
    )
    let (finding, measured) = try bisection.run { (index: Int) throws(HistoryError) -> Double? in
      let commit = index < 0 ? goodCommit : range[index]
      // A commit that does not build, predates `instructions` or fails to count is skipped, as
      // `git bisect skip` would (an error of git itself still ends the search).
      guard case .runner(let runner) = try runners.runner(for: commit),
        let counts = try? runners.count(
          with: runner, filter: [cell], skip: [], allWorkloads: allWorkloads, iterations: iterations)
      else { return nil }
      log("\(commit.prefix(7)): \(counts[cell].map { String(Int($0)) } ?? "no count")")
      return counts[cell]
    }
    var lines = ["## Bisect: \(cell)", ""]
    let outcome: ComparisonOutcome
    switch finding {
    case .unchanged(let before, let after):
      lines.append(
        "Nothing to find: \(bad) counts \(Self.change(before, after)) from \(good), within "
          + "±\(String(format: "%.1f %%", threshold * 100)).")
      outcome = .unchanged
    case .found(let index, let before, let after):
      let (_, subject) = try git.describe(range[index])
      lines += ["First moved: \(range[index]) \(subject)", "", movement(before, after)]
      outcome = after > before ? .regressed : .improved
    case .ambiguous(let indices, let before, let after):
      lines.append("The step is in one of these commits, which could not all be measured:")
      for index in indices {
        let (_, subject) = try git.describe(range[index])
        lines.append("- \(range[index].prefix(7)) \(subject)")
      }
      lines += ["", movement(before, after)]
      outcome = .incomplete
    case .unmeasurable(let index):
      let commit = index < 0 ? goodCommit : range[index]
      throw HistoryError(
        "cannot be counted for \(cell) (it does not build, predates instructions, or lacks the cell)",
        at: String(commit.prefix(7)))
    }
    lines += [
      "",
      "Measured \(measured.count) of \(range.count + 1) commits (at most \(bisection.measurementBound)); "
        + "built \(runners.built.count).",
    ]
    return Report(outcome: outcome, markdown: lines.joined(separator: "\n") + "\n")
  }

  private func movement(_ before: Double, _ after: Double) -> String {
    "\(cell): \(Int(before.rounded())) → \(Int(after.rounded())) instructions/op (\(Self.change(before, after)))."
  }

  private static func change(_ before: Double, _ after: Double) -> String {
    let change = (after / before - 1) * 100
    return (change > 0 ? "+" : "") + String(format: "%.1f %%", change)
  }
}
