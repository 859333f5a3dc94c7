import Foundation
import ReportTable

/// Instructions per operation of each cell, counted by callgrind: exact and repeatable where time is not.
///
/// A count depends on the binary and on the C library's choice of `memcpy` and the like for the CPU, not
/// on what else the machine does, so two runs of one build on one machine agree to within what
/// Swift's and Foundation's hashing of addresses changes (see the README), and a baseline recorded on
/// one x86-64 machine holds on another within a few tenths of a percent.
package struct InstructionCounts: Codable, Hashable, Sendable {
  /// Operations counted per cell (after one uncounted warm-up).
  package var iterations: Int
  /// Cell id (`workload/operation/implementation`) → instructions per operation.
  package var cells: [String: Double]

  package init(iterations: Int, cells: [String: Double]) {
    self.iterations = iterations
    self.cells = cells
  }

  /// Reads `instructions.json` (or a committed baseline).
  package static func read(_ url: URL) throws -> InstructionCounts {
    try JSONDecoder().decode(InstructionCounts.self, from: Data(contentsOf: url))
  }

  /// The counts as JSON, keys sorted so that a committed baseline diffs line by line.
  package func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }

  /// The counts for github-action-benchmark (`customSmallerIsBetter`).
  package func githubActionBenchmark() throws -> Data {
    let entries = cells.keys.sorted().map { id in
      ["name": "\(id) instructions", "unit": "instructions/op", "value": String(format: "%.0f", cells[id]!)]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(entries)
  }
}

/// Current counts against a baseline: a cell regresses when it needs more than `threshold` more
/// instructions per operation.
package struct InstructionComparison: Sendable {
  package typealias Verdict = ComparisonVerdict
  package typealias Outcome = ComparisonOutcome

  package struct Row: Sendable {
    package let id: String
    package let baseline: Double?
    package let current: Double?
    package let verdict: Verdict
    /// current / baseline.
    package var ratio: Double? {
      guard let baseline, let current, baseline > 0 else { return nil }
      return current / baseline
    }
  }

  package let rows: [Row]
  package let threshold: Double

  package init(baseline: InstructionCounts, current: InstructionCounts, threshold: Double) {
    self.threshold = threshold
    let ids = Set(baseline.cells.keys).union(current.cells.keys).sorted()
    rows = ids.map { id in
      let before = baseline.cells[id]
      let now = current.cells[id]
      let verdict: Verdict
      switch (before, now) {
      case (nil, _): verdict = .new
      case (_, nil): verdict = .missing
      case let (before?, now?):
        if now > before * (1 + threshold) {
          verdict = .regressed
        } else if now < before * (1 - threshold) {
          verdict = .improved
        } else {
          verdict = .unchanged
        }
      }
      return Row(id: id, baseline: before, current: now, verdict: verdict)
    }
  }

  /// The exit code: the worst verdict of any cell.
  package var outcome: Outcome { Outcome(rows.map(\.verdict)) }

  /// Markdown for a CI summary: the verdict, then the cells that moved (all cells with `all`).
  package func markdown(all: Bool = false) -> String {
    let moved = rows.filter { all || $0.verdict != .unchanged }
    var lines = [
      "## Instructions per operation against the baseline",
      "",
      "Threshold ±\(Format.number(threshold * 100, digits: 1)) %: **\(outcome)** "
        + "(\(rows.filter { $0.verdict == .regressed }.count) regressed, "
        + "\(rows.filter { $0.verdict == .improved }.count) improved, "
        + "\(rows.filter { $0.verdict == .unchanged }.count) unchanged, "
        + "\(rows.filter { $0.verdict == .missing }.count) missing, \(rows.filter { $0.verdict == .new }.count) new).",
    ]
    if !moved.isEmpty {
      let table = Table(
        [
          .init("cell") { $0.id },
          .init("baseline", .trailing) { $0.baseline.map { Format.number($0, digits: 0) } },
          .init("current", .trailing) { $0.current.map { Format.number($0, digits: 0) } },
          .init("ratio", .trailing) { Format.ratio($0.ratio) },
          .init("verdict") { $0.verdict.rawValue },
        ], rows: moved)
      lines += ["", String(table.markdown().dropLast())]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
