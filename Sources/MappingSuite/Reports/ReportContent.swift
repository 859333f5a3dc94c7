import BenchmarkKit
import Foundation

/// What a report shows besides the cells: who is in it, the published figures, the optional sections'
/// measurements and the facts of the decision guide.
///
/// `results.json` keeps it beside the cells, so that a CI artifact or an old run renders again
/// (`modelbench report`), and a report rendered again equals the run's own.
package struct ReportContent: Codable, Sendable {
  /// The report's heading.
  package var title: String
  package var lineup: Lineup
  package var published: [PublishedFigure] = []
  package var anatomy: AnatomyReport?
  package var sweep: SweepReport?
  package var anchors: AnchorReport?
  package var decisionFacts: DecisionFacts?
  /// Sections the runner adds after the measured ones, as Markdown (each with its own `##` heading).
  package var sections: [String] = []
  /// The machine code each implementation adds, when it was measured.
  package var codeSize: CodeSizeReport?
  /// Whether the run measured every cell it set out to, in one go or resumed; nil for runs that did not
  /// say (made before runs kept a journal).
  package var completeness: RunCompleteness?
  /// The workloads that ran beside the suite's own for comparison (`run --alongside`); nil for runs that
  /// did not say.
  package var companions: [String]?
  /// The workload sets the answer compares (``WorkloadComparison``); nil for runs that did not say.
  package var comparisons: [WorkloadComparison]?
  /// The sections after the answer, in order; nil for the standard order (``ReportSection/standard``).
  package var sectionOrder: [ReportSection]?
}

/// The machine code each implementation adds to an executable, and how that was measured.
package struct CodeSizeReport: Codable, Sendable, Hashable {
  /// Implementation id → bytes of code and read-only data.
  package var bytes: [String: Int]
  /// How the figures were measured, one sentence for the report.
  package var method: String

  package init(bytes: [String: Int], method: String) {
    self.bytes = bytes
    self.method = method
  }
}

/// Whether a run measured every cell it set out to.
package enum RunCompleteness: Codable, Sendable, Hashable {
  /// Every cell, in one go.
  case complete
  /// Every cell, over several invocations: the first started then (ISO 8601).
  case resumed(started: String)
  /// Stopped before the end: the cells not measured, by id.
  case partial(measured: Int, missing: [String])

  /// The words the report's Run line ends with.
  package var summary: String {
    switch self {
    case .complete: "complete"
    case .resumed(let started): "complete, resumed (first started \(started))"
    case .partial(let measured, let missing):
      "partial: \(measured) of \(measured + missing.count) cells measured (the rest under Not measured)"
    }
  }
}
