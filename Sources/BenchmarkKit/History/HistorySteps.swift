import Foundation

/// A change of more than the threshold in one cell's count between two consecutive recorded commits.
package struct HistoryStep: Hashable, Sendable {
  package var cell: String
  /// The recorded commit before the step.
  package var previous: String
  /// The commit that made the step, and its subject.
  package var commit: String
  package var subject: String
  /// Instructions per operation before and after.
  package var before: Double
  package var after: Double
  /// The first later commit whose count is back within the threshold of ``before`` (the step undone),
  /// if any, before the toolchain changes.
  package var undoneAt: String?

  /// after ÷ before.
  package var ratio: Double { after / before }
}

/// A change of toolchain (or architecture) between two consecutive recorded commits: counts on either
/// side are not compared.
package struct ToolchainChange: Hashable, Sendable {
  /// The first commit recorded with the new toolchain.
  package var commit: String
  package var from: String
  package var to: String
}

/// The steps and toolchain changes of a history: records in commit order, oldest first.
///
/// Each cell is compared between consecutive *counted* records of one toolchain on one architecture
/// (commits that do not build, or were not counted, are passed over). A slow drift of many small
/// changes below the threshold is not a step; the trend chart shows it.
package struct HistoryAnalysis: Sendable {
  package let records: [HistoryRecord]
  package let threshold: Double

  package init(records: [HistoryRecord], threshold: Double) {
    self.records = records
    self.threshold = threshold
  }

  /// The records that have counts.
  package var counted: [HistoryRecord] { records.filter { $0.status == .counted } }

  /// Every cell counted at any commit, sorted.
  package var cells: [String] { Set(counted.flatMap(\.cells.keys)).sorted() }

  /// Where the toolchain (or architecture) changes between consecutive counted records.
  package var toolchainChanges: [ToolchainChange] {
    zip(counted, counted.dropFirst()).compactMap { earlier, later in
      earlier.isComparable(with: later)
        ? nil : ToolchainChange(commit: later.commit, from: earlier.toolchain, to: later.toolchain)
    }
  }

  /// Every step of every cell, in commit order, then by cell.
  package var steps: [HistoryStep] {
    let counted = counted
    var steps: [(index: Int, step: HistoryStep)] = []
    for cell in cells {
      var previous: (index: Int, value: Double)?
      for (index, record) in counted.enumerated() {
        guard let value = record.cells[cell], value > 0 else { continue }
        defer { previous = (index, value) }
        guard let before = previous, counted[before.index].isComparable(with: record) else { continue }
        guard moved(from: before.value, to: value) else { continue }
        var step = HistoryStep(
          cell: cell, previous: counted[before.index].commit, commit: record.commit, subject: record.subject,
          before: before.value, after: value)
        for later in counted[(index + 1)...] {
          guard later.isComparable(with: record) else { break }
          if let undone = later.cells[cell], !moved(from: before.value, to: undone) {
            step.undoneAt = later.commit
            break
          }
        }
        steps.append((index, step))
      }
    }
    return steps.sorted { ($0.index, $0.step.cell) < ($1.index, $1.step.cell) }.map(\.step)
  }

  /// Whether `value` is more than the threshold away from `reference`.
  package func moved(from reference: Double, to value: Double) -> Bool {
    abs(value / reference - 1) > threshold
  }
}
