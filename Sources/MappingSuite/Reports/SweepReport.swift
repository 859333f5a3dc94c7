import BenchmarkKit
import Foundation
import ReportTable

/// The report's "How cost grows": per family, each cell's fitted exponent and cost per unit, a log–log
/// chart per operation, and a flag on growth faster than linear.
package struct SweepReport: Sendable, Codable {
  /// What the report says of one family (its inputs are built in code, so only the words are kept).
  package struct Family: Sendable, Codable, Hashable {
    package var name: String
    package var unit: String
    package var summary: String

    package init(_ family: SweepFamily) {
      name = family.name
      unit = family.unit
      summary = family.summary
    }
  }

  package var families: [Family]
  package var points: [SweepPoint]
  /// Whether this was the short sweep.
  package var quick: Bool
  /// Peak resident memory of bytes → model against the document's size: one stress child per
  /// (implementation, size).
  package var memory: [StressMeasurement] = []

  package init(families: [SweepFamily], points: [SweepPoint], quick: Bool, memory: [StressMeasurement] = []) {
    self.families = families.map(Family.init)
    self.points = points
    self.quick = quick
    self.memory = memory
  }

  /// The growth exponent of each implementation's peak memory over the document's size.
  package var memoryExponents: [String: Double] {
    Dictionary(grouping: memory, by: \.implementation).compactMapValues { measurements in
      measurements.count >= 2
        ? SizeSweep.exponent(measurements.map { (Double($0.inputBytes), Double(max($0.growthBytes, 1))) })
        : nil
    }
  }

  /// The memory chart: peak growth against document size, log–log.
  package func memoryChart(lineup: Lineup) -> String? {
    guard !memory.isEmpty else { return nil }
    let ids = lineup.order.filter { id in memory.contains { $0.implementation == id } }
    let series = ids.map { id -> (name: String, points: [(Double, Double)]) in
      let line = memory.filter { $0.implementation == id }.sorted { $0.inputBytes < $1.inputBytes }
      return (lineup.name(id), line.map { (Double($0.inputBytes), Double(max($0.growthBytes, 1))) })
    }
    return SVGChart.logLogLines(
      title: "bytes→model: peak memory against document size (log–log)", series: series,
      xUnit: "document bytes", yUnit: "peak resident growth (bytes)", yFormat: Format.compact,
      colors: ids.map(lineup.color))
  }

  package var fits: [SweepFit] { SizeSweep.fits(points) }

  /// The cells whose cost grows faster than linear.
  package var flagged: [SweepFit] { fits.filter(\.flagged) }

  /// A file name for the chart of one family and operation.
  package static func chartName(_ family: String, _ operation: CellOperation) -> String {
    "sweep-\(family)-\(operation.fileName).svg"
  }

  /// Every chart: file name → SVG.
  package func charts(lineup: Lineup) -> [(name: String, svg: String)] {
    let memory = memoryChart(lineup: lineup).map { [(name: "sweep-memory.svg", svg: $0)] } ?? []
    return memory
      + families.flatMap { family in
        CellOperation.mappingOperations.compactMap { operation -> (name: String, svg: String)? in
          let selected = points.filter { $0.family == family.name && $0.operation == operation }
          guard !selected.isEmpty else { return nil }
          let ids = lineup.order.filter { id in selected.contains { $0.implementation == id } }
          let series = ids.map { id -> (name: String, points: [(Double, Double)]) in
            let line = selected.filter { $0.implementation == id }.sorted { $0.size < $1.size }
            return (lineup.name(id), line.map { (Double($0.size), $0.nanoseconds) })
          }
          let svg = SVGChart.logLogLines(
            title: "\(family.name) \(operation.rawValue): time against size (log–log)", series: series,
            xUnit: "\(family.unit)s", yUnit: "median per operation", colors: ids.map(lineup.color))
          return (Self.chartName(family.name, operation), svg)
        }
      }
  }

  package func markdown(lineup: Lineup) -> String {
    var out = "## How cost grows\n\n"
    out += "Each family changes one parameter of the document; every implementation converts it at "
    out += quick ? "a few sizes (the short sweep; `sweep` runs the full one). " : "every size. "
    out += "The exponent is the slope of log(time) over log(size) on the sizes within two decades of the "
    out += "largest (at least the largest three): 1.00 is linear, 2.00 quadratic; a fixed cost per "
    out += "conversion pulls it under 1. Above \(Format.number(SweepFit.flagAbove, digits: 2)) the growth is "
    out +=
      "flagged ⚠. *Per unit* is the median divided by the size, at the smallest and the largest size.\n\n"
    let fits = self.fits
    let flagged = fits.filter(\.flagged)
    if flagged.isEmpty {
      out += "No cell grows faster than linear in this run.\n\n"
    } else {
      out += "Faster than linear in this run: "
      out += flagged.map {
        "\($0.family) \($0.operation.rawValue) \(lineup.name($0.implementation)) (\(Format.number($0.exponent, digits: 2)))"
      }.joined(separator: ", ")
      out += ".\n\n"
    }
    for family in families {
      let familyFits = fits.filter { $0.family == family.name }
      guard !familyFits.isEmpty else { continue }
      let sizes = Set(points.filter { $0.family == family.name }.map(\.size)).sorted()
      out += "### \(family.name)\n\n\(family.summary); sizes "
      out += sizes.map { Format.compact(Double($0)) }.joined(separator: ", ") + " \(family.unit)s.\n\n"
      let rows = CellOperation.mappingOperations.flatMap { operation in
        lineup.order.compactMap { id in
          familyFits.first { $0.operation == operation && $0.implementation == id }
        }
      }
      let table = Table<SweepFit>(
        [
          .init("operation") { $0.operation.rawValue },
          .init("implementation") { lineup.name($0.implementation) },
          .init("exponent", .trailing) { Format.number($0.exponent, digits: 2) + ($0.flagged ? " ⚠" : "") },
          .init("per \(family.unit), smallest", .trailing) {
            $0.perUnit.first.map { Format.nanoseconds($0.nanoseconds) }
          },
          .init("per \(family.unit), largest", .trailing) {
            $0.perUnit.last.map { Format.nanoseconds($0.nanoseconds) }
          },
        ], rows: rows)
      out += table.markdown()
      out += "\n"
      for operation in CellOperation.mappingOperations
      where familyFits.contains(where: { $0.operation == operation }) {
        out += "![\(family.name) \(operation.rawValue)](charts/\(Self.chartName(family.name, operation)))\n"
      }
      out += "\n"
    }
    return out + memoryMarkdown(lineup: lineup)
  }

  func memoryMarkdown(lineup: Lineup) -> String {
    guard !memory.isEmpty else { return "" }
    let sizes = Set(memory.map(\.inputBytes)).sorted()
    var out = "### Memory against document size\n\n"
    out += "bytes → model of twitter statuses repeated to each size, each (implementation, size) in a fresh "
    out += "process (the stress mode's measurement): the peak resident size above the process's start, and "
    out += "that growth as a multiple of the document. The exponent is fitted over all sizes (1.00: memory "
    out += "grows with the document, as it must when the whole model is kept).\n\n"
    let exponents = memoryExponents
    let members = lineup.order.filter { id in memory.contains { $0.implementation == id } }
    let table = Table<String>(
      [.init("implementation") { lineup.name($0) }]
        + sizes.map { size in
          .init(Format.bytes(Double(size)), .trailing) { id in
            guard let measurement = memory.first(where: { $0.implementation == id && $0.inputBytes == size })
            else { return nil }
            let factor = Double(measurement.growthBytes) / Double(max(size, 1))
            return "\(Format.bytes(Double(measurement.growthBytes))) (\(Format.number(factor, digits: 1))×)"
          }
        }
        + [.init("exponent", .trailing) { exponents[$0].map { Format.number($0, digits: 2) } }],
      rows: members)
    out += table.markdown()
    return out + "\n![memory against document size](charts/sweep-memory.svg)\n\n"
  }
}
