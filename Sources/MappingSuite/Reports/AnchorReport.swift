import BenchmarkKit
import Foundation
import MappingSeam
import ReportTable

/// One document and operation timed by an anchor program (simdjson, serde_json): every sample's time
/// per operation, as the runner's cells are.
package struct AnchorMeasurement: Codable, Hashable, Sendable {
  /// The program's name, as its lines give it.
  package var anchor: String
  /// ``domParse``, ``typedParse`` or ``typedStringify``.
  package var operation: String
  /// The workload whose document it read (`twitter`, `citm_catalog_minified`, …).
  package var document: String
  package var bytes: Int
  package var nanoseconds: [Double]

  package init(anchor: String, operation: String, document: String, bytes: Int, nanoseconds: [Double]) {
    self.anchor = anchor
    self.operation = operation
    self.document = document
    self.bytes = bytes
    self.nanoseconds = nanoseconds
  }

  /// The median sample.
  package var median: Double? { nanoseconds.isEmpty ? nil : SampleStatistics(nanoseconds).median }

  /// Bytes → the library's tree.
  package static let domParse = "dom-parse"
  /// Bytes → typed structs with the fixture models' fields.
  package static let typedParse = "typed-parse"
  /// Typed structs → bytes.
  package static let typedStringify = "typed-stringify"
}

/// "Against the fastest": the run's text layer and pipelines beside separate anchor programs on the same
/// documents, measured in the same run; ``setup`` names them and the goals.
///
/// When the programs are absent the section says so and how to get them, and nothing else changes.
package struct AnchorReport: Codable, Sendable {
  package var measurements: [AnchorMeasurement]
  /// Why there are no measurements (the programs were not built), when there are none.
  package var absent: String?
  /// What each anchor was built from (`simdjson` → `3.0.1-1`).
  package var versions: [String: String]
  /// The goal check's interleaved rounds (``AnchorRound``), when the run made them.
  package var rounds: [AnchorRound]?
  /// What the section sets side by side; a report without one says only that nothing was measured.
  package var setup: AnchorSetup?

  package init(
    measurements: [AnchorMeasurement], absent: String? = nil, versions: [String: String] = [:],
    rounds: [AnchorRound]? = nil, setup: AnchorSetup? = nil
  ) {
    self.measurements = measurements
    self.absent = absent
    self.versions = versions
    self.rounds = rounds
    self.setup = setup
  }

  /// The measurements of an anchor program's output: one JSON object per line.
  /// - Throws: `DecodingError` for a line that is not a measurement.
  package static func measurements(fromLines text: String) throws -> [AnchorMeasurement] {
    try text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.map {
      try JSONDecoder().decode(AnchorMeasurement.self, from: Data($0.utf8))
    }
  }

  /// The median of one anchor's operation on one document.
  package func median(_ anchor: String, _ operation: String, _ document: String) -> Double? {
    measurements.first { $0.anchor == anchor && $0.operation == operation && $0.document == document }?.median
  }

  /// The documents measured, in the order first measured.
  var documents: [String] {
    var seen: [String] = []
    for measurement in measurements where !seen.contains(measurement.document) {
      seen.append(measurement.document)
    }
    return seen
  }

  /// The section's Markdown, its ratios taken against the run's cells.
  package func markdown(run: BenchmarkRun, lineup: Lineup) -> String {
    var out = "## Against the fastest\n\n"
    if let absent {
      return out + "Not measured in this run: \(absent)\n"
    }
    guard let setup else { return out + "Not measured in this run: the results name no anchors.\n" }
    let built = versions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let domNames = Format.list(setup.domAnchors.map { "\($0)'s" })
    let typedNames = Format.list(setup.typedAnchors.map { "\($0)'s" })
    out += "\(domNames) DOM parse, and \(typedNames) typed structs with the fixture models' fields "
    out += "(so that all skip the same unknown keys), on the run's documents, measured in the same run"
    out += built.isEmpty ? ". " : " (\(built)). "
    out +=
      "Medians; each ratio divides a ModelBench median by the anchor's, in the anchors' column order.\n\n"
    let documents = documents
    func time(_ value: Double?) -> String { value.map { Format.nanoseconds($0) } ?? "–" }
    func times(_ value: Double?, over anchors: [Double?]) -> String {
      guard let value else { return "–" }
      let ratios = anchors.compactMap { anchor in anchor.flatMap { $0 > 0 ? Format.ratio(value / $0) : nil } }
      guard !ratios.isEmpty else { return Format.nanoseconds(value) }
      return "\(Format.nanoseconds(value)) (\(ratios.joined(separator: ", ")))"
    }
    func cell(_ workload: String, _ operation: CellOperation, _ id: String) -> Double? {
      run.result(workload, operation, id)?.nanoseconds?.median
    }
    let text = lineup.name(setup.textLayer, for: .parse)
    let platform = lineup.name(setup.platformTextLayer, for: .parse)
    out += "### Text: bytes → a tree\n\n"
    let textParse = { (document: String) in cell(document, .parse, setup.textLayer) }
    let bytes = { (document: String) in measurements.first { $0.document == document }?.bytes ?? 0 }
    let domAnchor = { (name: String, document: String) in median(name, AnchorMeasurement.domParse, document) }
    let textTable = Table<String>(
      [
        .init("document") { $0 },
        .init("bytes", .trailing) { document in
          Format.number(Double(bytes(document)), digits: 0)
        },
      ]
        + setup.domAnchors.map { name in .init("\(name) DOM", .trailing) { time(domAnchor(name, $0)) } }
        + [.init(text, .trailing) { time(textParse($0)) }]
        + setup.domAnchors.map { name in
          .init("÷ \(name) DOM", .trailing) { document in
            guard let parse = textParse(document), let anchor = domAnchor(name, document), anchor > 0 else {
              return nil
            }
            return Format.ratio(parse / anchor)
          }
        }
        + [
          .init("\(text) MB/s", .trailing) { document in
            textParse(document).map { Format.number(Double(bytes(document)) / $0 * 1_000, digits: 0) }
          },
          .init("\(platform) ÷ \(text)", .trailing) { document in
            cell(document, .parse, setup.platformTextLayer).flatMap { value in
              textParse(document).map { Format.ratio(value / $0) }
            }
          },
        ],
      rows: documents)
    out += textTable.markdown()
    for (operation, anchorOperation, conversion, what) in [
      (CellOperation.bytesToModel, AnchorMeasurement.typedParse, "bytes → model", "typed parse"),
      (.modelToBytes, AnchorMeasurement.typedStringify, "model → bytes", "typed stringify"),
    ] {
      // Each table's columns are the implementations the run measured in its own operation; a filtered
      // run may have measured one direction only, and the other table is left out.
      let implementations = lineup.order.filter { id in
        run.results.contains { $0.implementation == id && $0.operation == operation && $0.nanoseconds != nil }
      }
      if implementations.isEmpty { continue }
      // An anchor that measured only one direction (serde_json's exact-float build parses only) has a
      // column in that direction's table alone.
      let typed = setup.typedAnchors.filter { name in
        measurements.contains { $0.anchor == name && $0.operation == anchorOperation }
      }
      let anchors = { (document: String) in typed.map { median($0, anchorOperation, document) } }
      let table = Table<String>(
        [.init("document") { $0 }]
          + typed.map { name in
            .init(name, .trailing) { time(median(name, anchorOperation, $0)) }
          }
          + implementations.map { id in
            .init(lineup.name(id), .trailing) { times(cell($0, operation, id), over: anchors($0)) }
          },
        rows: documents)
      let heading = "\(conversion) against \(Format.list(typed.map { "\($0)'s" })) \(what)"
      out += "\n### \(heading)\n\n" + table.markdown()
    }
    return out + goalsMarkdown(documents: documents, goals: setup.goals)
  }
}
