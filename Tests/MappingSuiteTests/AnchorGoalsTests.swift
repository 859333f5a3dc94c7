import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// "The goals, paired": each round's ratio taken within the round, their median and sign-test interval,
/// and a verdict only when the whole interval is on one side of the bound.
@Suite struct AnchorGoalsTests {
  /// The built-in runner's setup, with the ids a test suite gives it.
  static let setup = AnchorSetup(
    textLayer: "jsontext", platformTextLayer: "jsonserialization", domAnchors: ["simdjson", "serde_json"],
    typedAnchors: ["serde_json"],
    goals: [
      AnchorGoal(
        name: "YYStyle (direct) bytes→model ÷ serde_json typed parse",
        numerator: .cell(.bytesToModel, implementation: "yy-direct"),
        denominator: .anchor("serde_json", operation: AnchorMeasurement.typedParse), bound: 2, atMost: true),
      AnchorGoal(
        name: "YYStyle (direct) model→bytes ÷ serde_json typed stringify",
        numerator: .cell(.modelToBytes, implementation: "yy-direct"),
        denominator: .anchor("serde_json", operation: AnchorMeasurement.typedStringify), bound: 2,
        atMost: true),
      AnchorGoal(
        name: "JSONSerialization parse ÷ JSONText parse",
        numerator: .cell(.parse, implementation: "jsonserialization"),
        denominator: .cell(.parse, implementation: "jsontext"), bound: 4, atMost: false),
    ])

  /// A round on twitter whose machine ran `speed` times slower than the first: both sides move.
  static func round(speed: Double, direct: Double, serde: Double, foundation: Double, jsonText: Double)
    -> AnchorRound
  {
    AnchorRound(
      anchors: [
        AnchorGoal.anchorKey("serde_json", "typed-parse", "twitter"): serde * speed,
        AnchorGoal.anchorKey("serde_json", "typed-stringify", "twitter"): serde * speed,
      ],
      cells: [
        "twitter/bytes→model/yy-direct": direct * speed,
        "twitter/model→bytes/yy-direct": direct * 3 * speed,
        "twitter/parse/jsonserialization": foundation * speed,
        "twitter/parse/jsontext": jsonText * speed,
      ])
  }

  static func markdown(_ rounds: [AnchorRound]) throws -> String {
    let lines = """
      {"anchor":"serde_json","operation":"typed-parse","document":"twitter","bytes":631515,"nanoseconds":[1000.0]}
      """
    let report = AnchorReport(
      measurements: try AnchorReport.measurements(fromLines: lines), rounds: rounds, setup: setup)
    return report.markdown(run: AnchorReportTests.run(), lineup: syntheticLineup)
  }

  /// The machine's speed swings threefold between rounds, yet every round's ratio is the same: the
  /// goals are judged on the code, not on the drift.
  @Test func aDriftBetweenRoundsMovesBothSides() throws {
    let speeds: [Double] = [1, 3, 1.5, 2.5, 1, 2, 3, 1.2, 1.8, 2.2]
    let rounds = speeds.map { Self.round(speed: $0, direct: 1.5, serde: 1, foundation: 5, jsonText: 1) }
    let markdown = try Self.markdown(rounds)
    #expect(markdown.contains("### The goals, paired"))
    #expect(markdown.contains("in 10 interleaved rounds"))
    #expect(
      markdown.contains(
        "| YYStyle (direct) bytes→model ÷ serde_json typed parse | twitter | 1.50× | 1.50×–1.50× | ≤ 2.00× | holds |"
      ))
    #expect(
      markdown.contains(
        "| YYStyle (direct) model→bytes ÷ serde_json typed stringify | twitter | 4.50× | 4.50×–4.50× | ≤ 2.00× | **misses** |"
      ))
    #expect(
      markdown.contains(
        "| JSONSerialization parse ÷ JSONText parse | twitter | 5.00× | 5.00×–5.00× | ≥ 4.00× | holds |"))
  }

  /// Ratios on both sides of the bound give no verdict.
  @Test func anIntervalAcrossTheBoundIsUnclear() throws {
    let directs: [Double] = [1.6, 2.4, 1.8, 2.2, 1.9, 2.1, 1.7, 2.3, 2.0, 1.95]
    let rounds = directs.map { Self.round(speed: 1, direct: $0, serde: 1, foundation: 5, jsonText: 1) }
    let markdown = try Self.markdown(rounds)
    #expect(markdown.contains("≤ 2.00× | unclear |"))
  }

  /// Fewer than two rounds make no table; the section is otherwise unchanged.
  @Test func withoutRoundsThereIsNoTable() throws {
    #expect(!(try Self.markdown([])).contains("The goals, paired"))
    let one = [Self.round(speed: 1, direct: 1, serde: 1, foundation: 5, jsonText: 1)]
    #expect(!(try Self.markdown(one)).contains("The goals, paired"))
  }

  @Test func theCellsOfADocumentAreTheGoalsCellsOnce() {
    #expect(
      Self.setup.cells(of: "citm_catalog") == [
        "citm_catalog/bytes→model/yy-direct", "citm_catalog/model→bytes/yy-direct",
        "citm_catalog/parse/jsonserialization", "citm_catalog/parse/jsontext",
      ])
  }

  @Test func roundsSurviveTheResultsFile() throws {
    let report = AnchorReport(
      measurements: [], rounds: [Self.round(speed: 1, direct: 1, serde: 1, foundation: 5, jsonText: 1)],
      setup: Self.setup)
    let decoded = try JSONDecoder().decode(AnchorReport.self, from: JSONEncoder().encode(report))
    #expect(decoded.rounds == report.rounds)
    #expect(decoded.setup == Self.setup)
  }

  /// A goal set for some documents is judged on them (a minified variant counting as its document),
  /// and its cells are timed on no other.
  @Test func aGoalForSomeDocumentsIsJudgedOnThemOnly() throws {
    var setup = Self.setup
    setup.goals = [
      AnchorGoal(
        name: "canada only", numerator: .cell(.modelToBytes, implementation: "yy-direct"),
        denominator: .anchor("serde_json", operation: AnchorMeasurement.typedStringify), bound: 1,
        atMost: true, documents: ["canada"])
    ]
    #expect(setup.goals[0].applies(to: "canada"))
    #expect(setup.goals[0].applies(to: "canada_minified"))
    #expect(!setup.goals[0].applies(to: "twitter"))
    #expect(setup.cells(of: "twitter").isEmpty)
    #expect(setup.cells(of: "canada") == ["canada/model→bytes/yy-direct"])
    // Rounds on twitter only: the canada goal has no row.
    let rounds = (1...6).map { _ in Self.round(speed: 1, direct: 1, serde: 1, foundation: 5, jsonText: 1) }
    let line =
      #"{"anchor":"serde_json","operation":"typed-parse","document":"twitter","bytes":1,"nanoseconds":[1.0]}"#
    let report = AnchorReport(
      measurements: try AnchorReport.measurements(fromLines: line), rounds: rounds, setup: setup)
    let markdown = report.markdown(run: AnchorReportTests.run(), lineup: syntheticLineup)
    #expect(!markdown.contains("| canada only |"))
  }

  /// A row with no bound sets two anchors against each other in the same rounds: its ratio and interval,
  /// no verdict; it survives the results file.
  @Test func aReferenceRowHasARatioAndNoVerdict() throws {
    var setup = Self.setup
    setup.goals.append(
      AnchorGoal(
        name: "fast ÷ serde_json typed parse",
        numerator: .anchor("fast", operation: AnchorMeasurement.typedParse),
        denominator: .anchor("serde_json", operation: AnchorMeasurement.typedParse), bound: nil))
    let speeds: [Double] = [1, 2, 1.5, 3, 1.2, 2.5]
    let rounds = speeds.map { speed in
      var round = Self.round(speed: speed, direct: 1.5, serde: 1, foundation: 5, jsonText: 1)
      round.anchors[AnchorGoal.anchorKey("fast", AnchorMeasurement.typedParse, "twitter")] = 0.8 * speed
      return round
    }
    #expect(setup.cells(of: "twitter").count == 4)
    let line =
      #"{"anchor":"serde_json","operation":"typed-parse","document":"twitter","bytes":1,"nanoseconds":[1.0]}"#
    let report = AnchorReport(
      measurements: try AnchorReport.measurements(fromLines: line), rounds: rounds, setup: setup)
    let markdown = report.markdown(run: AnchorReportTests.run(), lineup: syntheticLineup)
    #expect(
      markdown.contains("| fast ÷ serde_json typed parse | twitter | 0.80× | 0.80×–0.80× | – | reference |"))
    #expect(markdown.contains("A row with no bound is a reference"))
    #expect(markdown.contains("| ≤ 2.00× | holds |"))
    let decoded = try JSONDecoder().decode(AnchorSetup.self, from: JSONEncoder().encode(setup))
    #expect(decoded == setup)
    #expect(decoded.goals.last?.bound == nil)
    // Without references the sentence is left out.
    #expect(!(try Self.markdown(rounds)).contains("A row with no bound"))
  }

  /// A results file written when the setup had one typed anchor (`typedAnchor`) still reads.
  @Test func aSetupWithOneTypedAnchorStillReads() throws {
    let saved = """
      {"textLayer":"jsontext","platformTextLayer":"jsonserialization","domAnchors":["simdjson"],
       "typedAnchor":"serde_json","goals":[]}
      """
    let setup = try JSONDecoder().decode(AnchorSetup.self, from: Data(saved.utf8))
    #expect(setup.typedAnchors == ["serde_json"])
    let encoded = try JSONDecoder().decode(AnchorSetup.self, from: JSONEncoder().encode(setup))
    #expect(encoded == setup)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        AnchorSetup.self,
        from: Data(#"{"textLayer":"a","platformTextLayer":"b","domAnchors":[],"goals":[]}"#.utf8))
    }
  }

  /// Goals name their cells and anchors by the ids they were given: other ids, the same table.
  @Test func goalsReadTheIdsTheSuiteGives() throws {
    var setup = Self.setup
    setup.domAnchors = ["theirs"]
    setup.typedAnchors = ["theirs"]
    setup.goals = [
      AnchorGoal(
        name: "mine ÷ theirs", numerator: .cell(.bytesToModel, implementation: "mine"),
        denominator: .anchor("theirs", operation: AnchorMeasurement.typedParse), bound: 3, atMost: true)
    ]
    let rounds = (1...6).map { speed in
      AnchorRound(
        anchors: [AnchorGoal.anchorKey("theirs", AnchorMeasurement.typedParse, "twitter"): Double(speed)],
        cells: ["twitter/bytes→model/mine": 2.5 * Double(speed)])
    }
    #expect(setup.cells(of: "twitter") == ["twitter/bytes→model/mine"])
    let lines = """
      {"anchor":"theirs","operation":"typed-parse","document":"twitter","bytes":10,"nanoseconds":[1.0]}
      """
    let report = AnchorReport(
      measurements: try AnchorReport.measurements(fromLines: lines), rounds: rounds, setup: setup)
    let markdown = report.markdown(run: AnchorReportTests.run(), lineup: syntheticLineup)
    #expect(markdown.contains("| mine ÷ theirs | twitter | 2.50× |"))
    #expect(markdown.contains("| document | theirs |"))
    #expect(!markdown.contains("serde_json"))
  }
}
