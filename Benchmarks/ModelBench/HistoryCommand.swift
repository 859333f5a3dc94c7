import ArgumentParser
import BenchmarkCommands
import BenchmarkHistory
import BenchmarkKit
import Foundation
import ModelFixtures

/// `modelbench history`: instructions per operation at every commit of a range, appended to a history
/// file, and the report of their trends and steps (`HISTORY.md`).
///
/// BenchmarkHistory's `HistoryRecording` builds and counts the commits; this command wires its options
/// and writes the report.
struct HistoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract:
      "Count instructions per operation at every commit of a range and report the trend and the steps.",
    discussion: """
      A..B is every first-parent commit after A up to B, with A itself first as the starting point. \
      Builds go to --work (a worktree and one scratch directory, so each commit is an incremental build); \
      records to --file; HISTORY.md and charts/ to --output.
      """)

  /// The Codable cells are the slowest to count and the noisiest across machines.
  enum SkipCodable: CellSelectionDefaults { static let skip = ["/codable"] }
  /// Counts are exact: a small change is a step.
  enum Defaults: SignificanceDefaults { static let threshold = 0.05 }

  @Option(help: "The commits: A..B (first-parent, A included as the starting point).")
  var range = "HEAD~20..HEAD"

  @Option(help: "Every Nth commit of the range (the newest always).")
  var every = 1

  @OptionGroup var selection: CellSelectionOptions<SkipCodable>

  @OptionGroup var counting: CountingOptions<TenIterations>

  /// The relative change between consecutive commits that is a step; the steps' Markdown.
  @OptionGroup var significance: SignificanceOptions<Defaults>

  @Flag(help: "Also time each new commit against the previous one's runner (interleaved rounds; noisier).")
  var time = false

  @Option(help: "Rounds of the time comparison.")
  var timeRounds = 6

  @Flag(help: "Use this runner for the range's last commit when it is the repository's clean HEAD.")
  var reuseHead = false

  @Option(help: "The history file (JSON Lines, one record per commit).")
  var file = "Reports/history/history.jsonl"

  /// HISTORY.md and its charts.
  @OptionGroup var output: OutputOptions

  @OptionGroup var build: CommitBuildOptions

  func validate() throws {
    guard range.contains("..") else { throw ValidationError("--range must be A..B") }
    guard every > 0 else { throw ValidationError("--every must be positive") }
    guard timeRounds >= 6 else { throw ValidationError("--time-rounds must be at least 6") }
  }

  func run() throws {
    try CommandExit.exitingOnError(Self.self, record)
  }

  private func record() throws {
    let runners = try build.runners(fixtures: Fixture.directory)
    let commits = try runners.git.commits(in: range, every: every)
    if reuseHead, let last = commits.last, try runners.git.commit("HEAD") == last, try !runners.git.isDirty()
    {
      runners.reused[last] = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }
    let started = ContinuousClock.now
    let recording = HistoryRecording(
      runners: runners,
      selection: HistorySelection(
        filter: selection.filter, skip: selection.skip, allWorkloads: counting.allWorkloads,
        iterations: counting.iterations),
      file: URL(fileURLWithPath: file),
      toolchain: EnvironmentProbe.toolchain(build.swift) ?? "unknown toolchain",
      machine: "\(EnvironmentProbe.architecture), \(EnvironmentProbe.cpuName())",
      architecture: EnvironmentProbe.architecture, timeRounds: time ? timeRounds : nil,
      log: { FileHandle.standardError.write(Data("modelbench history: \($0)\n".utf8)) })
    let records = try recording.record(commits)
    let unrecorded = commits.filter { commit in !records.contains { $0.commit == commit } }
    let analysis = HistoryAnalysis(records: records, threshold: significance.threshold)
    let report = HistoryReport(analysis: analysis, range: range, unrecorded: unrecorded)
    let folder = output.folder(for: Self.self)
    try write(report, to: URL(fileURLWithPath: folder))
    let seconds = (ContinuousClock.now - started).components.seconds
    var summary =
      "history: \(records.count) commits recorded (\(analysis.counted.count) counted), "
      + "\(runners.built.count) built in this run, \(seconds / 60) min \(seconds % 60) s\n"
    for step in analysis.steps {
      let change = (step.ratio - 1) * 100
      summary +=
        "step \(step.commit.prefix(7)) \(step.cell) \(Int(step.before.rounded())) → \(Int(step.after.rounded())) "
        + "(\(change > 0 ? "+" : "")\(String(format: "%.1f", change)) %)"
        + (step.undoneAt.map { ", undone at \($0.prefix(7))" } ?? "") + "\n"
    }
    print(summary, terminator: "")
    print("history: \(URL(fileURLWithPath: folder).appendingPathComponent("HISTORY.md").path)")
    try significance.appendMarkdown(summary)
  }

  private func write(_ report: HistoryReport, to directory: URL) throws {
    let charts = directory.appendingPathComponent("charts")
    try FileManager.default.createDirectory(at: charts, withIntermediateDirectories: true)
    // Charts of an earlier selection would linger: the folder holds this report's only.
    for name in (try? FileManager.default.contentsOfDirectory(atPath: charts.path)) ?? []
    where name.hasPrefix("history-") {
      try FileManager.default.removeItem(at: charts.appendingPathComponent(name))
    }
    for chart in report.charts {
      try Data(chart.svg.utf8).write(to: charts.appendingPathComponent(chart.fileName))
    }
    try Data(report.markdown().utf8).write(to: directory.appendingPathComponent("HISTORY.md"))
  }
}
