import ArgumentParser
import BenchmarkCommands
import ExplicitMapper
import Foundation
import ModelAdapters
import ModelConformance

/// `custom-bench catalogue`: ModelBench's conformance catalogue on every implementation and this one.
///
/// Without a table the new column is headed "(observed)" and compared with YYStyle and with the designs'
/// majority; with `--expectations` it is checked like the others. Exits 1 on a mismatch among the
/// checked implementations.
struct CatalogueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalogue",
    abstract: "Run the conformance catalogue with the new implementation and write conformance.md.")

  @Option(help: "Where conformance.md is written.")
  var output = ".build/custom-report"

  @Option(help: "Write the new column's outcomes to this file as its first expectation table.")
  var recordExpectations: String?

  @Option(help: "Check the new column against this expectation table (after editing it).")
  var expectations: String?

  func run() throws {
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let custom = ExplicitMapperImplementation()
    let implementations = Implementations.all + [custom]
    var tokens = Implementations.expectedOutcomes
    if let expectations {
      tokens[custom.id] = try JSONDecoder().decode(
        [String: String].self, from: Data(contentsOf: URL(fileURLWithPath: expectations)))
    }
    let table = Expectations(tokens: tokens)
    let outcomes = ConformanceReport.run(cases: Catalogue.all, implementations: implementations)
    var mismatches = 0
    for testCase in Catalogue.all {
      for implementation in implementations {
        let observed = outcomes[testCase.id]?[implementation.id] ?? .unsupported
        if case .differs = table.verdict(observed, case: testCase.id, on: implementation.id) {
          mismatches += 1
        }
      }
    }
    let matrix = ConformanceReport.markdown(
      cases: Catalogue.all, outcomes: outcomes, implementations: implementations, expectations: table)
    try Data(matrix.utf8).write(to: folder.appendingPathComponent("conformance.md"))
    if let recordExpectations {
      try ConformanceReport.recordedExpectations(of: custom.id, cases: Catalogue.all, outcomes: outcomes)
        .write(to: URL(fileURLWithPath: recordExpectations))
      print(
        "catalogue: wrote \(custom.displayName)'s outcomes to \(recordExpectations): edit them, then pass "
          + "--expectations")
    }
    let ran = Catalogue.all.filter { outcomes[$0.id]?[custom.id] != .unsupported }.count
    let compared = ObservedComparison(
      custom.id, with: Implementations.pivot,
      designs: Implementations.all.filter { !$0.isBaseline }.map(\.id),
      cases: Catalogue.all, outcomes: outcomes)
    print(
      "catalogue: \(Catalogue.all.count) cases; \(custom.displayName) ran \(ran) "
        + (expectations == nil
          ? "(observed: unlike YYStyle on \(compared.unlikeDesign.count), unlike the designs' majority on "
            + "\(compared.unlikeMajority.count))" : "(checked)")
        + "; \(mismatches) mismatches among the checked implementations; wrote \(folder.path)")
    if mismatches > 0 { throw CommandExit.failed.exit }
  }
}
