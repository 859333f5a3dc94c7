import Foundation

/// One interleaved round of "Against the fastest"'s goal check: for each document, the anchor programs
/// and ModelBench's goal cells timed back to back.
///
/// The anchors are separate programs that the main run times once, after all its cells; on a shared
/// machine whose speed drifts by tens of percent over minutes, a ratio of two medians taken twenty
/// minutes apart says as much about the drift as about the code. A round's two sides are seconds apart,
/// so a drift moves both, and the median of the rounds' ratios (``RatioEstimate/paired(_:confidence:)``)
/// lets a disturbed round count as one.
public struct AnchorRound: Codable, Hashable, Sendable {
  /// Each anchor's median by ``AnchorGoal/anchorKey(_:_:_:)``.
  public var anchors: [String: Double]
  /// Each goal cell's median by its ``BenchmarkResult/key``.
  public var cells: [String: Double]

  public init(anchors: [String: Double], cells: [String: Double]) {
    self.anchors = anchors
    self.cells = cells
  }
}

/// A goal "Against the fastest" checks: a ratio of two medians measured in the same round, and the bound
/// it must keep.
public struct AnchorGoal: Sendable {
  /// What the ratio divides, for the table.
  public var name: String
  /// The bound, and whether the ratio must stay at or under it (`true`) or reach it (`false`).
  public var bound: Double
  public var atMost: Bool
  /// The cells of a document the ratio reads.
  let cells: @Sendable (String) -> [String]
  /// The ratio in one round, for one document; nil when a side was not measured.
  let ratio: @Sendable (AnchorRound, String) -> Double?

  /// The key of an anchor's median in ``AnchorRound/anchors``.
  public static func anchorKey(_ anchor: String, _ operation: String, _ document: String) -> String {
    "\(anchor)/\(operation)/\(document)"
  }

  private static func cell(_ document: String, _ operation: MappingOperation, _ implementation: String)
    -> String
  {
    "\(document)/\(operation.rawValue)/\(implementation)"
  }

  /// A cell's median over an anchor's, both from the round.
  private static func over(
    _ name: String, _ operation: MappingOperation, _ implementation: String, anchorOperation: String,
    bound: Double
  ) -> AnchorGoal {
    AnchorGoal(
      name: name, bound: bound, atMost: true, cells: { [cell($0, operation, implementation)] },
      ratio: { round, document in
        guard let value = round.cells[cell(document, operation, implementation)],
          let anchor = round.anchors[anchorKey("serde_json", anchorOperation, document)], anchor > 0
        else { return nil }
        return value / anchor
      })
  }

  /// The goals against the anchors: the direct pipeline within 2× of serde_json's typed paths
  /// both ways, and JSONText's parse at least 4× JSONSerialization's.
  public static let all: [AnchorGoal] = [
    over(
      "YYStyle (direct) bytes→model ÷ serde_json typed parse", .bytesToModel, "yy-direct",
      anchorOperation: "typed-parse", bound: 2),
    over(
      "YYStyle (direct) model→bytes ÷ serde_json typed stringify", .modelToBytes, "yy-direct",
      anchorOperation: "typed-stringify", bound: 2),
    AnchorGoal(
      name: "JSONSerialization parse ÷ JSONText parse", bound: 4, atMost: false,
      cells: { [cell($0, .parse, "jsonserialization"), cell($0, .parse, "jsontext")] },
      ratio: { round, document in
        guard let foundation = round.cells[cell(document, .parse, "jsonserialization")],
          let jsonText = round.cells[cell(document, .parse, "jsontext")], jsonText > 0
        else { return nil }
        return foundation / jsonText
      }),
  ]

  /// Every cell the goals read on `document`, once each.
  public static func cells(of document: String) -> [String] {
    var cells: [String] = []
    for goal in all { cells += goal.cells(document).filter { !cells.contains($0) } }
    return cells
  }

  /// Whether `estimate` keeps the bound: `true` when its whole interval does, `false` when its whole
  /// interval misses it, nil when the interval straddles it.
  public func verdict(_ estimate: RatioEstimate) -> Bool? {
    if atMost {
      if estimate.upper <= bound { return true }
      if estimate.lower > bound { return false }
    } else {
      if estimate.lower >= bound { return true }
      if estimate.upper < bound { return false }
    }
    return nil
  }
}

extension AnchorReport {
  /// The paired goal check's Markdown: one row per goal and document, from ``rounds``; empty without
  /// rounds.
  func goalsMarkdown(documents: [String]) -> String {
    guard let rounds, rounds.count >= 2 else { return "" }
    var out = "\n### The goals, paired\n\n"
    out += "Each goal's ratio again, in \(rounds.count) interleaved rounds: the anchor programs and "
    out += "ModelBench's cells for one document timed back to back (their order alternating), so that "
    out += "the machine's drift between the main run and the anchors moves both sides. The median of the "
    out += "rounds' ratios, with the sign test's 95 % interval; a goal holds when its whole interval "
    out += "keeps the bound, misses when its whole interval does not, and is unclear otherwise.\n\n"
    out += "| goal | document | ratio | 95 % interval | bound | verdict |\n|---|---|--:|--:|--:|---|\n"
    for goal in AnchorGoal.all {
      for document in documents {
        let ratios = rounds.compactMap { goal.ratio($0, document) }
        guard let estimate = RatioEstimate.paired(ratios, confidence: 0.95) else { continue }
        let verdict = goal.verdict(estimate).map { $0 ? "holds" : "**misses**" } ?? "unclear"
        let bounded = estimate.lower > 0 && estimate.upper.isFinite
        let interval =
          bounded ? "\(Format.ratio(estimate.lower))–\(Format.ratio(estimate.upper))" : "too few rounds"
        let bound = (goal.atMost ? "≤ " : "≥ ") + Format.ratio(goal.bound)
        out += "| \(goal.name) | \(document) | \(Format.ratio(estimate.ratio)) | \(interval) | \(bound) "
        out += "| \(verdict) |\n"
      }
    }
    return out
  }
}
