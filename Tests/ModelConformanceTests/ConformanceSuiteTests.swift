import Foundation
import ModelConformance
import Testing

struct Run: Sendable, CustomTestStringConvertible {
  let caseID: String
  let implementation: String
  var testDescription: String { "\(caseID) on \(implementation)" }
}

/// Every case of the catalogue on every implementation.
let allRuns: [Run] = Catalogue.all.flatMap { testCase in
  Implementations.all.map { Run(caseID: testCase.id, implementation: $0.id) }
}

@Suite struct ConformanceSuiteTests {
  @Test(arguments: allRuns)
  func outcomeMatchesTheCatalogue(_ run: Run) throws {
    let testCase = try #require(Catalogue.all.first { $0.id == run.caseID })
    let implementation = try #require(Implementations.named(run.implementation))
    let expected = try #require(testCase.expected[run.implementation])
    #expect(expected != .value("?"), "no expectation written for \(run.caseID)")
    #expect(ConformanceRunner.outcome(of: testCase, on: implementation) == expected)
  }

  @Test func theCatalogueIsLargeUniqueAndCoversEveryGroup() {
    let ids = Catalogue.all.map(\.id)
    #expect(ids.count >= 150)
    #expect(Set(ids).count == ids.count)
    #expect(Set(Catalogue.all.map(\.group)) == Set(ConformanceCase.Group.allCases))
    #expect(Set(Catalogue.expectations.keys) == Set(ids))
    for testCase in Catalogue.all {
      #expect(Set(testCase.expected.keys) == Set(Catalogue.implementationOrder), "\(testCase.id)")
    }
  }

  @Test func designsDifferSomewhere() {
    let designs = Implementations.all.filter { !$0.isBaseline }.map(\.id)
    let differing = Catalogue.all.filter { testCase in
      Set(designs.compactMap { testCase.expected[$0] }).count > 1
    }
    #expect(differing.count > 20)
  }
}

@Suite struct ConformanceReportTests {
  /// Reports/conformance.md must match the catalogue; `MODELBENCH_RECORD=1 swift test` (or
  /// `make conformance`) rewrites it.
  @Test func theCommittedMatrixIsCurrent() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Reports/conformance.md")
    let rendered = ConformanceReport.expectedMarkdown()
    if ProcessInfo.processInfo.environment["MODELBENCH_RECORD"] != nil {
      try Data(rendered.utf8).write(to: url)
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    #expect(committed == rendered, "Reports/conformance.md is stale: run `make conformance`")
  }
}
