/// What each implementation is expected to give on each case, keyed by implementation id, then case id.
///
/// Whoever defines an implementation writes its table (the project's are in `ModelAdapters/Expectations/`)
/// in the catalogue's notation: `=` unchanged, `✗` rejected, `–` unsupported, else the rendered value. An
/// implementation with no table is run and reported as observed: never a crash, never a silent pass.
public struct Expectations: Sendable {
  /// Implementation id → case id → outcome.
  public private(set) var tables: [String: [String: Outcome]]

  /// Tables in the catalogue's notation: implementation id → case id → token.
  public init(tokens: [String: [String: String]]) {
    tables = tokens.mapValues { $0.mapValues(Outcome.init(token:)) }
  }

  /// Whether `implementation` has a table at all.
  public func covers(_ implementation: String) -> Bool { tables[implementation] != nil }

  /// The expected outcome of one cell; nil when the implementation has no table or the table no row.
  public func expected(_ caseID: String, on implementation: String) -> Outcome? {
    tables[implementation]?[caseID]
  }

  /// How an observed outcome compares with the table.
  public func verdict(_ outcome: Outcome, case caseID: String, on implementation: String) -> Verdict {
    guard covers(implementation) else { return .observed }
    guard let expected = expected(caseID, on: implementation) else { return .missing }
    return expected == outcome ? .matches : .differs(expected: expected)
  }
}

/// One cell of the suite against its expectation.
public enum Verdict: Hashable, Sendable {
  /// The outcome is the one written down.
  case matches
  /// The outcome is not the one written down.
  case differs(expected: Outcome)
  /// The implementation has a table but no row for this case: the table must be completed.
  case missing
  /// The implementation has no table: the outcome is reported as observed.
  case observed
}
