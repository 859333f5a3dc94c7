import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSuite

/// `sweep`: how each conversion's cost grows with the document, family by family.
///
/// Every family of the suite (``BenchmarkSuite/sweepFamilies``) at each of its sizes, every implementation,
/// the four conversions, timed (medians); writes `SWEEP.md` (the report's "How cost grows" alone),
/// `sweep.json` (the points) and a log–log chart per family and operation. Exits 1 when a cell's fitted
/// exponent passes `SweepFit.flagAbove` (BenchmarkKit) and `--fail-on-flag` is given.
package struct SweepCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "sweep",
    abstract: "How each conversion's cost grows with the document's size, family by family.",
    discussion: """
      ModelBench's suite grows array length, depth, width, numbers and string length; a scaffolded \
      package's suite grows the longest array of each sample. Exit codes: 0 done, 1 a cell flagged \
      (with --fail-on-flag), 4 error, 64 usage.
      """)

  @Flag(help: "The short sweep (three sizes per family, short samples), as `make bench` runs it.")
  var quick = false

  @Option(help: "Only these families (repeatable; `--family list` names them).")
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

  package init() {}

  package func validate() throws {
    guard family != ["list"] else { return }
    let all = BenchmarkSuite.current.sweepFamilies().map(\.name)
    for name in family where !all.contains(name) {
      throw ValidationError("no family '\(name)' (families: \(all.joined(separator: ", ")))")
    }
  }

  /// Why a suite has no family, for the error.
  static let noFamilies = "no sample holds an array; ModelBench's own suite has families of every shape"

  package func run() throws {
    let suite = BenchmarkSuite.current
    let all = suite.sweepFamilies()
    if family == ["list"] {
      for each in all { print("\(each.name)\t\(each.summary)") }
      return
    }
    try CommandExit.exitingOnError(Self.self) {
      guard !all.isEmpty else { throw SweepError("this suite has nothing to grow (\(Self.noFamilies))") }
      try measureAndWrite(suite, all.filter { family.isEmpty || family.contains($0.name) })
    }
  }

  private func measureAndWrite(_ suite: BenchmarkSuite, _ families: [SweepFamily]) throws {
    try ReproducibleProcess.ensure()
    let sizes = memoryMegabytes.isEmpty ? (quick ? Self.quickMemorySizes : Self.memorySizes) : memoryMegabytes
    let report = Self.measure(
      suite, families: families, quick: quick, filter: selection.filter, skip: selection.skip,
      memoryMegabytes: sizes.filter { $0 > 0 })
    let folder = output.folder(for: Self.self)
    let markdown = try SectionOutput(folder).write(
      section: report.markdown(lineup: suite.lineup), as: "SWEEP.md",
      charts: report.charts(lineup: suite.lineup),
      data: report.points, dataName: "sweep.json")
    print(MarkdownText.forStandardOutput(markdown))
    FileHandle.standardError.write(Data("\(CommandExit.executableName): wrote \(folder)\n".utf8))
    if failOnFlag && !report.flagged.isEmpty { throw CommandExit.failed.exit }
  }

  /// The memory sweep's document sizes, in MB.
  static let memorySizes = [4, 16, 64]
  /// The memory sweep's sizes in `run --sweep` and `sweep --quick`.
  package static let quickMemorySizes = [4, 16, 32]

  /// The families measured on every implementation of the suite (its four conversions, time only), then
  /// peak memory at `memoryMegabytes` where the suite can measure it.
  package static func measure(
    _ suite: BenchmarkSuite, families: [SweepFamily], quick: Bool, filter: [String] = [],
    skip: [String] = [], memoryMegabytes: [Int]
  ) -> SweepReport {
    var settings = Runner.Settings.quick
    if !quick {
      settings.samples = 10
      settings.sampleNanoseconds = 5_000_000
      settings.caseBudgetNanoseconds = 150_000_000
    }
    let total = families.reduce(0) { $0 + (quick ? $1.quickSizes : $1.sizes).count }
    FileHandle.standardError.write(
      Data("\(CommandExit.executableName): sweeping \(families.count) families, \(total) sizes\n".utf8))
    let runner = Runner(settings: settings, counter: nil, progress: nil)
    let points = SizeSweep.run(
      families, implementations: suite.implementations, operations: Callgrind.operations,
      quick: quick, filter: filter, skip: skip, runner: runner)
    let memory = memoryMegabytes.isEmpty ? [] : suite.measurePeakMemory?(memoryMegabytes) ?? []
    return SweepReport(families: families, points: points, quick: quick, memory: memory)
  }
}

/// Why `sweep` measured nothing.
struct SweepError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
