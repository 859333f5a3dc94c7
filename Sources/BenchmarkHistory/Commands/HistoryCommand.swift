import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Foundation

/// `history`: instructions per operation at every commit of a range (`history record`, the default),
/// and the shards of one range joined (`history merge`).
package struct HistoryCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "history",
    abstract:
      "Count instructions per operation at every commit of a range and report the trend and the steps.",
    subcommands: [HistoryRecordCommand.self, HistoryMergeCommand.self],
    defaultSubcommand: HistoryRecordCommand.self)

  package init() {}
}

/// `history record`: instructions per operation at every commit of a range (or of its shard), appended
/// to a history file, and the report of their trends and steps (`HISTORY.md`).
///
/// ``HistoryRecording`` builds and counts the commits (each one's runner product of the package it runs
/// in); this command wires its options and writes the report.
package struct HistoryRecordCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "record",
    abstract:
      "Count instructions per operation at every commit of a range and report the trend and the steps.",
    discussion: """
      A..B is every first-parent commit after A up to B, with A itself first as the starting point (..B \
      starts at the repository's first commit). \
      Builds go to --work (a worktree and one scratch directory, so each commit is an incremental build); \
      records to --file; HISTORY.md and charts/ to --output. With --shard K/N only the K-th of N \
      contiguous shares of the commits is counted, into a file of its own and with no report: join the \
      shards with `history merge`, then `history --range` writes the report, building nothing.
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

  @Option(help: "Count only the K-th of N shares of the commits (K/N), into the shard's own file.")
  var shard: HistoryShard?

  @Option(
    help: """
      The history file (JSON Lines, one record per commit); with --shard K/N, the shard's own file \
      beside it (history.shard-K-of-N.jsonl).
      """)
  var file = "Reports/history/history.jsonl"

  /// The file records are appended to.
  var historyFile: URL {
    let url = URL(fileURLWithPath: file)
    return shard?.file(beside: url) ?? url
  }

  /// HISTORY.md and its charts.
  @OptionGroup var output: OutputOptions

  @OptionGroup var build: CommitBuildOptions

  package init() {}

  package func validate() throws {
    guard range.contains("..") else { throw ValidationError("--range must be A..B") }
    guard every > 0 else { throw ValidationError("--every must be positive") }
    guard timeRounds >= 6 else { throw ValidationError("--time-rounds must be at least 6") }
  }

  package func run() throws {
    try CommandExit.exitingOnError(Self.self, record)
  }

  private func record() throws {
    let runners = try build.runners(fixtures: BenchmarkSuite.current.fixtures)
    let range = try runners.git.commits(in: self.range, every: every)
    let commits = shard?.share(of: range) ?? range
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
      file: historyFile,
      toolchain: EnvironmentProbe.toolchain(build.swift) ?? "unknown toolchain",
      machine: "\(EnvironmentProbe.architecture), \(EnvironmentProbe.cpuName())",
      architecture: EnvironmentProbe.architecture, timeRounds: time ? timeRounds : nil,
      log: { FileHandle.standardError.write(Data("history: \($0)\n".utf8)) })
    let records = try recording.record(commits)
    let unrecorded = commits.filter { commit in !records.contains { $0.commit == commit } }
    if let shard {
      let seconds = (ContinuousClock.now - started).components.seconds
      print(
        "history: shard \(shard) of \(range.count) commits: \(records.count) recorded in \(historyFile.path), "
          + "\(runners.built.count) built in this run, \(seconds / 60) min \(seconds % 60) s")
      print("history: join the shards with `history merge`, then `history --range` writes the report")
      return
    }
    let analysis = HistoryAnalysis(records: records, threshold: significance.threshold)
    let report = HistoryReport(analysis: analysis, range: self.range, unrecorded: unrecorded)
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

/// `history merge`: the shard files of one range joined into one history file.
package struct HistoryMergeCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join history shard files (history --shard K/N) into one history file.",
    discussion: """
      The records already in --file are kept, and the shards' records follow (a commit recorded twice \
      keeps its last record). Shards counted with another toolchain, architecture or cell selection are \
      refused (exit 4). A line that is not a record (a cut last line) is left out and named. Then \
      `history --range A..B --file FILE` writes the report, with nothing to build.
      """)

  @Argument(help: "The shard files, in any order.")
  var shards: [String]

  @Option(help: "The history file the shards join (created when absent).")
  var file = "Reports/history/history.jsonl"

  package init() {}

  package func validate() throws {
    guard !shards.isEmpty else { throw ValidationError("name at least one shard file") }
  }

  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let target = URL(fileURLWithPath: file)
      let existing = FileManager.default.fileExists(atPath: target.path) ? [target] : []
      let merged = try HistoryMerge.merge(existing + shards.map { URL(fileURLWithPath: $0) })
      try HistoryMerge.write(merged.records, to: target)
      for line in merged.leftOut {
        FileHandle.standardError.write(Data("history merge: left out \(line)\n".utf8))
      }
      print(
        "history merge: \(merged.records.count) records in \(target.path) from \(shards.count) shard file(s)"
          + (merged.leftOut.isEmpty ? "" : "; \(merged.leftOut.count) line(s) left out"))
    }
  }
}
