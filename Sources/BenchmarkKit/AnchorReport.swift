import Foundation
import MappingSeam

/// One document and operation timed by an anchor program (simdjson, serde_json): every sample's time
/// per operation, as the runner's cells are.
public struct AnchorMeasurement: Codable, Hashable, Sendable {
  /// The program: `simdjson` or `serde_json`.
  public var anchor: String
  /// `dom-parse` (bytes → the library's tree), `typed-parse` (bytes → typed structs) or
  /// `typed-stringify` (typed structs → bytes).
  public var operation: String
  /// The workload whose document it read (`twitter`, `citm_catalog_minified`, …).
  public var document: String
  public var bytes: Int
  public var nanoseconds: [Double]

  public init(anchor: String, operation: String, document: String, bytes: Int, nanoseconds: [Double]) {
    self.anchor = anchor
    self.operation = operation
    self.document = document
    self.bytes = bytes
    self.nanoseconds = nanoseconds
  }

  /// The median sample.
  public var median: Double? { nanoseconds.isEmpty ? nil : SampleStatistics(nanoseconds).median }
}

/// "Against the fastest": the run's text layer and pipelines beside simdjson and serde_json on the same
/// documents, measured in the same run.
///
/// The anchors are separate programs (`make anchors` builds them from Debian's packages); when they are
/// absent the section says so and how to get them, and nothing else changes.
public struct AnchorReport: Codable, Sendable {
  public var measurements: [AnchorMeasurement]
  /// Why there are no measurements (the programs were not built), when there are none.
  public var absent: String?
  /// What each anchor was built from (`simdjson` → `3.0.1-1`).
  public var versions: [String: String]
  /// The goal check's interleaved rounds (``AnchorRound``), when the run made them.
  public var rounds: [AnchorRound]?

  public init(
    measurements: [AnchorMeasurement], absent: String? = nil, versions: [String: String] = [:],
    rounds: [AnchorRound]? = nil
  ) {
    self.measurements = measurements
    self.absent = absent
    self.versions = versions
    self.rounds = rounds
  }

  /// The measurements of an anchor program's output: one JSON object per line.
  /// - Throws: `DecodingError` for a line that is not a measurement.
  public static func measurements(fromLines text: String) throws -> [AnchorMeasurement] {
    try text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.map {
      try JSONDecoder().decode(AnchorMeasurement.self, from: Data($0.utf8))
    }
  }

  /// The median of one anchor's operation on one document.
  public func median(_ anchor: String, _ operation: String, _ document: String) -> Double? {
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
  public func markdown(run: BenchmarkRun, lineup: Lineup) -> String {
    var out = "## Against the fastest\n\n"
    if let absent {
      return out + "Not measured in this run: \(absent)\n"
    }
    let built = versions.keys.sorted().map { "\($0) \(versions[$0]!)" }.joined(separator: ", ")
    out +=
      "simdjson's DOM parse and serde_json's (its DOM, and typed structs with the fixture models' fields, "
    out += "so that both skip the same unknown keys) on the run's documents, measured in the same run"
    out += built.isEmpty ? ". " : " (\(built)). "
    out += "Medians; each ratio divides a ModelBench median by the anchor's.\n\n"
    let documents = documents
    func time(_ value: Double?) -> String { value.map { Format.nanoseconds($0) } ?? "–" }
    func times(_ value: Double?, over anchor: Double?) -> String {
      guard let value else { return "–" }
      guard let anchor, anchor > 0 else { return Format.nanoseconds(value) }
      return "\(Format.nanoseconds(value)) (\(Format.ratio(value / anchor)))"
    }
    func cell(_ workload: String, _ operation: MappingOperation, _ id: String) -> Double? {
      run.result(workload, operation, id)?.nanoseconds?.median
    }
    out += "### Text: bytes → a tree\n\n"
    out += "| document | bytes | simdjson DOM | serde_json DOM | JSONText | ÷ serde_json DOM | ÷ simdjson | "
    out += "JSONText MB/s | JSONSerialization ÷ JSONText |\n|---|--:|--:|--:|--:|--:|--:|--:|--:|\n"
    for document in documents {
      let bytes = measurements.first { $0.document == document }?.bytes ?? 0
      let jsonText = cell(document, .parse, "jsontext")
      let simdjson = median("simdjson", "dom-parse", document)
      let serde = median("serde_json", "dom-parse", document)
      func over(_ anchor: Double?) -> String {
        guard let jsonText, let anchor, anchor > 0 else { return "–" }
        return Format.ratio(jsonText / anchor)
      }
      let megabytes = jsonText.map { Format.number(Double(bytes) / $0 * 1_000, digits: 0) } ?? "–"
      let foundation = cell(document, .parse, "jsonserialization").flatMap { value in
        jsonText.map { Format.ratio(value / $0) }
      }
      let row = [
        document, Format.number(Double(bytes), digits: 0), time(simdjson), time(serde), time(jsonText),
        over(serde), over(simdjson), megabytes, foundation ?? "–",
      ]
      out += "| " + row.joined(separator: " | ") + " |\n"
    }
    for (operation, anchorOperation, heading) in [
      (MappingOperation.bytesToModel, "typed-parse", "bytes → model against serde_json's typed parse"),
      (.modelToBytes, "typed-stringify", "model → bytes against serde_json's typed stringify"),
    ] {
      // Each table's columns are the implementations the run measured in its own operation; a filtered
      // run may have measured one direction only, and the other table is left out.
      let implementations = lineup.order.filter { id in
        run.results.contains { $0.implementation == id && $0.operation == operation && $0.nanoseconds != nil }
      }
      if implementations.isEmpty { continue }
      out += "\n### \(heading)\n\n| document | serde_json | "
      out += implementations.map { lineup.name($0) }.joined(separator: " | ") + " |\n"
      out += "|---|--:|" + String(repeating: "--:|", count: implementations.count) + "\n"
      for document in documents {
        let anchor = median("serde_json", anchorOperation, document)
        out += "| \(document) | \(time(anchor)) | "
        out += implementations.map { times(cell(document, operation, $0), over: anchor) }.joined(
          separator: " | ")
        out += " |\n"
      }
    }
    return out + goalsMarkdown(documents: documents)
  }
}
