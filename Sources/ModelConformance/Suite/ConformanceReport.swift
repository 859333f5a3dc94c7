import Foundation
import MappingSeam
import ReportTable

/// Reports/conformance.md: the matrix of cases × implementations, counts, and where the designs differ.
public enum ConformanceReport {
  /// Renders the report from outcomes (case id → implementation id → outcome).
  ///
  /// An implementation that `expectations` does not cover is headed "(observed)": its column is what it
  /// did, checked against no table, and a section of its own compares it with `design` (the first design
  /// the tables cover, YYStyle in ModelBench, by default) and with the designs' majority.
  public static func markdown(
    cases: [ConformanceCase], outcomes: [String: [String: Outcome]],
    implementations: [any MappingImplementation], expectations: Expectations, design: String? = nil
  ) -> String {
    let ids = implementations.map(\.id)
    let names = implementations.map {
      expectations.covers($0.id) ? $0.displayName : "\($0.displayName) (observed)"
    }
    var out = """
      # Conformance matrix

      Every case of the catalogue (`Sources/ModelConformance/Catalogue/`) run on every design and baseline
      through the same seam. A cell shows what the implementation did: the value it produced (rendered the
      same way for all), `=` when the field kept the value a fresh model holds, `✗` when the operation was
      rejected with an error value (or nil), `–` when the implementation cannot run the case (no adapter for
      that model or operation). `make conformance` regenerates this file; a test fails when it is stale.

      \(cases.count) cases × \(ids.count) implementations.

      ## Counts


      """
    let groups = ConformanceCase.Group.allCases.map { group in
      (label: group.rawValue, members: cases.filter { $0.group == group })
    }.filter { !$0.members.isEmpty }
    let counts = Table(
      [.init("group") { $0.label }, .init("cases", .trailing) { String($0.members.count) }]
        + zip(ids, names).map { id, name in
          .init(name) { row in summary(row.members.compactMap { outcomes[$0.id]?[id] }) }
        },
      rows: groups + [(label: "**all**", members: cases)])
    out += counts.markdown() + "\n"
    out += "Each count is values · unchanged (=) · rejected (✗) · unsupported (–).\n\n"

    for group in groups {
      let table = Table<ConformanceCase>(
        [.init("case") { "`\($0.id)`" }, .init("what") { escape($0.summary) }]
          + zip(ids, names).map { id, name in .init(name) { cell(outcomes[$0.id]?[id]) } },
        rows: group.members)
      out += "## \(group.label)\n\n" + table.markdown() + "\n"
    }

    let designImplementations = implementations.filter { !$0.isBaseline }
    let designs = designImplementations.map(\.id)
    let differing = cases.filter { testCase in
      Set(designs.compactMap { outcomes[testCase.id]?[$0] }).count > 1
    }
    out += "## Where the designs differ\n\n"
    out += "\(differing.count) of \(cases.count) cases give different outcomes across "
    out += "\(implementations.filter { !$0.isBaseline }.map(\.displayName).joined(separator: ", ")):\n\n"
    for group in ConformanceCase.Group.allCases {
      let members = differing.filter { $0.group == group }
      guard !members.isEmpty else { continue }
      out += "- **\(group.rawValue)** (\(members.count)): "
      out += members.map { testCase in
        let parts = designImplementations.map { design in
          "\(design.displayName) \(cell(outcomes[testCase.id]?[design.id]))"
        }
        return "\(escape(testCase.summary)) — \(parts.joined(separator: ", "))"
      }.joined(separator: "; ")
      out += "\n"
    }
    out +=
      "\n"
      + observedSections(
        cases: cases, outcomes: outcomes, implementations: implementations, expectations: expectations,
        design: design)
    out += PeerSuite.markdown(PeerSuite.all)
    return out
  }

  private static func summary(_ outcomes: [Outcome]) -> String {
    var counts = (value: 0, unchanged: 0, rejected: 0, unsupported: 0)
    for outcome in outcomes {
      switch outcome {
      case .value: counts.value += 1
      case .unchanged: counts.unchanged += 1
      case .rejected: counts.rejected += 1
      case .unsupported: counts.unsupported += 1
      }
    }
    return "\(counts.value) · \(counts.unchanged) · \(counts.rejected) · \(counts.unsupported)"
  }

  static func cell(_ outcome: Outcome?) -> String {
    guard let outcome else { return "?" }
    return escape(outcome.token.count > 60 ? String(outcome.token.prefix(57)) + "…" : outcome.token)
  }

  static func escape(_ text: String) -> String {
    TableCell.escaped(text).replacingOccurrences(of: "\n", with: " ")
  }

  /// Runs every case on every implementation.
  /// The default time zone the catalogue runs in (``run(cases:implementations:)`` sets it): GMT.
  public static let zone = TimeZone(identifier: "GMT")!

  public static func run(
    cases: [ConformanceCase], implementations: [any MappingImplementation]
  ) -> [String: [String: Outcome]] {
    // Dates without a zone read in the process's default zone in some designs (XYYStyle, as its
    // original): the catalogue's outcomes are GMT's whatever the machine's zone.
    NSTimeZone.default = ConformanceReport.zone
    var outcomes: [String: [String: Outcome]] = [:]
    let trace = ProcessInfo.processInfo.environment["MODELBENCH_TRACE"] != nil
    for testCase in cases {
      for implementation in implementations {
        if trace { FileHandle.standardError.write(Data("\(testCase.id) \(implementation.id)\n".utf8)) }
        outcomes[testCase.id, default: [:]][implementation.id] =
          ConformanceRunner.outcome(of: testCase, on: implementation)
      }
    }
    return outcomes
  }

  /// The report a passing run gives: the expected outcomes of every covered implementation, and the
  /// observed ones of the others.
  public static func expectedMarkdown(
    implementations: [any MappingImplementation], expectations: Expectations
  ) -> String {
    let cases = Catalogue.all
    let uncovered = implementations.filter { !expectations.covers($0.id) }
    var outcomes = run(cases: cases, implementations: uncovered)
    for testCase in cases {
      for implementation in implementations where expectations.covers(implementation.id) {
        outcomes[testCase.id, default: [:]][implementation.id] =
          expectations.expected(testCase.id, on: implementation.id)
      }
    }
    return markdown(
      cases: cases, outcomes: outcomes, implementations: implementations, expectations: expectations)
  }
}
