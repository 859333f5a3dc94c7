/// What happened to one cell between a baseline and now.
public enum ComparisonVerdict: String, Codable, Hashable, Sendable {
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

/// The documented exit codes of every comparison: `modelbench compare`, `modelbench ab` and
/// `modelbench instructions --baseline`.
///
/// The worst verdict wins: a regression anywhere is `regressed`, even when other cells improved.
/// Command-line mistakes exit with ArgumentParser's usage code, 64.
public enum ComparisonOutcome: Int32, Sendable, CustomStringConvertible {
  /// No cell moved past the threshold.
  case unchanged = 0
  /// At least one cell regressed.
  case regressed = 1
  /// No regression, at least one improvement (re-record a baseline to keep it).
  case improved = 2
  /// No regression, but cells of the baseline were not measured.
  case incomplete = 3
  /// Nothing could be compared: an unreadable input, a runner that failed.
  case error = 4

  /// The outcome of a set of cell verdicts.
  public init(_ verdicts: some Sequence<ComparisonVerdict>) {
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

  public var description: String {
    switch self {
    case .unchanged: "unchanged"
    case .regressed: "regressed"
    case .improved: "improved"
    case .incomplete: "incomplete"
    case .error: "error"
    }
  }
}
