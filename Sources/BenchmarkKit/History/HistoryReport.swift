import Foundation
import MappingSeam
import ReportTable

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
    var groups: [String: (id: CellID, cells: [String])] = [:]
    for cell in analysis.cells {
      guard let id = CellID(cell) else { continue }
      groups[id.group, default: (id, [])].cells.append(cell)
    }
    return groups.keys.sorted().map { key in
      let group = groups[key]!
      return (group.id.workload, group.id.operation, group.cells)
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
        (name: CellID(cell)?.implementation ?? cell, values: counted.map { $0.cells[cell] })
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
    "history-\(workload)-\(CellOperation(rawValue: operation).fileName).svg"
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
      let table = Table<HistoryStep>(
        [
          .init("commit") { "`\($0.commit.prefix(7))`" },
          .init("subject") { TableCell.escaped(Self.shortened($0.subject)) },
          .init("cell") { TableCell.escaped($0.cell) },
          .init("before", .trailing) { Format.number($0.before, digits: 0) },
          .init("after", .trailing) { Format.number($0.after, digits: 0) },
          .init("change", .trailing) { step in
            let change = (step.ratio - 1) * 100
            return (change > 0 ? "+" : "") + Format.number(change, digits: 1) + " %"
          },
          .init("undone") { $0.undoneAt.map { "at `\($0.prefix(7))`" } ?? "no" },
        ], rows: steps)
      out += table.markdown() + "\n"
    }
    out += timeSection(records)
    out += cellTable(counted, steps: steps)
    out += "## Trends\n\n"
    // The charts' names only: the report links what `charts` renders.
    for group in chartGroups {
      let name = Self.chartName(workload: group.workload, operation: group.operation)
      out += "![\(name)](charts/\(name))\n\n"
    }
    let commits = Table<HistoryRecord>(
      [
        .init("commit") { "`\($0.shortCommit)`" },
        .init("date") { String($0.date.prefix(10)) },
        .init("subject") { TableCell.escaped(Self.shortened($0.subject)) },
        .init("status") { record in
          var status = record.status.rawValue
          if let note = record.note, record.status != .counted {
            status += ": " + Self.shortened(note.split(separator: "\n").last.map(String.init) ?? note)
          }
          return TableCell.escaped(status)
        },
        .init("cells", .trailing) { String($0.cells.count) },
      ], rows: records)
    out += "## Commits\n\n" + commits.markdown()
    if let last = counted.last {
      out += "\nToolchain: \(last.toolchain). Machine: \(last.machine).\n"
    }
    return out
  }

  /// Each cell's count at its first and last counted commit, and its steps.
  private func cellTable(_ counted: [HistoryRecord], steps: [HistoryStep]) -> String {
    let cells = analysis.cells
    guard !cells.isEmpty else { return "" }
    typealias Count = (record: HistoryRecord, value: Double)
    typealias Row = (cell: String, first: Count, last: Count)
    let rows = cells.compactMap { cell -> Row? in
      let values = counted.compactMap { record in record.cells[cell].map { (record, $0) } }
      guard let first = values.first, let last = values.last else { return nil }
      return (cell, first, last)
    }
    let table = Table<Row>(
      [
        .init("cell") { $0.cell },
        .init("first", .trailing) {
          "\(Format.number($0.first.value, digits: 0)) (`\($0.first.record.shortCommit)`)"
        },
        .init("last", .trailing) {
          "\(Format.number($0.last.value, digits: 0)) (`\($0.last.record.shortCommit)`)"
        },
        .init("change", .trailing) { row in
          guard row.first.record.isComparable(with: row.last.record) else { return nil }
          let percent = (row.last.value / row.first.value - 1) * 100
          return (percent >= 0.05 ? "+" : "") + Format.number(abs(percent) < 0.05 ? 0 : percent, digits: 1)
            + " %"
        },
        .init("steps", .trailing) { row in String(steps.filter { $0.cell == row.cell }.count) },
      ], rows: rows)
    return "## Cells\n\n" + table.markdown() + "\nA change marked – spans a toolchain change.\n\n"
  }

  /// The time changes recorded with `--time`, when any: the cells whose interleaved rounds moved.
  private func timeSection(_ records: [HistoryRecord]) -> String {
    let timed = records.filter { $0.time != nil }
    guard !timed.isEmpty else { return "" }
    var out = "## Time against the previous commit (noisier)\n\n"
    out += "Interleaved rounds of the two commits' runners (`--time`); time moves with the machine, so "
    out += "these are a hint beside the counts, not a verdict. Cells the rounds flagged:\n\n"
    let rows = timed.flatMap { record in
      (record.time ?? [:]).sorted(by: { $0.key < $1.key }).filter { $0.value.verdict != .unchanged }.map {
        (record: record, cell: $0.key, change: $0.value)
      }
    }
    let measured = timed.reduce(0) { $0 + ($1.time?.count ?? 0) }
    if rows.isEmpty {
      out += "None: \(measured) comparisons of a cell at \(timed.count) commits, "
      out += "all within the rounds' noise.\n\n"
    } else {
      let table = Table(
        [
          .init("commit") { "`\($0.record.shortCommit)`" },
          .init("against") { "`\($0.change.previous.prefix(7))`" },
          .init("cell") { $0.cell },
          .init("time ratio", .trailing) { Format.ratio($0.change.ratio) },
          .init("interval") { row in
            row.change.lower.flatMap { lower in
              row.change.upper.map { "\(Format.ratio(lower))–\(Format.ratio($0))" }
            }
          },
          .init("verdict") { $0.change.verdict.rawValue },
        ], rows: rows)
      out += table.markdown() + "\n"
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
