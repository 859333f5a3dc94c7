/// What happened to one cell between a baseline and now.
package enum ComparisonVerdict: String, Codable, Hashable, Sendable {
  /// Within the threshold, or not shown beyond doubt.
  case unchanged
  /// Slower (or more instructions, or more allocations) beyond the threshold.
  case regressed
  /// Faster (or fewer) beyond the threshold.
  case improved
  /// In the baseline, not measured now: a cell that stopped working, or a filter.
  case missing
  /// Measured now, not in the baseline.
  case new
}

/// What a comparison found over all its cells: `modelbench compare`, `ab`, `instructions --baseline`
/// and `bisect` exit with it (BenchmarkCommands' `CommandExit` names the codes).
///
/// The worst verdict wins: a regression anywhere is `regressed`, even when other cells improved.
package enum ComparisonOutcome: String, Sendable, CustomStringConvertible {
  /// No cell moved past the threshold.
  case unchanged
  /// At least one cell regressed.
  case regressed
  /// No regression, at least one improvement (re-record a baseline to keep it).
  case improved
  /// No regression, but cells of the baseline were not measured.
  case incomplete

  /// The outcome of a set of cell verdicts.
  package init(_ verdicts: some Sequence<ComparisonVerdict>) {
    let all = Set(verdicts)
    if all.contains(.regressed) {
      self = .regressed
    } else if all.contains(.missing) {
      self = .incomplete
    } else if all.contains(.improved) {
      self = .improved
    } else {
      self = .unchanged
    }
  }

  package var description: String { rawValue }
}
