import Foundation

/// What a report shows besides the cells: who is in it, the published figures, the optional sections'
/// measurements and the facts of the decision guide.
///
/// `results.json` keeps it beside the cells, so that a CI artifact or an old run renders again
/// (`modelbench report`), and a report rendered again equals the run's own.
public struct ReportContent: Codable, Sendable {
  /// The report's heading.
  public var title: String
  public var lineup: Lineup
  public var published: [PublishedFigure] = []
  public var anatomy: AnatomyReport?
  public var sweep: SweepReport?
  public var anchors: AnchorReport?
  public var decisionFacts: DecisionFacts?
  /// Sections the runner adds after the measured ones, as Markdown (each with its own `##` heading).
  public var sections: [String] = []
  /// The machine code each implementation adds, when it was measured.
  public var codeSize: CodeSizeReport?
  /// Whether the run measured every cell it set out to, in one go or resumed; nil for runs that did not
  /// say (made before runs kept a journal).
  public var completeness: RunCompleteness?
  /// The workloads that ran beside the suite's own for comparison (`run --alongside`); nil for runs that
  /// did not say.
  public var companions: [String]?
}

/// The machine code each implementation adds to an executable, and how that was measured.
public struct CodeSizeReport: Codable, Sendable, Hashable {
  /// Implementation id → bytes of code and read-only data.
  public var bytes: [String: Int]
  /// How the figures were measured, one sentence for the report.
  public var method: String

  public init(bytes: [String: Int], method: String) {
    self.bytes = bytes
    self.method = method
  }
}

/// Whether a run measured every cell it set out to.
public enum RunCompleteness: Codable, Sendable, Hashable {
  /// Every cell, in one go.
  case complete
  /// Every cell, over several invocations: the first started then (ISO 8601).
  case resumed(started: String)
  /// Stopped before the end: the cells not measured, by id.
  case partial(measured: Int, missing: [String])

  /// The words the report's Run line ends with.
  public var summary: String {
    switch self {
    case .complete: "complete"
    case .resumed(let started): "complete, resumed (first started \(started))"
    case .partial(let measured, let missing):
      "partial: \(measured) of \(measured + missing.count) cells measured (the rest under Not measured)"
    }
  }
}
