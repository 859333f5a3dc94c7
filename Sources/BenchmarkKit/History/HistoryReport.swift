import Foundation
import MappingSeam

/// `HISTORY.md` and its trend charts: every recorded commit of a range, each cell's trend, and the steps.
///
/// The report shows the counts as recorded; ``HistoryAnalysis`` decides what is a step. A chart per
/// workload and operation has one line per implementation, commits on the horizontal axis, a ring
/// where a step is and a dashed line where the toolchain changes.
package struct HistoryReport: Sendable {
  package let analysis: HistoryAnalysis
  /// What the history covers (`HEAD~20..HEAD`, first-parent), for the heading.
  package let range: String
  /// The commits that were asked for but have no record (the run was stopped before them).
  package let unrecorded: [String]

  package init(analysis: HistoryAnalysis, range: String, unrecorded: [String] = []) {
    self.analysis = analysis
    self.range = range
    self.unrecorded = unrecorded
  }

  /// One chart: its file name under `charts/` and its SVG.
  package struct Chart: Sendable {
    package let fileName: String
    package let svg: String
  }

  /// The cells grouped by workload and operation, one group per chart, in file order (cells are
  /// `workload/operation/implementation`).
  private var chartGroups: [(workload: String, operation: String, cells: [String])] {
    var groups: [String: [String]] = [:]
    for cell in analysis.cells {
      let parts = cell.split(separator: "/", maxSplits: 2).map(String.init)
      guard parts.count == 3 else { continue }
      groups["\(parts[0])/\(parts[1])", default: []].append(cell)
    }
    return groups.keys.sorted().map { group in
      let parts = group.split(separator: "/", maxSplits: 1).map(String.init)
      return (parts[0], parts[1], groups[group]!)
    }
  }

  /// A chart per workload and operation.
  package var charts: [Chart] {
    let counted = analysis.counted
    let labels = counted.map(\.shortCommit)
    let steps = analysis.steps
    let marks = toolchainMarks(counted)
    return chartGroups.map { group in
      let series = group.cells.map { cell in
        (name: String(cell.split(separator: "/").last!), values: counted.map { $0.cells[cell] })
      }
      var highlights: Set<[Int]> = []
      for step in steps {
        guard let seriesIndex = group.cells.firstIndex(of: step.cell),
          let commitIndex = counted.firstIndex(where: { $0.commit == step.commit })
        else { continue }
        highlights.insert([seriesIndex, commitIndex])
      }
      let svg = SVGChart.trend(
        title: "\(group.workload) \(group.operation): instructions/op across commits", labels: labels,
        series: series, marks: marks, highlights: highlights,
        valueFormat: { Format.number($0, digits: 0) + " instructions/op" })
      return Chart(fileName: Self.chartName(workload: group.workload, operation: group.operation), svg: svg)
    }
  }

  /// The chart file of one workload and operation.
  package static func chartName(workload: String, operation: String) -> String {
    "history-\(workload)-\(MappingOperation(rawValue: operation)?.fileName ?? operation).svg"
  }

  /// The report's Markdown; charts are linked from `charts/`.
  package func markdown() -> String {
    let records = analysis.records
    let counted = analysis.counted
    let steps = analysis.steps
    let percent = Format.number(analysis.threshold * 100, digits: 0)
    var out = "# Instructions per operation across commits\n\n"
    out += "Range `\(range)`, first-parent, oldest first: \(records.count) commits recorded, "
    out += "\(counted.count) counted"
    let notCounted = records.count - counted.count
    if notCounted > 0 { out += ", \(notCounted) not (see the commits table)" }
    out += ". Counts are callgrind's, exact for one build; a step is a change of more than \(percent) % "
    out += "between consecutive counted commits of one toolchain. Re-run with `make history RANGE=…`.\n\n"
    if !unrecorded.isEmpty {
      out += "Not recorded yet: \(unrecorded.map { "`\($0.prefix(7))`" }.joined(separator: ", ")).\n\n"
    }
    let changes = analysis.toolchainChanges
    if !changes.isEmpty {
      out +=
        "**The toolchain changes** (counts on either side are not compared; dashed lines in the charts):\n\n"
      for change in changes {
        out += "- at `\(change.commit.prefix(7))`: \(change.from) → \(change.to)\n"
      }
      out += "\n"
    }
    out += "## Steps\n\n"
    if steps.isEmpty {
      out += "No cell moved more than \(percent) % between consecutive counted commits.\n\n"
    } else {
      out += "| commit | subject | cell | before | after | change | undone |\n|---|---|---|--:|--:|--:|---|\n"
      for step in steps {
        let change = (step.ratio - 1) * 100
        let cells = [
          "`\(step.commit.prefix(7))`", Self.shortened(step.subject), step.cell,
          Format.number(step.before, digits: 0), Format.number(step.after, digits: 0),
          (change > 0 ? "+" : "") + Format.number(change, digits: 1) + " %",
          step.undoneAt.map { "at `\($0.prefix(7))`" } ?? "no",
        ]
        out +=
          "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
      }
      out += "\n"
    }
    out += timeSection(records)
    out += cellTable(counted, steps: steps)
    out += "## Trends\n\n"
    // The charts' names only: the report links what `charts` renders.
    for group in chartGroups {
      let name = Self.chartName(workload: group.workload, operation: group.operation)
      out += "![\(name)](charts/\(name))\n\n"
    }
    out += "## Commits\n\n| commit | date | subject | status | cells |\n|---|---|---|---|--:|\n"
    for record in records {
      var status = record.status.rawValue
      if let note = record.note, record.status != .counted {
        status += ": " + Self.shortened(note.split(separator: "\n").last.map(String.init) ?? note)
      }
      let cells = [
        "`\(record.shortCommit)`", String(record.date.prefix(10)), Self.shortened(record.subject), status,
        String(record.cells.count),
      ]
      out +=
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
    }
    if let last = counted.last {
      out += "\nToolchain: \(last.toolchain). Machine: \(last.machine).\n"
    }
    return out
  }

  /// Each cell's count at its first and last counted commit, and its steps.
  private func cellTable(_ counted: [HistoryRecord], steps: [HistoryStep]) -> String {
    let cells = analysis.cells
    guard !cells.isEmpty else { return "" }
    var out = "## Cells\n\n| cell | first | last | change | steps |\n|---|--:|--:|--:|--:|\n"
    for cell in cells {
      let values = counted.compactMap { record in record.cells[cell].map { (record, $0) } }
      guard let first = values.first, let last = values.last else { continue }
      var change = "–"
      if first.0.isComparable(with: last.0) {
        let percent = (last.1 / first.1 - 1) * 100
        change =
          (percent >= 0.05 ? "+" : "") + Format.number(abs(percent) < 0.05 ? 0 : percent, digits: 1) + " %"
      }
      let row = [
        cell, "\(Format.number(first.1, digits: 0)) (`\(first.0.shortCommit)`)",
        "\(Format.number(last.1, digits: 0)) (`\(last.0.shortCommit)`)", change,
        String(steps.filter { $0.cell == cell }.count),
      ]
      out += "| " + row.joined(separator: " | ") + " |\n"
    }
    return out + "\nA change marked – spans a toolchain change.\n\n"
  }

  /// The time changes recorded with `--time`, when any: the cells whose interleaved rounds moved.
  private func timeSection(_ records: [HistoryRecord]) -> String {
    let timed = records.filter { $0.time != nil }
    guard !timed.isEmpty else { return "" }
    var out = "## Time against the previous commit (noisier)\n\n"
    out += "Interleaved rounds of the two commits' runners (`--time`); time moves with the machine, so "
    out += "these are a hint beside the counts, not a verdict. Cells the rounds flagged:\n\n"
    var rows: [String] = []
    for record in timed {
      for (cell, change) in (record.time ?? [:]).sorted(by: { $0.key < $1.key })
      where change.verdict != .unchanged {
        let interval = change.lower.flatMap { lower in
          change.upper.map { "\(Format.ratio(lower))–\(Format.ratio($0))" }
        }
        rows.append(
          "| `\(record.shortCommit)` | `\(change.previous.prefix(7))` | \(cell) | \(Format.ratio(change.ratio)) | "
            + "\(interval ?? "–") | \(change.verdict.rawValue) |")
      }
    }
    let measured = timed.reduce(0) { $0 + ($1.time?.count ?? 0) }
    if rows.isEmpty {
      out += "None: \(measured) comparisons of a cell at \(timed.count) commits, "
      out += "all within the rounds' noise.\n\n"
    } else {
      out += "| commit | against | cell | time ratio | interval | verdict |\n|---|---|---|--:|---|---|\n"
      out += rows.joined(separator: "\n") + "\n\n"
    }
    return out
  }

  /// Dashed lines where the toolchain changes, labelled with the new toolchain's version.
  private func toolchainMarks(_ counted: [HistoryRecord]) -> [(index: Int, text: String)] {
    analysis.toolchainChanges.compactMap { change in
      guard let index = counted.firstIndex(where: { $0.commit == change.commit }) else { return nil }
      let version = change.to.split(separator: " ").first { $0.first?.isNumber == true }.map(String.init)
      return (index, "toolchain \(version ?? "changed")")
    }
  }

  private static func shortened(_ text: String) -> String {
    text.count <= 90 ? text : String(text.prefix(89)) + "…"
  }
}
