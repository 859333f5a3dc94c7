import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// "Against the fastest": the anchor programs' lines read, and the run's cells divided by them.
@Suite struct AnchorReportTests {
  static let lines = """
    {"anchor":"simdjson","operation":"dom-parse","document":"twitter","bytes":631515,"nanoseconds":[150000.0,152000.0,151000.0]}
    {"anchor":"serde_json","operation":"dom-parse","document":"twitter","bytes":631515,"nanoseconds":[1900000.0,1890000.0,1910000.0]}
    {"anchor":"serde_json","operation":"typed-parse","document":"twitter","bytes":631515,"nanoseconds":[840000.0,850000.0,845000.0]}

    {"anchor":"serde_json","operation":"typed-stringify","document":"twitter","bytes":631515,"nanoseconds":[300000.0]}
    """

  /// A second typed anchor's lines, and the setup that sets it first.
  static let onDemandLines = """
    {"anchor":"On-Demand","operation":"typed-parse","document":"twitter","bytes":631515,"nanoseconds":[338000.0]}
    {"anchor":"On-Demand","operation":"typed-stringify","document":"twitter","bytes":631515,"nanoseconds":[270000.0]}
    """
  static var twoTypedAnchors: AnchorSetup {
    var setup = AnchorGoalsTests.setup
    setup.typedAnchors = ["On-Demand", "serde_json"]
    return setup
  }

  static func run() -> BenchmarkRun {
    let environment = BenchmarkEnvironment(
      cpu: "Test CPU", cores: 2, swiftVersion: "Swift 6.3.1", jemallocVersion: "5.3.0", commit: "abc1234",
      date: "2026-11-25T00:00:00Z", quick: false)
    let cells: [(CellOperation, String, Double)] = [
      (.parse, "jsontext", 1_500_000), (.parse, "jsonserialization", 7_500_000),
      (.bytesToModel, "fast", 1_690_000), (.bytesToModel, "ref", 2_535_000),
      (.modelToBytes, "fast", 1_350_000), (.modelToBytes, "ref", 600_000),
    ]
    let results = cells.map { operation, implementation, nanoseconds in
      BenchmarkResult(
        workload: "twitter", operation: operation, implementation: implementation,
        samples: Array(repeating: nanoseconds, count: 5), inputBytes: 631_515, allocations: nil)
    }
    return BenchmarkRun(environment: environment, peakResidentBytes: nil, results: results)
  }

  @Test func linesAreReadAndMediansTaken() throws {
    let measurements = try AnchorReport.measurements(fromLines: Self.lines)
    #expect(measurements.count == 4)
    let report = AnchorReport(measurements: measurements, versions: ["simdjson": "3.0.1-1"])
    #expect(report.median("simdjson", "dom-parse", "twitter") == 151_000)
    #expect(report.median("serde_json", "typed-parse", "twitter") == 845_000)
    #expect(report.median("serde_json", "typed-parse", "citm_catalog") == nil)
    #expect(throws: DecodingError.self) { try AnchorReport.measurements(fromLines: "{\"anchor\": 1}") }
  }

  @Test func theSectionDividesTheRunByTheAnchors() throws {
    let report = AnchorReport(
      measurements: try AnchorReport.measurements(fromLines: Self.lines), versions: ["simdjson": "3.0.1-1"],
      setup: AnchorGoalsTests.setup)
    let markdown = report.markdown(run: Self.run(), lineup: syntheticLineup)
    #expect(markdown.contains("## Against the fastest"))
    #expect(markdown.contains("(simdjson 3.0.1-1)"))
    // JSONText 1.5 ms ÷ simdjson's 151 µs and ÷ serde_json's DOM 1.9 ms; 631 515 bytes in 1.5 ms is
    // 421 MB/s; JSONSerialization 7.5 ms is 5× JSONText.
    #expect(markdown.contains("| 1.50 ms | 9.93× | 0.79× | 421 | 5.00× |"))
    // bytes → model: 1.69 ms ÷ 0.845 ms = 2.00×; model → bytes: 1.35 ms ÷ 0.3 ms = 4.50×.
    #expect(markdown.contains("(2.00×)"))
    #expect(markdown.contains("(4.50×)"))
    #expect(markdown.contains("| document | serde_json | Fast design | Reference |"))
  }

  /// A run filtered to one direction: its table has that direction's implementations, and the other
  /// table is left out (it used to take the bytes → model columns, and had none).
  @Test func eachTableHasTheImplementationsOfItsOwnOperation() throws {
    let report = AnchorReport(
      measurements: try AnchorReport.measurements(fromLines: Self.lines), versions: ["simdjson": "3.0.1-1"],
      setup: AnchorGoalsTests.setup)
    let full = Self.run()
    let writesOnly = BenchmarkRun(
      environment: full.environment, peakResidentBytes: nil,
      results: full.results.filter { $0.operation != .bytesToModel })
    let markdown = report.markdown(run: writesOnly, lineup: syntheticLineup)
    #expect(!markdown.contains("bytes → model against"))
    #expect(markdown.contains("### model → bytes against"))
    #expect(markdown.contains("| document | serde_json | Fast design | Reference |"))
    #expect(markdown.contains("(4.50×)"))
  }

  /// Two typed anchors: a column each, and every cell divided by both, in column order.
  @Test func everyTypedAnchorHasItsColumnAndItsRatio() throws {
    let report = AnchorReport(
      measurements: try AnchorReport.measurements(fromLines: Self.lines + "\n" + Self.onDemandLines),
      setup: Self.twoTypedAnchors)
    let markdown = report.markdown(run: Self.run(), lineup: syntheticLineup)
    #expect(markdown.contains("### bytes → model against On-Demand's and serde_json's typed parse"))
    #expect(markdown.contains("| document | On-Demand | serde_json | Fast design | Reference |"))
    // 1.69 ms ÷ 338 µs = 5.00×, ÷ 845 µs = 2.00×; 1.35 ms ÷ 270 µs = 5.00×, ÷ 300 µs = 4.50×.
    #expect(markdown.contains("| twitter | 338.00 µs | 845.00 µs | 1.69 ms (5.00×, 2.00×) |"))
    #expect(markdown.contains("| twitter | 270.00 µs | 300.00 µs | 1.35 ms (5.00×, 4.50×) |"))
  }

  /// An anchor that measured only the typed parse (serde_json's exact-float build) has a column in the
  /// parse table and is left out of the stringify table and of the answer's stringify clause.
  @Test func aParseOnlyAnchorIsInTheParseTableAlone() throws {
    let exact = """
      {"anchor":"exact","operation":"typed-parse","document":"twitter","bytes":631515,"nanoseconds":[1690000.0]}
      """
    var setup = Self.twoTypedAnchors
    setup.typedAnchors.append("exact")
    var report = MarkdownReport(run: Self.run(), published: [], lineup: syntheticLineup)
    report.anchors = AnchorReport(
      measurements: try AnchorReport.measurements(
        fromLines: Self.lines + "\n" + Self.onDemandLines + "\n" + exact),
      setup: setup)
    let markdown = report.anchors!.markdown(run: Self.run(), lineup: syntheticLineup)
    #expect(markdown.contains("typed structs with the fixture models' fields"))
    #expect(markdown.contains("On-Demand's, serde_json's and exact's typed structs"))
    #expect(markdown.contains("| document | On-Demand | serde_json | exact | Fast design | Reference |"))
    #expect(
      markdown.contains("| twitter | 338.00 µs | 845.00 µs | 1.69 ms | 1.69 ms (5.00×, 2.00×, 1.00×) |"))
    #expect(markdown.contains("| twitter | 270.00 µs | 300.00 µs | 1.35 ms (5.00×, 4.50×) |"))
    #expect(markdown.contains("### bytes → model against On-Demand's, serde_json's and exact's typed parse"))
    #expect(markdown.contains("### model → bytes against On-Demand's and serde_json's typed stringify\n"))
    let text = report.render()
    #expect(text.contains("takes 5.00× On-Demand's, 2.00× serde_json's and 1.00× exact's typed parse"))
    #expect(text.contains("takes 5.00× On-Demand's and 4.50× serde_json's typed stringify"))
  }

  /// The answer names the fastest design's distance from each typed anchor, with its number.
  @Test func theAnswerNamesTheGapToEachTypedAnchor() throws {
    var report = MarkdownReport(run: Self.run(), published: [], lineup: syntheticLineup)
    report.anchors = AnchorReport(
      measurements: try AnchorReport.measurements(fromLines: Self.lines + "\n" + Self.onDemandLines),
      setup: Self.twoTypedAnchors)
    let text = report.render()
    #expect(
      text.contains(
        "- Against the fastest: **Fast design** bytes→model takes 5.00× On-Demand's and 2.00× serde_json's "
          + "typed parse; **Fast design** model→bytes takes 5.00× On-Demand's and 4.50× serde_json's typed "
          + "stringify"), "\(text.prefix(3000))")
    report.anchors = AnchorReport(measurements: [], absent: "not built")
    #expect(!report.render().contains("- Against the fastest"))
  }

  /// Results that name no anchors (written before the setup was kept) say so rather than guess.
  @Test func aReportWithoutASetupSaysSo() throws {
    let report = AnchorReport(measurements: try AnchorReport.measurements(fromLines: Self.lines))
    let markdown = report.markdown(run: Self.run(), lineup: syntheticLineup)
    #expect(markdown.contains("Not measured in this run: the results name no anchors."))
  }

  @Test func anAbsentAnchorIsSaidSo() {
    let report = AnchorReport(measurements: [], absent: "the anchor programs are not built.")
    let markdown = report.markdown(run: Self.run(), lineup: syntheticLineup)
    #expect(markdown.contains("Not measured in this run: the anchor programs are not built."))
  }
}
