import ArgumentParser
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import ModelRuntime

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
    let delays = try SlowDown.parse(slowDown)
    let cases = Runner.cases(
      of: quick ? Workloads.quick : Workloads.all, on: Implementations.benchmarked, filter: filter,
      adjust: delays.apply(to:))
    FileHandle.standardError.write(Data("modelbench: \(cases.count) cases\n".utf8))
    let progress = Self.progress(total: cases.count + cases.filter { $0.operation == .dictToModel }.count)
    let runner = Runner(settings: settings, counter: JemallocCounter(), progress: progress)
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

  /// Progress on stderr: each cell as it starts, with how many are done and an estimate of the time
  /// left from the average so far (cells differ a lot, so the estimate firms up as the run goes).
  static func progress(total: Int) -> @Sendable (String) -> Void {
    let state = Locked((done: 0, started: ContinuousClock.now))
    return { id in
      let (done, elapsed) = state.withLock { state -> (Int, Duration) in
        let done = state.done
        state.done += 1
        return (done, ContinuousClock.now - state.started)
      }
      var line = "  [\(done + 1)/\(total)"
      if done > 0 {
        let spent = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let seconds = Int((spent / Double(done) * Double(max(0, total - done))).rounded())
        line += String(format: ", ETA %d:%02d", seconds / 60, seconds % 60)
      }
      FileHandle.standardError.write(Data((line + "] \(id)\n").utf8))
    }
  }
}
