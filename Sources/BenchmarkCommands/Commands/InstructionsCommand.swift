import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam
import ModelRuntime
import ReportTable

/// `instructions`: instructions per operation of every cell, counted by callgrind.
///
/// The command runs the executable's `count` once per cell under callgrind (``Callgrind``, ``CountCommand``),
/// which counts its cell through callgrind's client requests (the CCallgrind target). The command
/// writes `instructions.json`, `INSTRUCTIONS.md` and a github-action-benchmark file; with `--baseline` it
/// compares and exits with the outcome's ``CommandExit`` (4 when nothing could be counted).
package struct InstructionsCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "instructions",
    abstract: "Count instructions per operation under callgrind, and compare them with a baseline.",
    discussion: CommandExit.comparisonLegend)

  /// Counts are exact: a small change is a real one.
  enum Defaults: SignificanceDefaults { static let threshold = 0.05 }

  @OptionGroup var selection: CellSelection
  var filter: [String] { selection.filter }
  /// Skipped here and in the baseline.
  var skip: [String] { selection.skip }

  @OptionGroup var counting: CountingOptions<TenIterations>

  @OptionGroup var output: OutputOptions

  @Option(help: "A baseline instructions.json to compare with.")
  var baseline: String?

  @OptionGroup var significance: SignificanceOptions<Defaults>

  @Option(help: "Write the counts to this baseline file (re-recording it).")
  var record: String?

  @OptionGroup var work: ExtraWorkOptions

  package init() {}

  package func run() throws {
    try CommandExit.exitingOnError(Self.self, countAndCompare)
  }

  private func countAndCompare() throws {
    let counts = try countUnderCallgrind()
    let directory = URL(fileURLWithPath: output.folder(for: Self.self))
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try counts.json().write(to: directory.appendingPathComponent("instructions.json"))
    try counts.githubActionBenchmark().write(
      to: directory.appendingPathComponent("github-action-benchmark-instructions.json"))
    if let record {
      try counts.json().write(to: URL(fileURLWithPath: record))
      FileHandle.standardError.write(
        Data("\(CommandExit.executableName): recorded \(counts.cells.count) cells in \(record)\n".utf8))
    }
    var report =
      "# Instructions per operation\n\n\(counts.iterations) operations per cell, counted by callgrind, "
      + "without the probes of the Swift runtime's caches (their length depends on where type metadata "
      + "landed in memory, so it differs between machines and builds).\n\n"
    report += Table(
      [.init("cell") { $0.key }, .init("instructions/op", .trailing) { String(format: "%.0f", $0.value) }],
      rows: counts.cells.sorted { $0.key < $1.key }
    ).markdown()
    if let baseline {
      // The baseline's cells this invocation measures: the same filter and skips.
      var reference = try InstructionCounts.read(URL(fileURLWithPath: baseline))
      reference.cells = reference.cells.filter { id, _ in Runner.selects(id, filter: filter, skip: skip) }
      let comparison = InstructionComparison(
        baseline: reference, current: counts, threshold: significance.threshold)
      report += "\n" + comparison.markdown()
      try Data(report.utf8).write(to: directory.appendingPathComponent("INSTRUCTIONS.md"))
      print(MarkdownText.forStandardOutput(comparison.markdown()))
      try significance.appendMarkdown(comparison.markdown())
      if comparison.outcome != .unchanged { throw CommandExit(comparison.outcome).exit }
    } else {
      try Data(report.utf8).write(to: directory.appendingPathComponent("INSTRUCTIONS.md"))
      print(MarkdownText.forStandardOutput(report))
    }
  }

  /// Counts every selected cell under callgrind.
  private func countUnderCallgrind() throws -> InstructionCounts {
    let suite = BenchmarkSuite.current
    let ids = Callgrind.countable(
      Runner.cases(of: counting.workloads(of: suite), on: suite.implementations, filter: filter, skip: skip))
    guard !ids.isEmpty else { throw ValidationError("no cell matches the filter") }
    let cells = CountCommand.callgrind(iterations: counting.iterations, extraWork: work.extraWork).count(ids)
    guard !cells.isEmpty else { throw ValidationError("no cell could be counted") }
    return InstructionCounts(iterations: counting.iterations, cells: cells)
  }
}
