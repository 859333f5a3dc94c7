import BenchmarkKit
import Foundation
import Testing

/// "The goals, paired": each round's ratio taken within the round, their median and sign-test interval,
/// and a verdict only when the whole interval is on one side of the bound.
@Suite struct AnchorGoalsTests {
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
    let report = AnchorReport(measurements: try AnchorReport.measurements(fromLines: lines), rounds: rounds)
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
      AnchorGoal.cells(of: "citm_catalog") == [
        "citm_catalog/bytes→model/yy-direct", "citm_catalog/model→bytes/yy-direct",
        "citm_catalog/parse/jsonserialization", "citm_catalog/parse/jsontext",
      ])
  }

  @Test func roundsSurviveTheResultsFile() throws {
    let report = AnchorReport(
      measurements: [], rounds: [Self.round(speed: 1, direct: 1, serde: 1, foundation: 5, jsonText: 1)])
    let decoded = try JSONDecoder().decode(AnchorReport.self, from: JSONEncoder().encode(report))
    #expect(decoded.rounds == report.rounds)
  }
}
