import BenchmarkKit
import Foundation

/// The cells `history` counts at each commit, and the text a record keeps of them: rerunning with
/// another selection counts again.
package struct HistorySelection: Sendable, Equatable {
  package var filter: [String]
  package var skip: [String]
  package var allWorkloads: Bool
  package var iterations: Int

  package init(filter: [String], skip: [String], allWorkloads: Bool, iterations: Int) {
    self.filter = filter
    self.skip = skip
    self.allWorkloads = allWorkloads
    self.iterations = iterations
  }

  /// The record's `selection`: `filter=… skip=… [all-workloads] iterations=N`.
  package var text: String {
    var parts = filter.map { "filter=\($0)" } + skip.map { "skip=\($0)" }
    if allWorkloads { parts.append("all-workloads") }
    parts.append("iterations=\(iterations)")
    return parts.joined(separator: " ")
  }
}

/// `history`'s loop: each commit of a list built once (``CommitRunners``) and counted by its
/// own runner, one `HistoryRecord` appended to the history file as soon as it is counted.
///
/// A stopped run keeps what it did: a rerun skips the commits recorded already with this toolchain,
/// selection and architecture. A commit that does not build, predates `instructions` or fails to count
/// is recorded as such.
package struct HistoryRecording {
  package var runners: CommitRunners
  package var selection: HistorySelection
  /// The history file (JSON Lines).
  package var file: URL
  package var toolchain: String
  /// The architecture, then the CPU.
  package var machine: String
  package var architecture: String
  /// Rounds of the time comparison with the previous commit's runner; nil: instructions only.
  package var timeRounds: Int?
  /// Where progress goes (standard error for the command).
  package var log: (String) -> Void

  package init(
    runners: CommitRunners, selection: HistorySelection, file: URL, toolchain: String, machine: String,
    architecture: String, timeRounds: Int? = nil, log: @escaping (String) -> Void = { _ in }
  ) {
    self.runners = runners
    self.selection = selection
    self.file = file
    self.toolchain = toolchain
    self.machine = machine
    self.architecture = architecture
    self.timeRounds = timeRounds
    self.log = log
  }

  /// Records every commit not recorded yet, then returns the latest record of each commit.
  package func record(_ commits: [String]) throws(HistoryError) -> [HistoryRecord] {
    var previousRunner: (commit: String, runner: URL)?
    // The file is read once; what the loop appends is kept beside it.
    var recorded = try read()
    for (position, commit) in commits.enumerated() {
      let existing = recorded.last {
        $0.commit == commit && $0.toolchain == toolchain && $0.selection == selection.text
          && $0.architecture == architecture
      }
      let (date, subject) = try runners.git.describe(commit)
      let progress = "[\(position + 1)/\(commits.count)] \(commit.prefix(7)) \(subject.prefix(60))"
      if let existing {
        log("\(progress): recorded already")
        if existing.status == .counted, let runner = runners.cachedRunner(for: commit) {
          previousRunner = (commit, runner)
        }
        continue
      }
      log(progress)
      var entry = HistoryRecord(
        commit: commit, date: date, subject: subject, toolchain: toolchain, machine: machine,
        selection: selection.text, status: .counted)
      switch try runners.runner(for: commit) {
      case .doesNotBuild(let buildLog):
        entry.status = .doesNotBuild
        entry.note = buildLog
      case .predatesInstructions:
        entry.status = .predatesInstructions
      case .runner(let runner):
        let previous = previousRunner
        do {
          entry.cells = try runners.count(
            with: runner, filter: selection.filter, skip: selection.skip,
            allWorkloads: selection.allWorkloads, iterations: selection.iterations)
          previousRunner = (commit, runner)
        } catch {
          entry.status = .failed
          entry.note = "\(error)"
        }
        // Time is the noisier extra: when it fails the counts are kept, and the note says why.
        if let timeRounds, entry.status == .counted, let previous {
          do {
            entry.time = try timeChanges(
              previous: previous, runner: runner, cells: Array(entry.cells.keys), rounds: timeRounds)
          } catch {
            entry.note = "time not measured: \(error)"
          }
        }
      }
      do {
        try HistoryFile.append(entry, to: file)
      } catch {
        throw HistoryError("\(error)", at: file.path)
      }
      recorded.append(entry)
    }
    return HistoryFile.latest(recorded, for: commits, toolchain: toolchain)
  }

  private func read() throws(HistoryError) -> [HistoryRecord] {
    do {
      return try HistoryFile.read(file)
    } catch let error as HistoryFile.ReadError {
      throw HistoryError(error.reason, at: "\(error.path) line \(error.line)")
    } catch {
      throw HistoryError("\(error)", at: file.path)
    }
  }

  /// Time against the previous commit's runner, in interleaved rounds, for the counted cells.
  private func timeChanges(
    previous: (commit: String, runner: URL), runner: URL, cells: [String], rounds: Int
  ) throws(HistoryError) -> [String: TimeChange] {
    let measured = try InterleavedRounds(
      baseline: previous.runner.path, current: runner.path, filter: selection.filter, rounds: rounds,
      samples: 10, quick: !selection.allWorkloads, sampleMilliseconds: 5
    ).measure()
    let comparison = PairedComparison(rounds: measured, threshold: 0.10, confidence: 0.95)
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
}
