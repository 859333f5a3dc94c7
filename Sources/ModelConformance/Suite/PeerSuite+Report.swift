import ReportTable

extension PeerSuite {
  /// Counts of one suite: test methods of the original, ported, passing as the original asserts, passing
  /// with a documented difference, with a known issue, skipped.
  public struct Counts: Equatable, Sendable {
    public var tests = 0
    public var ported = 0
    public var passed = 0
    public var differences = 0
    public var knownIssues = 0
    public var skipped = 0
  }

  public var counts: Counts {
    var counts = Counts()
    for test in files.flatMap(\.tests) {
      counts.tests += 1
      switch test.status {
      case .ported:
        counts.ported += 1
        counts.passed += 1
      case .documentedDifference:
        counts.ported += 1
        counts.differences += 1
      case .knownIssue:
        counts.ported += 1
        counts.knownIssues += 1
      case .skipped: counts.skipped += 1
      }
    }
    return counts
  }

  /// The "Peer suites" section of Reports/conformance.md.
  public static func markdown(_ suites: [PeerSuite]) -> String {
    var out = """
      ## Peer suites

      Each original's own unit tests, ported with their inputs and expected values and run on its design
      by `make test` (`Sources/ModelConformance/Catalogue/PeerSuites.swift` lists them; a test checks the
      list against the ported files). *Passed* runs as the original asserts; *difference* passes with one
      expected value changed to a deliberate difference the design documents; *known issue* runs with one
      assertion recorded as a known issue; *skipped* cannot exist on Linux or is not in the released line.


      """
    let count = { (header: String, value: KeyPath<Counts, Int>) in
      Table<PeerSuite>.Column(header, .trailing) { String($0.counts[keyPath: value]) }
    }
    out += Table(
      [
        .init("original") { $0.original }, .init("design") { $0.design }, count("tests", \.tests),
        count("ported", \.ported), count("passed", \.passed), count("difference", \.differences),
        count("known issue", \.knownIssues), count("skipped", \.skipped),
      ], rows: suites
    ).markdown()
    for suite in suites {
      out += "\n### \(suite.original) → \(suite.design) (`\(suite.folder)`)\n\n"
      for file in suite.files {
        let ported = file.tests.filter(\.status.isPorted).count
        out += "- `\(file.original)`"
        out += file.port.map { " → `\($0)`" } ?? ""
        out += ": \(ported) of \(file.tests.count) ported"
        let notes = file.tests.compactMap { test -> String? in
          switch test.status {
          case .ported: nil
          case .documentedDifference(let reason): "`\(test.name)` difference: \(reason)"
          case .knownIssue(let reason): "`\(test.name)` known issue: \(reason)"
          case .skipped(let reason): "`\(test.name)` skipped: \(reason)"
          }
        }
        let all = (file.adapted.map { ["adapted: \($0)"] } ?? []) + notes
        out += all.isEmpty ? ".\n" : ".\n" + all.map { "  - \($0)\n" }.joined()
      }
    }
    return out
  }
}
