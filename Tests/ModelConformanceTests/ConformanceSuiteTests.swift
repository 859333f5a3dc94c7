import Foundation
import JSONText
import MappingSeam
import ModelAdapters
import ModelConformance
import ModelFixtures
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

let expectations = Expectations(tokens: Implementations.expectedOutcomes)

@Suite struct ConformanceSuiteTests {
  @Test(arguments: allRuns)
  func outcomeMatchesTheExpectations(_ run: Run) throws {
    let testCase = try #require(Catalogue.all.first { $0.id == run.caseID })
    let implementation = try #require(Implementations.named(run.implementation))
    let observed = ConformanceRunner.outcome(of: testCase, on: implementation)
    #expect(
      expectations.verdict(observed, case: run.caseID, on: run.implementation) == .matches,
      "observed \(observed)")
  }

  /// The text layer is no part of a design's behaviour: with Foundation's JSONSerialization in place of
  /// JSONText, every cell is the same, except where JSONSerialization reads the text otherwise. Linux's
  /// reads a number of more digits than a `Double` keeps as an `NSDecimalNumber`; there a design that
  /// reads through the layer must do exactly what it does with that parsed object, and one that reads
  /// the text itself (YYStyle (direct)) what it does under JSONText.
  @Test(arguments: allRuns)
  func outcomeIsTheSameWithFoundationsTextLayer(_ run: Run) throws {
    let testCase = try #require(Catalogue.all.first { $0.id == run.caseID })
    let implementation = try #require(Implementations.named(run.implementation))
    let observed = JSONTextLayer.$current.withValue(.foundation) {
      ConformanceRunner.outcome(of: testCase, on: implementation)
    }
    if case .decode(let text) = testCase.step,
      let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      parsed.values.contains(where: { $0 is NSDecimalNumber })
    {
      let fromObject = ConformanceCase(
        id: testCase.id, group: testCase.group, summary: testCase.summary, model: testCase.model,
        step: .decodeObject(parsed), observation: testCase.observation)
      let withObject = ConformanceRunner.outcome(of: fromObject, on: implementation)
      let unmoved = expectations.verdict(observed, case: run.caseID, on: run.implementation) == .matches
      #expect(observed == withObject || unmoved, "observed \(observed), with the parsed object \(withObject)")
      return
    }
    #expect(expectations.verdict(observed, case: run.caseID, on: run.implementation) == .matches)
  }

  @Test func theCatalogueIsLargeUniqueAndCoversEveryGroup() {
    let ids = Catalogue.all.map(\.id)
    #expect(ids.count >= 150)
    #expect(Set(ids).count == ids.count)
    #expect(Set(Catalogue.all.map(\.group)) == Set(ConformanceCase.Group.allCases))
  }

  @Test func everyImplementationHasExactlyOneRowPerCase() {
    let ids = Set(Catalogue.all.map(\.id))
    #expect(Set(Implementations.expectedOutcomes.keys) == Set(Implementations.all.map(\.id)))
    for (implementation, table) in Implementations.expectedOutcomes {
      #expect(Set(table.keys) == ids, "\(implementation): rows without a case, or cases without a row")
    }
  }

  @Test func designsDifferSomewhere() {
    let designs = Implementations.all.filter { !$0.isBaseline }.map(\.id)
    let differing = Catalogue.all.filter { testCase in
      Set(designs.compactMap { expectations.expected(testCase.id, on: $0) }).count > 1
    }
    #expect(differing.count > 20)
  }
}

/// An implementation the project knows nothing of: it maps no model type.
struct StrangerImplementation: MappingImplementation {
  var id: String { "stranger" }
  var displayName: String { "Stranger" }
  var isBaseline: Bool { false }
  func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? { nil }
}

@Suite struct UncoveredImplementationTests {
  @Test func anImplementationWithoutATableIsObservedNeverPassed() {
    let testCase = Catalogue.all[0]
    let observed = ConformanceRunner.outcome(of: testCase, on: StrangerImplementation())
    #expect(observed == .unsupported)
    #expect(expectations.verdict(observed, case: testCase.id, on: "stranger") == .observed)
  }

  @Test func aTableWithoutARowIsMissingNotMatched() {
    let partial = Expectations(tokens: ["stranger": [:]])
    #expect(partial.verdict(.unsupported, case: Catalogue.all[0].id, on: "stranger") == .missing)
  }

  @Test func theReportHeadsAnUncoveredColumnObserved() {
    let markdown = ConformanceReport.expectedMarkdown(
      implementations: Implementations.all + [StrangerImplementation()], expectations: expectations)
    #expect(markdown.contains("Stranger (observed)"))
    #expect(!markdown.contains("YYStyle (observed)"))
  }
}

@Suite struct ConformanceReportTests {
  /// Reports/conformance.md must match the expectations; `MODELBENCH_RECORD=1 swift test` (or
  /// `make conformance`) rewrites it.
  @Test func theCommittedMatrixIsCurrent() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Reports/conformance.md")
    let rendered = ConformanceReport.expectedMarkdown(
      implementations: Implementations.all, expectations: expectations)
    if ProcessInfo.processInfo.environment["MODELBENCH_RECORD"] != nil {
      try Data(rendered.utf8).write(to: url)
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    #expect(committed == rendered, "Reports/conformance.md is stale: run `make conformance`")
  }
}
