import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Foundation

/// `modelbench history`: instructions per operation at every commit of a range, appended to a history
/// file, and the report of their trends and steps (`HISTORY.md`).
///
/// Each commit is built in a worktree under `--work` (``CommitRunners``) and counted by its own runner;
/// one JSON record per commit goes to the history file as soon as it is counted, so a stopped run keeps
/// what it did and a rerun skips the commits already recorded with this toolchain and selection. A
/// commit that does not build, or predates `instructions`, is recorded as such.
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

  @Option(help: "The commits: A..B (first-parent, A included as the starting point).")
  var range = "HEAD~20..HEAD"

  @Option(help: "Every Nth commit of the range (the newest always).")
  var every = 1

  @Option(help: "Only cells whose id contains this text (repeatable; default: the four small workloads).")
  var filter: [String] = []

  @Option(help: "Leave out cells whose id contains this text (repeatable).")
  var skip: [String] = ["/codable"]

  @Flag(help: "Every workload (default: the four small ones).")
  var allWorkloads = false

  @Option(help: "Operations counted per cell.")
  var iterations = 10

  @Option(help: "The relative change between consecutive commits that is a step.")
  var threshold = 0.05

  @Flag(help: "Also time each new commit against the previous one's runner (interleaved rounds; noisier).")
  var time = false

  @Option(help: "Rounds of the time comparison.")
  var timeRounds = 6

  @Flag(help: "Use this runner for the range's last commit when it is the repository's clean HEAD.")
  var reuseHead = false

  @Option(help: "The history file (JSON Lines, one record per commit).")
  var file = "Reports/history/history.jsonl"

  @Option(help: "Where HISTORY.md and its charts are written.")
  var output = "Reports/history"

  @OptionGroup var build: CommitBuildOptions

  func validate() throws {
    guard range.contains("..") else { throw ValidationError("--range must be A..B") }
    guard every > 0, iterations > 0 else {
      throw ValidationError("--every and --iterations must be positive")
    }
    guard threshold > 0 else { throw ValidationError("--threshold must be positive") }
    guard timeRounds >= 6 else { throw ValidationError("--time-rounds must be at least 6") }
  }

  func run() throws {
    try exitingOnError(record)
  }

  /// The selection a record answers: rerunning with another one counts again.
  private var selection: String {
    var parts = filter.map { "filter=\($0)" } + skip.map { "skip=\($0)" }
    if allWorkloads { parts.append("all-workloads") }
    parts.append("iterations=\(iterations)")
    return parts.joined(separator: " ")
  }

  private func record() throws {
    let runners = try build.runners()
    let git = runners.git
    let commits = try Self.commits(in: range, every: every, git: git)
    let toolchain = EnvironmentProbe.toolchain(build.swift) ?? "unknown toolchain"
    let machine = Self.machine
    let fileURL = URL(fileURLWithPath: file)
    if reuseHead, let last = commits.last, try git.commit("HEAD") == last, try !git.isDirty() {
      runners.reused[last] = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }
    let started = ContinuousClock.now
    var previousRunner: (commit: String, runner: URL)?
    for (position, commit) in commits.enumerated() {
      let existing = try HistoryFile.read(fileURL).last {
        $0.commit == commit && $0.toolchain == toolchain && $0.selection == selection
          && $0.architecture == Self.architecture
      }
      let (date, subject) = try git.describe(commit)
      let progress = "[\(position + 1)/\(commits.count)] \(commit.prefix(7)) \(subject.prefix(60))"
      if let existing {
        FileHandle.standardError.write(Data("modelbench history: \(progress): recorded already\n".utf8))
        if existing.status == .counted, let runner = runners.cachedRunner(for: commit) {
          previousRunner = (commit, runner)
        }
        continue
      }
      FileHandle.standardError.write(Data("modelbench history: \(progress)\n".utf8))
      var entry = HistoryRecord(
        commit: commit, date: date, subject: subject, toolchain: toolchain, machine: machine,
        selection: selection, status: .counted)
      switch try runners.runner(for: commit) {
      case .doesNotBuild(let log):
        entry.status = .doesNotBuild
        entry.note = log
      case .predatesInstructions:
        entry.status = .predatesInstructions
      case .runner(let runner):
        let previous = previousRunner
        do {
          entry.cells = try runners.count(
            with: runner, filter: filter, skip: skip, allWorkloads: allWorkloads, iterations: iterations)
          previousRunner = (commit, runner)
        } catch {
          entry.status = .failed
          entry.note = "\(error)"
        }
        // Time is the noisier extra: when it fails the counts are kept, and the note says why.
        if time, entry.status == .counted, let previous {
          do {
            entry.time = try timeChanges(previous: previous, runner: runner, cells: Array(entry.cells.keys))
          } catch {
            entry.note = "time not measured: \(error)"
          }
        }
      }
      try HistoryFile.append(entry, to: fileURL)
    }
    let records = HistoryFile.latest(try HistoryFile.read(fileURL), for: commits, toolchain: toolchain)
    let unrecorded = commits.filter { commit in !records.contains { $0.commit == commit } }
    let analysis = HistoryAnalysis(records: records, threshold: threshold)
    let report = HistoryReport(analysis: analysis, range: range, unrecorded: unrecorded)
    try write(report)
    let seconds = (ContinuousClock.now - started).components.seconds
    print(
      "history: \(records.count) commits recorded (\(analysis.counted.count) counted), "
        + "\(runners.built.count) built in this run, \(seconds / 60) min \(seconds % 60) s")
    for step in analysis.steps {
      let change = (step.ratio - 1) * 100
      print(
        "step \(step.commit.prefix(7)) \(step.cell) \(Int(step.before.rounded())) → \(Int(step.after.rounded())) "
          + "(\(change > 0 ? "+" : "")\(String(format: "%.1f", change)) %)"
          + (step.undoneAt.map { ", undone at \($0.prefix(7))" } ?? ""))
    }
    print("history: \(URL(fileURLWithPath: output).appendingPathComponent("HISTORY.md").path)")
  }

  private func write(_ report: HistoryReport) throws {
    let directory = URL(fileURLWithPath: output)
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

  /// Time against the previous commit's runner, in interleaved rounds, for the counted cells.
  private func timeChanges(previous: (commit: String, runner: URL), runner: URL, cells: [String]) throws
    -> [String: TimeChange]
  {
    let rounds = try InterleavedRounds(
      baseline: previous.runner.path, current: runner.path, filter: filter, rounds: timeRounds, samples: 10,
      quick: !allWorkloads, sampleMilliseconds: 5
    ).measure()
    let comparison = PairedComparison(rounds: rounds, threshold: 0.10, confidence: 0.95)
    var changes: [String: TimeChange] = [:]
    for row in comparison.rows where cells.contains(row.id) {
      guard let estimate = row.estimate else { continue }
      changes[row.id] = TimeChange(
        previous: previous.commit, ratio: estimate.ratio,
        lower: estimate.lower.isFinite ? estimate.lower : nil,
        upper: estimate.upper.isFinite ? estimate.upper : nil,
        verdict: row.verdict)
    }
    return changes
  }

  /// The range's first-parent commits, oldest first, with its start first; every Nth, the newest kept.
  static func commits(in range: String, every: Int, git: Git) throws -> [String] {
    let bounds = range.components(separatedBy: "..")
    guard bounds.count == 2, !bounds[0].isEmpty else { throw ValidationError("--range must be A..B") }
    let end = bounds[1].isEmpty ? "HEAD" : bounds[1]
    let start = try git.commit(bounds[0])
    let all = [start] + (try git.firstParent(after: start, upTo: try git.commit(end)))
    return all.enumerated().filter { (all.count - 1 - $0.offset) % every == 0 }.map(\.element)
  }

  static var architecture: String {
    #if arch(x86_64)
      "x86_64"
    #elseif arch(arm64)
      "aarch64"
    #else
      "unknown"
    #endif
  }

  /// The architecture, then the CPU.
  static var machine: String { "\(architecture), \(EnvironmentProbe.cpuName())" }
}
