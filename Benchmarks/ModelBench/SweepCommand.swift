import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import ModelAdapters

/// `modelbench sweep`: how each conversion's cost grows with the document, family by family.
///
/// Every family of ``SweepFamilies`` at each of its sizes, every implementation, the four conversions,
/// timed (medians); writes `SWEEP.md` (the report's "How cost grows" alone), `sweep.json` (the points)
/// and a log–log chart per family and operation. Exits 1 when a cell's fitted exponent passes
/// ``SweepFit/flagAbove`` and `--fail-on-flag` is given.
struct SweepCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sweep",
    abstract: "How each conversion's cost grows with array length, depth, width and string length.")

  @Flag(help: "The short sweep (three sizes per family, short samples), as `make bench` runs it.")
  var quick = false

  @Option(help: "Only these families (repeatable): \(SweepFamilies.all.map(\.name).joined(separator: ", ")).")
  var family: [String] = []

  @OptionGroup var selection: CellSelection

  /// SWEEP.md, sweep.json and the charts.
  @OptionGroup var output: OutputOptions

  @Flag(help: "Exit 1 when a cell grows faster than linear (exponent above 1.15).")
  var failOnFlag = false

  @Option(
    parsing: .upToNextOption,
    help: "Document sizes (MB) of the memory sweep: bytes → model, each in a fresh process (0: none).")
  var memoryMegabytes: [Int] = []

  func validate() throws {
    let known = Set(SweepFamilies.all.map(\.name))
    for name in family where !known.contains(name) { throw ValidationError("no family '\(name)'") }
  }

  func run() throws {
    try ReproducibleProcess.ensure()
    let families = SweepFamilies.all.filter { family.isEmpty || family.contains($0.name) }
    let sizes = memoryMegabytes.isEmpty ? (quick ? Self.quickMemorySizes : Self.memorySizes) : memoryMegabytes
    let report = Self.measure(
      families, quick: quick, filter: selection.filter, skip: selection.skip,
      memoryMegabytes: sizes.filter { $0 > 0 })
    let suite = ModelBench.builtIn
    let folder = output.folder(for: Self.self)
    let markdown = try SectionOutput(folder).write(
      section: report.markdown(lineup: suite.lineup), as: "SWEEP.md",
      charts: report.charts(lineup: suite.lineup),
      data: report.points, dataName: "sweep.json")
    print(markdown)
    FileHandle.standardError.write(Data("modelbench: wrote \(folder)\n".utf8))
    if failOnFlag && !report.flagged.isEmpty { throw CommandExit.failed.exit }
  }

  /// The memory sweep's document sizes, in MB.
  static let memorySizes = [4, 16, 64]
  static let quickMemorySizes = [4, 16, 32]

  /// Peak memory of bytes → model at each document size, for every implementation that maps twitter:
  /// the stress mode's large-document child, one process per (implementation, size). A failed child is
  /// reported on stderr and left out.
  private static func measureMemory(megabytes: [Int]) -> [StressMeasurement] {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    var measurements: [StressMeasurement] = []
    for size in megabytes {
      for implementation in Implementations.benchmarked
      where StressScenario.largeDocument.supports(implementation) {
        let settings = StressScenario.Settings(megabytes: size, threads: 1, conversionsPerThread: 1)
        switch StressCommand.child(
          executable, scenario: .largeDocument, implementation: implementation.id, settings: settings)
        {
        case .success(let measurement): measurements.append(measurement)
        case .failure(let failure):
          FileHandle.standardError.write(
            Data("modelbench: memory \(size) MB/\(implementation.id): \(failure.why)\n".utf8))
        }
      }
    }
    return measurements
  }

  /// The families measured on every benchmarked implementation's four conversions (time only), then
  /// peak memory at `memoryMegabytes` (``measureMemory(megabytes:)``).
  static func measure(
    _ families: [SweepFamily], quick: Bool, filter: [String] = [], skip: [String] = [], memoryMegabytes: [Int]
  ) -> SweepReport {
    var settings = Runner.Settings.quick
    if !quick {
      settings.samples = 10
      settings.sampleNanoseconds = 5_000_000
      settings.caseBudgetNanoseconds = 150_000_000
    }
    let total = families.reduce(0) { $0 + (quick ? $1.quickSizes : $1.sizes).count }
    FileHandle.standardError.write(
      Data("modelbench: sweeping \(families.count) families, \(total) sizes\n".utf8))
    let runner = Runner(settings: settings, counter: nil, progress: nil)
    let points = SizeSweep.run(
      families, implementations: Implementations.benchmarked, operations: Callgrind.operations,
      quick: quick, filter: filter, skip: skip, runner: runner)
    return SweepReport(
      families: families, points: points, quick: quick, memory: measureMemory(megabytes: memoryMegabytes))
  }
}
