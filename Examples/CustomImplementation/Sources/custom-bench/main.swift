// custom-bench: ModelBench's conformance catalogue and quick benchmark with one more implementation.
//
//   swift run -c release custom-bench [output directory, default .build/custom-report]
//     [--record-expectations FILE]   write the new column's outcomes as its first expectation table
//     [--expectations FILE]          check the new column against that table (after editing it)
//
// Writes conformance.md (without a table the new column is headed "(observed)" and compared with YYStyle
// and with the designs' majority) and REPORT.md with charts (times only: allocation counts need the
// jemalloc-linked `modelbench`).

import BenchmarkKit
import BenchmarkWorkloads
import ExplicitMapper
import Foundation
import ModelAdapters
import ModelConformance

var arguments = Array(CommandLine.arguments.dropFirst())
/// The value after `flag`, taken out of `arguments`.
func option(_ flag: String, in arguments: inout [String]) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  defer { arguments.removeSubrange(index...(index + 1)) }
  return arguments[index + 1]
}
let record = option("--record-expectations", in: &arguments)
let table = option("--expectations", in: &arguments)
let output = URL(fileURLWithPath: arguments.first ?? ".build/custom-report", isDirectory: true)
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
let custom = ExplicitMapperImplementation()

// 1. The conformance matrix: every case on every implementation, the project's checked against their
// expectations, the new one observed.
let implementations = Implementations.all + [custom]
var tokens = Implementations.expectedOutcomes
if let table {
  tokens[custom.id] = try JSONDecoder().decode(
    [String: String].self, from: Data(contentsOf: URL(fileURLWithPath: table)))
}
let expectations = Expectations(tokens: tokens)
let outcomes = ConformanceReport.run(cases: Catalogue.all, implementations: implementations)
var mismatches = 0
for testCase in Catalogue.all {
  for implementation in implementations {
    let observed = outcomes[testCase.id]?[implementation.id] ?? .unsupported
    if case .differs = expectations.verdict(observed, case: testCase.id, on: implementation.id) {
      mismatches += 1
    }
  }
}
let matrix = ConformanceReport.markdown(
  cases: Catalogue.all, outcomes: outcomes, implementations: implementations, expectations: expectations)
try Data(matrix.utf8).write(to: output.appendingPathComponent("conformance.md"))
if let record {
  try ConformanceReport.recordedExpectations(of: custom.id, cases: Catalogue.all, outcomes: outcomes)
    .write(to: URL(fileURLWithPath: record))
  print(
    "conformance: wrote \(custom.displayName)'s outcomes to \(record): edit them, then pass --expectations")
}
let ran = Catalogue.all.filter { outcomes[$0.id]?[custom.id] != .unsupported }.count
let compared = ObservedComparison(
  custom.id, with: Implementations.pivot, designs: Implementations.all.filter { !$0.isBaseline }.map(\.id),
  cases: Catalogue.all, outcomes: outcomes)
print(
  "conformance: \(Catalogue.all.count) cases; \(custom.displayName) ran \(ran) "
    + (table == nil
      ? "(observed: unlike YYStyle on \(compared.unlikeDesign.count), unlike the designs' majority on "
        + "\(compared.unlikeMajority.count))" : "(checked)")
    + "; \(mismatches) mismatches among the checked implementations")

// 2. A quick benchmark of the small workloads, every operation, the new implementation included.
let lineup = Lineup(
  Implementations.benchmarked + [custom], reference: Implementations.reference, pivot: Implementations.pivot,
  publishedNames: Implementations.publishedNames)
let runner = Runner(settings: .quick, counter: nil)
let cases = Runner.cases(of: Workloads.quick, on: Implementations.benchmarked + [custom])
// Which of the models the workloads ask for have no codec in the new implementation (their cells stay
// empty), and which cells the runner refused because their output differs from hand-written code's.
for line in Runner.missingCodecs(cases, name: lineup.name) where line.hasPrefix(custom.displayName) {
  print("benchmark: \(line)")
}
let results = runner.run(cases)
let run = BenchmarkRun(
  environment: EnvironmentProbe.current(quick: true, jemalloc: "not linked"),
  peakResidentBytes: EnvironmentProbe.peakResidentBytes(), results: results)
try ReportWriter(run: run, published: [], lineup: lineup).write(to: output, formats: ["markdown"])
let measured = results.filter { $0.implementation == custom.id && $0.nanoseconds != nil }.count
let wrong = results.filter { $0.implementation == custom.id && $0.isWrongOutput }
for result in wrong { print("benchmark: \(result.key) not timed: \(result.unavailable ?? "")") }
let asked = cases.filter { $0.implementation == custom.id }.count
print(
  "benchmark: \(results.count) cells, \(measured) of \(asked) \(custom.displayName) cells measured; "
    + "wrote \(output.path)")
if mismatches > 0 || measured == 0 || !wrong.isEmpty { exit(1) }
