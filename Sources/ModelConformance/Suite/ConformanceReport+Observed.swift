import Foundation
import MappingSeam
import ReportTable

/// An implementation without an expectation table, compared: where its outcomes differ from a chosen
/// design's and from the designs' majority, so that a new column says more than what it did.
public struct ObservedComparison: Sendable, Equatable {
  /// The implementation compared, and the design it is compared with.
  public var implementation: String
  public var design: String
  /// The cases it ran (its outcome was not "unsupported").
  public var ran: Int
  /// The cases it ran whose outcome differs from the design's.
  public var unlikeDesign: [String]
  /// The cases it ran on which most designs agree, and those where it differs from them.
  public var withMajority: Int
  public var unlikeMajority: [String]

  /// Compares `implementation`'s outcomes with `design`'s and with the majority of `designs` (an
  /// outcome more than half of them give; a case with none is not counted).
  public init(
    _ implementation: String, with design: String, designs: [String], cases: [ConformanceCase],
    outcomes: [String: [String: Outcome]]
  ) {
    self.implementation = implementation
    self.design = design
    ran = 0
    unlikeDesign = []
    withMajority = 0
    unlikeMajority = []
    for testCase in cases {
      guard let own = outcomes[testCase.id]?[implementation], own != .unsupported else { continue }
      ran += 1
      if let theirs = outcomes[testCase.id]?[design], theirs != own { unlikeDesign.append(testCase.id) }
      if let majority = Self.majority(designs.compactMap { outcomes[testCase.id]?[$0] }) {
        withMajority += 1
        if majority != own { unlikeMajority.append(testCase.id) }
      }
    }
  }

  /// The outcome more than half of `outcomes` are; nil when none is.
  public static func majority(_ outcomes: [Outcome]) -> Outcome? {
    var counts: [Outcome: Int] = [:]
    for outcome in outcomes { counts[outcome, default: 0] += 1 }
    return counts.first { $0.value * 2 > outcomes.count }?.key
  }
}

extension ConformanceReport {
  /// The section of each observed implementation: how often it differs from `design` and from the
  /// designs' majority, and a row per case where it differs from either.
  static func observedSections(
    cases: [ConformanceCase], outcomes: [String: [String: Outcome]],
    implementations: [any MappingImplementation], expectations: Expectations, design: String?
  ) -> String {
    let designs = implementations.filter { !$0.isBaseline && expectations.covers($0.id) }
    guard let chosen = design ?? designs.first?.id else { return "" }
    let name = { (id: String) in implementations.first { $0.id == id }?.displayName ?? id }
    var out = ""
    for implementation in implementations where !expectations.covers(implementation.id) {
      let comparison = ObservedComparison(
        implementation.id, with: chosen, designs: designs.map(\.id), cases: cases, outcomes: outcomes)
      out += "## \(implementation.displayName) (observed) against the designs\n\n"
      out += "It has no expectation table, so its column is compared: of the \(comparison.ran) cases it ran, "
      out += "it differs from \(name(chosen)) on \(comparison.unlikeDesign.count), and from the designs' "
      out +=
        "majority on \(comparison.unlikeMajority.count) of the \(comparison.withMajority) where most designs "
      out += "agree. A difference is a choice to make, or a bug to find.\n\n"
      let shown = Set(comparison.unlikeDesign + comparison.unlikeMajority)
      guard !shown.isEmpty else { continue }
      let table = Table<ConformanceCase>(
        [
          .init("case") { "`\($0.id)`" },
          .init("what") { escape($0.summary) },
          .init(implementation.displayName) { cell(outcomes[$0.id]?[implementation.id]) },
          .init(name(chosen)) { cell(outcomes[$0.id]?[chosen]) },
          .init("majority") { testCase in
            let row = outcomes[testCase.id] ?? [:]
            return ObservedComparison.majority(designs.compactMap { row[$0.id] }).map { cell($0) } ?? "none"
          },
        ], rows: cases.filter { shown.contains($0.id) })
      out += table.markdown() + "\n"
    }
    return out
  }

  /// `implementation`'s outcomes as its first expectation table (case id → token, JSON with sorted keys):
  /// to be read over, corrected where an outcome is a bug, and loaded with ``Expectations/init(tokens:)``.
  public static func recordedExpectations(
    of implementation: String, cases: [ConformanceCase], outcomes: [String: [String: Outcome]]
  ) -> Data {
    var table: [String: String] = [:]
    for testCase in cases { table[testCase.id] = outcomes[testCase.id]?[implementation]?.token ?? "–" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(table)) ?? Data("{}".utf8)
  }
}
