import BenchmarkCommands
import BenchmarkHistory
import BenchmarkKit
import BenchmarkWorkloads
import ChildProcesses
import Foundation
import MappingSuite
import ModelAdapters
import ModelFixtures

/// The anchor programs — simdjson's DOM parse and its On-Demand typed paths (`Anchors/simdjson`), and
/// serde_json's DOM and typed paths (`Anchors/serde`, also built with exact floats), which `make anchors` builds from Debian's packages into `.build-anchors/` — run on
/// the documents of the run's twitter, citm_catalog and canada workloads, minified variants included, for the
/// report's "Against the fastest".
enum AnchorPrograms {
  /// The section's columns and goals (issue 87's): JSONText's parse against the DOM parses; YYStyle
  /// (direct) against serde_json's typed paths at sonic-rs's distance (half its parse time; 0.6 of its
  /// stringify, 0.8 on canada, whose float printing is the same work for every writer); JSONText's parse at
  /// least 4× JSONSerialization's. On canada the parse is held against serde_json built to round floats
  /// correctly, as every ModelBench reader does: its default parse multiplies the digits by a power of ten,
  /// which misses the nearest double for some of canada's numbers (the default stays beside it as a
  /// reference). simdjson On-Demand's typed paths are set beside them with no bound, and against
  /// serde_json's in the same rounds as references: how near the fastest typed program comes to the bounds.
  static let setup: AnchorSetup = {
    let direct = YYStyleImplementation(direct: true).id
    let text = TextLayerCases.ownLayer
    let foundation = TextLayerCases.platformLayer
    let serde = "serde_json"
    let exactSerde = "serde_json (exact floats)"
    let onDemand = "simdjson On-Demand"
    // One anchor's operation against another's, in the same rounds, with no bound.
    func reference(_ numerator: String, over denominator: String, _ operation: String) -> AnchorGoal {
      let what = operation.replacingOccurrences(of: "-", with: " ")
      return AnchorGoal(
        name: "\(numerator) \(what) ÷ \(denominator) \(what)",
        numerator: .anchor(numerator, operation: operation),
        denominator: .anchor(denominator, operation: operation), bound: nil)
    }
    // YYStyle (direct)'s bytes→model against an anchor's typed parse, or its model→bytes against the
    // anchor's typed stringify, on `documents`; no bound makes it a reference.
    func typed(_ operation: CellOperation, over anchor: String, bound: Double?, _ documents: [String])
      -> AnchorGoal
    {
      let parse = operation == .bytesToModel
      let anchorOperation = parse ? AnchorMeasurement.typedParse : AnchorMeasurement.typedStringify
      return AnchorGoal(
        name: "YYStyle (direct) \(operation.rawValue) ÷ \(anchor) typed \(parse ? "parse" : "stringify")",
        numerator: .cell(operation, implementation: direct),
        denominator: .anchor(anchor, operation: anchorOperation), bound: bound, atMost: true,
        documents: documents)
    }
    return AnchorSetup(
      textLayer: text, platformTextLayer: foundation, domAnchors: ["simdjson", serde],
      typedAnchors: [onDemand, serde, exactSerde],
      goals: [
        typed(.bytesToModel, over: serde, bound: 0.5, ["twitter", "citm_catalog"]),
        typed(.bytesToModel, over: exactSerde, bound: 0.5, ["canada"]),
        typed(.modelToBytes, over: serde, bound: 0.6, ["twitter", "citm_catalog"]),
        typed(.modelToBytes, over: serde, bound: 0.8, ["canada"]),
        AnchorGoal(
          name: "JSONSerialization parse ÷ JSONText parse",
          numerator: .cell(.parse, implementation: foundation),
          denominator: .cell(.parse, implementation: text), bound: 4, atMost: false),
        reference(onDemand, over: serde, AnchorMeasurement.typedParse),
        reference(onDemand, over: serde, AnchorMeasurement.typedStringify),
        reference(exactSerde, over: serde, AnchorMeasurement.typedParse),
        typed(.bytesToModel, over: serde, bound: nil, ["canada"]),
      ])
  }()

  /// The workloads the anchors have typed models for.
  static let documents = [
    "twitter", "citm_catalog", "canada", "twitter_minified", "citm_catalog_minified", "canada_minified",
  ]

  /// Where the built programs are: `$MODELBENCH_ANCHORS`, else `.build-anchors` in the working directory.
  static var directory: URL {
    if let override = ProcessInfo.processInfo.environment["MODELBENCH_ANCHORS"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    return URL(fileURLWithPath: ".build-anchors")
  }

  static var programs: [(anchor: String, path: URL, package: String)] {
    [
      ("simdjson", directory.appendingPathComponent("simdjson-anchor"), "libsimdjson-dev"),
      ("simdjson On-Demand", directory.appendingPathComponent("simdjson-ondemand-anchor"), "libsimdjson-dev"),
      (
        "serde_json", directory.appendingPathComponent("serde/release/serde-anchor"), "librust-serde-json-dev"
      ),
      (
        "serde_json (exact floats)", directory.appendingPathComponent("serde-exact/release/serde-anchor"),
        "librust-serde-json-dev"
      ),
    ]
  }

  /// Runs every built program on the documents of `workloads` that it has models for; then, `rounds`
  /// times, the programs and the goals' cells document by document (``AnchorRound``).
  static func measure(workloads: [String], quick: Bool, rounds: Int) -> AnchorReport {
    let available = programs.filter { FileManager.default.isExecutableFile(atPath: $0.path.path) }
    guard !available.isEmpty else {
      return AnchorReport(
        measurements: [],
        absent:
          "the anchor programs are not built. `make anchors` installs libsimdjson-dev, cargo, "
          + "librust-serde-json-dev and librust-serde-derive-dev (Debian) and builds them into .build-anchors/; "
          + "`make bench` then includes them.")
    }
    let names = documents.filter(workloads.contains)
    guard !names.isEmpty else {
      return AnchorReport(
        measurements: [], absent: "the run has none of \(documents.joined(separator: ", ")).")
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modelbench-anchors-\(UUID())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let arguments = ["--samples", quick ? "3" : "10", "--milliseconds", quick ? "5" : "20"]
    var paths: [String: String] = [:]
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      for name in names { paths[name] = try path(of: name, in: scratch).path }
    } catch {
      return AnchorReport(measurements: [], absent: "the documents could not be written: \(error)")
    }
    var measurements: [AnchorMeasurement] = []
    var versions: [String: String] = [:]
    for program in available {
      FileHandle.standardError.write(Data("modelbench: anchors: \(program.anchor)\n".utf8))
      // One process per document, as in the paired rounds: a program that read the other documents
      // first parsed canada a third slower (its heap's history), so its medians disagreed with them.
      for name in names {
        let result = ChildProcess(
          program.path.path, arguments + ["\(name)=\(paths[name]!)"], errors: .inherited
        ).runForText()
        guard result.status == 0, let parsed = try? AnchorReport.measurements(fromLines: result.output) else {
          return AnchorReport(
            measurements: [],
            absent: "\(program.path.path) failed (status \(result.status)): \(result.output.prefix(300))")
        }
        measurements += parsed
      }
      let version = ChildProcess(
        "dpkg-query", ["-W", "-f", "${Version}", program.package], errors: .intoOutput
      ).runForText()
      if version.status == 0 { versions[program.anchor] = version.output }
    }
    var report = AnchorReport(measurements: measurements, versions: versions, setup: setup)
    if rounds > 0 {
      report.rounds = measureRounds(
        rounds, documents: names.map { ($0, paths[$0]!) }, programs: available.map(\.path), scratch: scratch)
    }
    return report
  }

  /// The document of a workload: the fixture file itself, or its minified variant written to `scratch`.
  private static func path(of workload: String, in scratch: URL) throws -> URL {
    let base = workload.hasSuffix("_minified") ? String(workload.dropLast("_minified".count)) : workload
    guard let fixture = Fixture(rawValue: base + ".json") else { throw FixtureError.missing(base) }
    guard workload.hasSuffix("_minified") else {
      return Fixture.directory.appendingPathComponent(fixture.rawValue)
    }
    let url = scratch.appendingPathComponent("\(workload).json")
    try Workloads.minifiedData(of: try Workloads.object(of: fixture)).write(to: url)
    return url
  }
}
