import ArgumentParser
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Run the benchmark suite and write the report.")

  @Option(help: "Only cases whose workload/operation/implementation id contains this text (repeatable).")
  var filter: [String] = []

  @Flag(help: "Short samples (the CI smoke run, at most about a minute).")
  var quick = false

  @Option(help: "Samples per case (at least 10).")
  var samples: Int?

  @Option(help: "Output formats, comma-separated: markdown, json, csv, github.")
  var format: String = "markdown,json,csv,github"

  @Option(help: "Where the report is written.")
  var output: String = "Reports/latest"

  @Option(help: "Where the published figures are read from.")
  var reference: String = "../shared/reference/yymodel_published_benchmark.csv"

  @Option(help: .hidden)
  var slowDown: [String] = []

  func validate() throws {
    if let samples, samples < 10 { throw ValidationError("--samples must be at least 10") }
    let known: Set = ["markdown", "json", "csv", "github"]
    for name in formats where !known.contains(name) { throw ValidationError("unknown format '\(name)'") }
  }

  var formats: [String] { format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }

  /// Every benchmarked implementation; ratios to hand-written code and to YYStyle.
  static var lineup: Lineup {
    var lineup = Lineup(
      Implementations.benchmarked, reference: Implementations.reference, pivot: Implementations.pivot,
      publishedNames: Implementations.publishedNames)
    lineup.members += TextLayerCases.members
    return lineup
  }

  func run() throws {
    try DeterministicHashing.ensure()
    guard Jemalloc.isActiveAllocator() else {
      throw ValidationError(
        "jemalloc is not the active allocator: malloc and Swift allocations must go through it. "
          + "Build with `make bench` (links libjemalloc from libjemalloc-dev).")
    }
    var settings = quick ? Runner.Settings.quick : Runner.Settings.standard
    if let samples { settings.samples = samples }
    let progress: @Sendable (String) -> Void = { FileHandle.standardError.write(Data("  \($0)\n".utf8)) }
    let runner = Runner(settings: settings, counter: JemallocCounter(), progress: progress)
    let delays = try SlowDown.parse(slowDown)

    let cases = Runner.cases(
      of: quick ? Workloads.quick : Workloads.all, on: Implementations.benchmarked, filter: filter,
      adjust: delays.apply(to:))
    FileHandle.standardError.write(Data("modelbench: \(cases.count) cases\n".utf8))
    var results = runner.run(cases)
    results += ColdRuns.measure(cases: cases, samples: settings.coldSamples, progress: progress)

    let run = BenchmarkRun(
      environment: EnvironmentProbe.current(quick: quick, jemalloc: Jemalloc.version),
      peakResidentBytes: EnvironmentProbe.peakResidentBytes(), results: results)
    let published = (try? PublishedFigures.load(from: URL(fileURLWithPath: reference))) ?? []
    try ReportWriter(run: run, published: published, lineup: Self.lineup).write(
      to: URL(fileURLWithPath: output), formats: formats)
    FileHandle.standardError.write(Data("modelbench: wrote \(output)\n".utf8))
  }
}
