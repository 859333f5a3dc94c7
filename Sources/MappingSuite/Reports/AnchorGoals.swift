import BenchmarkKit
import Foundation
import ReportTable

/// One interleaved round of "Against the fastest"'s goal check: for each document, the anchor programs
/// and ModelBench's goal cells timed back to back.
///
/// The anchors are separate programs that the main run times once, after all its cells; on a shared
/// machine whose speed drifts by tens of percent over minutes, a ratio of two medians taken twenty
/// minutes apart says as much about the drift as about the code. A round's two sides are seconds apart,
/// so a drift moves both, and the median of the rounds' ratios (``RatioEstimate/paired(_:confidence:)``)
/// lets a disturbed round count as one.
package struct AnchorRound: Codable, Hashable, Sendable {
  /// Each anchor's median by ``AnchorGoal/anchorKey(_:_:_:)``.
  package var anchors: [String: Double]
  /// Each goal cell's median by its ``BenchmarkResult/key``.
  package var cells: [String: Double]

  package init(anchors: [String: Double], cells: [String: Double]) {
    self.anchors = anchors
    self.cells = cells
  }
}

/// What "Against the fastest" sets side by side, named by the suite that measures it: BenchmarkKit knows
/// no implementation and no anchor program by name.
package struct AnchorSetup: Codable, Hashable, Sendable {
  /// The text layer whose parse cells are set against the anchors' DOM parses (an implementation id).
  package var textLayer: String
  /// The platform's text layer, whose parse the text table divides by ``textLayer``'s.
  package var platformTextLayer: String
  /// The anchor programs with a DOM parse (``AnchorMeasurement/domParse``), in column order.
  package var domAnchors: [String]
  /// The anchors whose typed parse and stringify the byte pipelines are set against, in column order.
  package var typedAnchors: [String]
  /// The goals checked in the paired rounds.
  package var goals: [AnchorGoal]

  package init(
    textLayer: String, platformTextLayer: String, domAnchors: [String], typedAnchors: [String],
    goals: [AnchorGoal]
  ) {
    self.textLayer = textLayer
    self.platformTextLayer = platformTextLayer
    self.domAnchors = domAnchors
    self.typedAnchors = typedAnchors
    self.goals = goals
  }

  private enum CodingKeys: String, CodingKey {
    case textLayer, platformTextLayer, domAnchors, typedAnchors, typedAnchor, goals
  }

  /// Reads a saved run's setup; one saved before there were several typed anchors names its one as
  /// `typedAnchor`.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    textLayer = try container.decode(String.self, forKey: .textLayer)
    platformTextLayer = try container.decode(String.self, forKey: .platformTextLayer)
    domAnchors = try container.decode([String].self, forKey: .domAnchors)
    if let anchors = try container.decodeIfPresent([String].self, forKey: .typedAnchors) {
      typedAnchors = anchors
    } else {
      typedAnchors = [try container.decode(String.self, forKey: .typedAnchor)]
    }
    goals = try container.decode([AnchorGoal].self, forKey: .goals)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(textLayer, forKey: .textLayer)
    try container.encode(platformTextLayer, forKey: .platformTextLayer)
    try container.encode(domAnchors, forKey: .domAnchors)
    try container.encode(typedAnchors, forKey: .typedAnchors)
    try container.encode(goals, forKey: .goals)
  }

  /// Every cell the goals read on `document`, once each.
  package func cells(of document: String) -> [String] {
    var cells: [String] = []
    for goal in goals where goal.applies(to: document) {
      cells += goal.cells(document).filter { !cells.contains($0) }
    }
    return cells
  }
}

/// A goal "Against the fastest" checks: a ratio of two medians measured in the same round, and the bound
/// it must keep; with no bound, a reference beside the goals (how far one anchor is from another in the
/// same rounds), given no verdict.
package struct AnchorGoal: Codable, Hashable, Sendable {
  /// One side of the ratio.
  package enum Side: Codable, Hashable, Sendable {
    /// A cell of the run: its operation and implementation id, on the round's document.
    case cell(CellOperation, implementation: String)
    /// An anchor program's operation (``AnchorMeasurement/typedParse`` …) on the round's document.
    case anchor(String, operation: String)

    /// The side's median in `round` for `document`, nil when it was not measured.
    func median(in round: AnchorRound, _ document: String) -> Double? {
      switch self {
      case .cell(let operation, let implementation):
        round.cells[BenchmarkCase.id(document, operation, implementation)]
      case .anchor(let anchor, let operation):
        round.anchors[AnchorGoal.anchorKey(anchor, operation, document)]
      }
    }
  }

  /// What the ratio divides, for the table.
  package var name: String
  package var numerator: Side
  package var denominator: Side
  /// The bound, and whether the ratio must stay at or under it (`true`) or reach it (`false`); nil for
  /// a reference.
  package var bound: Double?
  package var atMost: Bool
  /// The documents the goal is set for, a minified variant counting as its document; nil for every one.
  package var documents: [String]?

  package init(
    name: String, numerator: Side, denominator: Side, bound: Double?, atMost: Bool = true,
    documents: [String]? = nil
  ) {
    self.name = name
    self.numerator = numerator
    self.denominator = denominator
    self.bound = bound
    self.atMost = atMost
    self.documents = documents
  }

  /// Whether the goal is set for `document` (`canada_minified` counts as `canada`).
  package func applies(to document: String) -> Bool {
    guard let documents else { return true }
    let base = document.hasSuffix("_minified") ? String(document.dropLast("_minified".count)) : document
    return documents.contains(base)
  }

  /// The key of an anchor's median in ``AnchorRound/anchors``.
  package static func anchorKey(_ anchor: String, _ operation: String, _ document: String) -> String {
    "\(anchor)/\(operation)/\(document)"
  }

  /// The run's cells the ratio reads on `document`.
  func cells(_ document: String) -> [String] {
    [numerator, denominator].compactMap {
      guard case .cell(let operation, let implementation) = $0 else { return nil }
      return BenchmarkCase.id(document, operation, implementation)
    }
  }

  /// The ratio in one round, for one document; nil when a side was not measured.
  func ratio(_ round: AnchorRound, _ document: String) -> Double? {
    guard let value = numerator.median(in: round, document),
      let divisor = denominator.median(in: round, document), divisor > 0
    else { return nil }
    return value / divisor
  }

  /// Whether `estimate` keeps the bound: `true` when its whole interval does, `false` when its whole
  /// interval misses it, nil when the interval straddles it or there is no bound.
  package func verdict(_ estimate: RatioEstimate) -> Bool? {
    guard let bound else { return nil }
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
  /// The confidence of each goal's interval.
  static let goalConfidence = 0.95

  func goalsMarkdown(documents: [String], goals: [AnchorGoal]) -> String {
    guard let rounds, rounds.count >= 2, !goals.isEmpty else { return "" }
    var out = "\n### The goals, paired\n\n"
    out += "Each goal's ratio again, in \(rounds.count) interleaved rounds: the anchor programs and "
    out += "ModelBench's cells for one document timed back to back (their order alternating), so that "
    out += "the machine's drift between the main run and the anchors moves both sides. The median of the "
    let percent = Format.number(Self.goalConfidence * 100, digits: 0) + " %"
    out += "rounds' ratios, with the sign test's \(percent) interval; a goal holds when its whole interval "
    out += "keeps the bound, misses when its whole interval does not, and is unclear otherwise."
    if goals.contains(where: { $0.bound == nil }) {
      out += " A row with no bound is a reference, measured in the same rounds: how far one program is "
      out += "from another, for reading the goals' bounds against."
    }
    out += "\n\n"
    typealias Row = (goal: AnchorGoal, document: String, estimate: RatioEstimate)
    let rows = goals.flatMap { goal in
      documents.filter(goal.applies(to:)).compactMap { document -> Row? in
        let ratios = rounds.compactMap { goal.ratio($0, document) }
        return RatioEstimate.paired(ratios, confidence: Self.goalConfidence).map { (goal, document, $0) }
      }
    }
    let table = Table<Row>(
      [
        .init("goal") { $0.goal.name },
        .init("document") { $0.document },
        .init("ratio", .trailing) { Format.ratio($0.estimate.ratio) },
        .init("\(percent) interval", .trailing) { row in
          let estimate = row.estimate
          return estimate.lower > 0 && estimate.upper.isFinite
            ? "\(Format.ratio(estimate.lower))–\(Format.ratio(estimate.upper))" : "too few rounds"
        },
        .init("bound", .trailing) { row in
          row.goal.bound.map { (row.goal.atMost ? "≤ " : "≥ ") + Format.ratio($0) } ?? "–"
        },
        .init("verdict") { row in
          guard row.goal.bound != nil else { return "reference" }
          return row.goal.verdict(row.estimate).map { $0 ? "holds" : "**misses**" } ?? "unclear"
        },
      ], rows: rows)
    return out + table.markdown()
  }
}
