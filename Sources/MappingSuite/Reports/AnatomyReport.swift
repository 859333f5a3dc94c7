import BenchmarkKit
import Foundation
import ReportTable

/// The report's "Where the time goes": each cell's instructions by phase, a stacked chart per workload
/// and operation, each design's own costs against the platform's, and why one design costs more.
package struct AnatomyReport: Sendable, Codable {
  /// The cells measured.
  package var cells: [CostAnatomy]
  /// The phases, in stacking order.
  package var phases: [CostPhase]
  /// The phases that are a design's own structure (the rest: the platform under every design).
  package var designOwned: Set<String>
  /// Operations counted per cell.
  package var iterations: Int
  /// Implementation id → what its design's own costs are (from its top comment).
  package var statements: [String: String]

  package init(
    cells: [CostAnatomy], phases: [CostPhase], designOwned: Set<String>, iterations: Int,
    statements: [String: String] = [:]
  ) {
    self.cells = cells
    self.phases = phases
    self.designOwned = designOwned
    self.iterations = iterations
    self.statements = statements
  }

  /// The largest relative gap between a cell's phases and its total (0 when they agree exactly).
  package var worstAttributionGap: Double {
    cells.map { $0.total > 0 ? abs($0.attributed - $0.total) / $0.total : 0 }.max() ?? 0
  }

  func cell(_ workload: String, _ operation: String, _ implementation: String) -> CostAnatomy? {
    let id = CellID(workload: workload, operation: operation, implementation: implementation).description
    return cells.first { $0.cell == id }
  }

  func label(_ phase: String) -> String { phases.first { $0.id == phase }?.label ?? phase }

  var workloads: [String] {
    var seen: [String] = []
    for cell in cells where !seen.contains(cell.parts.workload) { seen.append(cell.parts.workload) }
    return seen
  }

  func operations(of workload: String) -> [String] {
    CellOperation.mappingOperations.map(\.rawValue).filter { operation in
      cells.contains { $0.parts.workload == workload && $0.parts.operation == operation }
    }
  }

  /// A file name for a chart of one workload and operation.
  package static func chartName(_ workload: String, _ operation: String) -> String {
    "anatomy-\(workload)-\(CellOperation(rawValue: operation).fileName).svg"
  }

  /// Every chart: file name → SVG.
  package func charts(lineup: Lineup) -> [(name: String, svg: String)] {
    workloads.flatMap { workload in
      operations(of: workload).map { operation in
        let members = lineup.order.filter { cell(workload, operation, $0) != nil }
        let present = phases.filter { phase in
          members.contains { (cell(workload, operation, $0)?.phases[phase.id] ?? 0) > 0 }
        }
        let parts = present.map { phase in
          (name: phase.label, values: members.map { cell(workload, operation, $0)?.phases[phase.id] ?? 0 })
        }
        let svg = SVGChart.stackedBars(
          title: "\(workload) \(operation): instructions per operation by phase",
          rows: members.map(lineup.name),
          parts: parts, unit: "instructions/op (callgrind)")
        return (Self.chartName(workload, operation), svg)
      }
    }
  }

  /// The largest phase of a cell: "48 % write".
  package func largestPhase(_ workload: String, _ operation: String, _ implementation: String) -> String? {
    guard let anatomy = cell(workload, operation, implementation),
      let top = anatomy.phases.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })
    else { return nil }
    return "\(Format.number(anatomy.share(top.key) * 100, digits: 0)) % \(label(top.key))"
  }

  /// Why `slower` costs more than `faster` on one cell: the phase that holds most of the difference.
  package func gap(_ workload: String, _ operation: String, slower: String, faster: String) -> (
    phase: String, share: Double
  )? {
    guard let slow = cell(workload, operation, slower), let fast = cell(workload, operation, faster),
      slow.total > fast.total
    else { return nil }
    let excess = phases.map { phase in (phase.id, (slow.phases[phase.id] ?? 0) - (fast.phases[phase.id] ?? 0))
    }
    guard let top = excess.max(by: { $0.1 < $1.1 }), top.1 > 0 else { return nil }
    return (label(top.0), top.1 / (slow.total - fast.total))
  }

  /// The design-owned share of one implementation's cells of an operation, averaged over workloads.
  func ownedShare(_ implementation: String, _ operation: String) -> Double? {
    let shares = cells.filter { $0.parts.implementation == implementation && $0.parts.operation == operation }
      .map { cell in designOwned.reduce(0) { $0 + cell.share($1) } }
    return shares.isEmpty ? nil : shares.reduce(0, +) / Double(shares.count)
  }

  /// The largest platform phase of one implementation's cells of an operation (mean share over workloads).
  func largestPlatformPhase(_ implementation: String, _ operation: String) -> (String, Double)? {
    let matching = cells.filter {
      $0.parts.implementation == implementation && $0.parts.operation == operation
    }
    guard !matching.isEmpty else { return nil }
    let platform = phases.filter { !designOwned.contains($0.id) }
    let means = platform.map { phase in
      (phase.label, matching.reduce(0) { $0 + $1.share(phase.id) } / Double(matching.count))
    }
    return means.max { $0.1 < $1.1 }
  }

  /// The section, with its charts under `charts/`; `lineup` says who is in the report, and their names.
  package func markdown(lineup: Lineup) -> String {
    var out = "## Where the time goes\n\n"
    out += "Each cell ran \(iterations) operations under callgrind after one uncounted warm-up, in a process "
    out +=
      "of its own; every instruction is given to one phase by the source file it came from (the designs' "
    out += "files play the same roles under the same names) or, in the Swift runtime, the standard library "
    out +=
      "and Foundation, by its symbol. The phases add up to the cell's count: the largest gap in this run "
    out += "is \(Format.number(worstAttributionGap * 100, digits: 2)) %.\n\n"
    out += Table(
      [
        .init("phase") { $0.label }, .init("covers") { $0.covers },
        .init("a design's own") { designOwned.contains($0.id) ? "yes" : "" },
      ], rows: phases
    ).markdown()
    out += "\n### Each design's own costs\n\n"
    out += "What the design's structure spends (the phases marked above), as a share of its instructions, "
    out +=
      "averaged over the workloads; and the largest cost that is the platform's rather than the design's.\n\n"
    let measured = CellOperation.mappingOperations.map(\.rawValue).filter { operation in
      cells.contains { $0.parts.operation == operation }
    }
    for id in lineup.designs where cells.contains(where: { $0.parts.implementation == id }) {
      out += "- **\(lineup.name(id))**"
      if let statement = statements[id] { out += ": \(statement)" }
      let parts = measured.compactMap { operation -> String? in
        guard let owned = ownedShare(id, operation) else { return nil }
        var part = "\(operation) \(Format.number(owned * 100, digits: 0)) % its own"
        if let (phase, share) = largestPlatformPhase(id, operation) {
          part += " (largest platform cost: \(phase), \(Format.number(share * 100, digits: 0)) %)"
        }
        return part
      }
      out += parts.isEmpty ? "\n" : " Measured: " + parts.joined(separator: "; ") + ".\n"
    }
    for workload in workloads {
      out += "\n### \(workload)\n\n"
      let shown = phases.filter { phase in
        cells.contains { $0.parts.workload == workload && $0.share(phase.id) >= 0.01 }
      }
      let rows = operations(of: workload).flatMap { operation in
        lineup.order.compactMap { cell(workload, operation, $0) }
      }
      let table = Table<CostAnatomy>(
        [
          .init("operation") { $0.parts.operation },
          .init("implementation") { lineup.name($0.parts.implementation) },
          .init("instructions/op", .trailing) { Format.compact($0.total) },
        ]
          + shown.map { phase in
            .init(phase.label, .trailing) { Format.number($0.share(phase.id) * 100, digits: 0) + " %" }
          }
          + [
            .init("costliest symbols") { anatomy in
              let top = anatomy.phases.max { $0.value < $1.value }.map(\.key)
              let symbols = top.flatMap { anatomy.topSymbols[$0] }?.prefix(2).map {
                "`\(TableCell.escaped($0.symbol).replacingOccurrences(of: "`", with: "'"))`"
              }
              return symbols?.joined(separator: ", ") ?? ""
            }
          ],
        rows: rows)
      out += table.markdown()
      for operation in operations(of: workload) {
        out += "\n![\(workload) \(operation)](charts/\(Self.chartName(workload, operation)))\n"
      }
    }
    return out + "\n"
  }
}
