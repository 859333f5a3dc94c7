import Foundation
import MappingSeam
import ModelAdapters
import ModelConformance
import Testing

/// A column without an expectation table is compared with a chosen design and with the designs' majority,
/// and its outcomes can be written as its first table.
@Suite struct ObservedComparisonTests {
  let cases = Array(Catalogue.all.prefix(3))

  /// Three cases: the newcomer agrees with everyone, then with YYStyle alone, then with nobody.
  var outcomes: [String: [String: Outcome]] {
    [
      cases[0].id: ["yy": .value("1"), "mj": .value("1"), "xyy": .value("1"), "new": .value("1")],
      cases[1].id: ["yy": .value("a"), "mj": .value("b"), "xyy": .value("b"), "new": .value("a")],
      cases[2].id: ["yy": .unchanged, "mj": .unchanged, "xyy": .rejected, "new": .value("x")],
    ]
  }

  @Test func differencesFromTheDesignAndTheMajorityAreCounted() {
    let comparison = ObservedComparison(
      "new", with: "yy", designs: ["yy", "mj", "xyy"], cases: cases, outcomes: outcomes)
    #expect(comparison.ran == 3 && comparison.withMajority == 3)
    #expect(comparison.unlikeDesign == [cases[2].id])
    #expect(comparison.unlikeMajority == [cases[1].id, cases[2].id])
  }

  @Test(arguments: [
    ([Outcome.value("a"), .value("a"), .value("b")], Outcome.value("a")),
    ([.value("a"), .value("b")], nil),
    ([.unchanged, .rejected, .value("x"), .unchanged], nil),
  ])
  func aMajorityIsMoreThanHalf(outcomes: [Outcome], majority: Outcome?) {
    #expect(ObservedComparison.majority(outcomes) == majority)
  }

  @Test func theMatrixComparesAnObservedColumnAndRecordsItsTable() throws {
    struct Newcomer: MappingImplementation {
      var id: String { "new" }
      var displayName: String { "Newcomer" }
      var isBaseline: Bool { false }
      func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? { nil }
    }
    let implementations: [any MappingImplementation] = Implementations.all + [Newcomer()]
    let outcomes = ConformanceReport.run(cases: Catalogue.all, implementations: implementations)
    let matrix = ConformanceReport.markdown(
      cases: Catalogue.all, outcomes: outcomes, implementations: implementations,
      expectations: Expectations(tokens: Implementations.expectedOutcomes))
    #expect(matrix.contains("## Newcomer (observed) against the designs"))
    #expect(matrix.contains("of the 0 cases it ran, it differs from YYStyle on 0"))
    let table = try JSONDecoder().decode(
      [String: String].self,
      from: ConformanceReport.recordedExpectations(of: "new", cases: Catalogue.all, outcomes: outcomes))
    #expect(table.count == Catalogue.all.count && Set(table.values) == ["–"])
  }
}
