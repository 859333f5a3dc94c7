// generic-bench: ModelBench's quick benchmark with a reflection-based mapper beside the others.
//
//   swift run -c release generic-bench [output directory, default .build/generic-report]
//
// The runner checks each cell's output against hand-written code's before timing it; the mapper's cells
// that pass are timed, and their ratios to hand-written code printed. Exit 1 when a cell is refused or
// none is measured.

import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import ModelAdapters
import ReflectionMapper

let output = URL(
  fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".build/generic-report", isDirectory: true)
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
let mapper = ReflectionMapperImplementation()
let lineup = Lineup(
  Implementations.benchmarked + [mapper], reference: Implementations.reference, pivot: Implementations.pivot,
  publishedNames: Implementations.publishedNames)
let cases = Runner.cases(of: Workloads.quick, on: Implementations.benchmarked + [mapper])
for line in Runner.missingCodecs(cases, name: lineup.name) where line.hasPrefix(mapper.displayName) {
  print("generic: \(line)")
}
let results = Runner(settings: .quick, counter: nil).run(cases)
let run = BenchmarkRun(
  environment: EnvironmentProbe.current(quick: true, jemalloc: "not linked"),
  peakResidentBytes: EnvironmentProbe.peakResidentBytes(), results: results)
try ReportWriter(run: run, published: [], lineup: lineup).write(to: output, formats: ["markdown", "json"])

var refused = 0
var measured = 0
for result in results where result.implementation == mapper.id {
  if result.isWrongOutput { refused += 1 }
  guard let median = result.nanoseconds?.median,
    let hand = run.result(result.workload, result.operation, Implementations.reference)?.nanoseconds?.median
  else {
    if let why = result.unavailable, result.isWrongOutput { print("generic: \(result.key) refused: \(why)") }
    continue
  }
  measured += 1
  print("generic: \(result.key): \(String(format: "%.2f", median / hand))× hand-written")
}
print("generic: \(measured) cells measured, \(refused) refused; wrote \(output.path)")
if refused > 0 || measured == 0 { exit(1) }
