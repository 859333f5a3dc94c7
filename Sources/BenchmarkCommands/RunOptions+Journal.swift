import BenchmarkKit
import Foundation
import MappingSeam

extension RunOptions {
  /// The journal of this run in `output`: new, or the one `--resume` continues; a worker's, under its
  /// supervisor's lock (`lockHolder`). The supervisor says what it found (`announce`).
  func openJournal(
    output: URL, environment: BenchmarkEnvironment, lockHolder: Int32? = nil, announce: Bool = false
  ) throws -> ResultsJournal {
    // A resumed journal keeps its first part's start (ResultsJournal reads it).
    let header = ResultsJournal.Header(
      commit: environment.commit, toolchain: environment.swiftVersion, suite: BenchmarkSuite.current.title,
      options: RunPlan(self).arguments, started: ISO8601DateFormatter().string(from: Date()))
    let journal = try ResultsJournal(
      directory: output, header: header, resume: resume != nil, lockHolder: lockHolder)
    guard announce else { return journal }
    if journal.unreadableLines > 0 {
      FileHandle.standardError.write(
        Data(
          ("\(CommandExit.executableName): \(journal.unreadableLines) line(s) of \(ResultsJournal.fileName) could not be read "
            + "(a run killed mid-write); they stay on disk, and their cells are measured again\n").utf8))
    }
    if resume != nil {
      FileHandle.standardError.write(
        Data(
          "\(CommandExit.executableName): resuming \(output.path): \(journal.existing.count) cells measured already\n"
            .utf8))
    }
    return journal
  }

  static let cellsPhase = "cells"
  static let sweepPhase = "sweep"
  static let anchorsPhase = "anchors"
  static let anatomyPhase = "anatomy"
  static let instructionsPhase = "instructions"
  static let behaviourPhase = "behaviour"

  /// The run's phases, with the time each is expected to take: the cells' from the sampling settings
  /// (a typical cell's samples, warm-up and allocation pass), the others' from earlier runs on the
  /// project's 2-core machine.
  func phases(cells: Int, settings: Runner.Settings) -> [RunProgress.Phase] {
    let suite = BenchmarkSuite.current
    let perCell = Double(settings.caseBudgetNanoseconds) / 2e9 + 0.2
    var phases = [RunProgress.Phase(name: Self.cellsPhase, steps: cells, secondsPerStep: perCell)]
    if sweep { phases.append(.init(name: Self.sweepPhase, steps: 1, secondsPerStep: quick ? 20 : 90)) }
    if anchors {
      phases.append(.init(name: Self.anchorsPhase, steps: 1, secondsPerStep: 30 + 20 * Double(anchorRounds)))
    }
    if anatomy { phases.append(.init(name: Self.anatomyPhase, steps: 1, secondsPerStep: 150)) }
    if instructions {
      phases.append(.init(name: Self.instructionsPhase, steps: 1, secondsPerStep: quick ? 120 : 600))
    }
    if !timeOnly && !suite.samples.isEmpty {
      phases.append(.init(name: Self.behaviourPhase, steps: 1, secondsPerStep: 5))
    }
    return phases
  }

  /// Every result in the order a run in one go would have measured it: the cases', then cold runs'.
  static func ordered(_ results: [BenchmarkResult], cases: [BenchmarkCase]) -> [BenchmarkResult] {
    var rank: [String: Int] = [:]
    for (index, benchmarkCase) in cases.enumerated() { rank[benchmarkCase.id] = index }
    for (index, benchmarkCase) in cases.enumerated() where benchmarkCase.operation == .dictToModel {
      rank[BenchmarkCase.id(benchmarkCase.workload, .cold, benchmarkCase.implementation)] =
        cases.count + index
    }
    var seen: Set<String> = []
    let unique = results.reversed().filter { seen.insert($0.key).inserted }.reversed()
    return unique.sorted { rank[$0.key, default: Int.max] < rank[$1.key, default: Int.max] }
  }

  /// The ids of the cells a run set out to measure that `results` lacks.
  static func missing(
    _ results: [BenchmarkResult], cases: [BenchmarkCase], cold: ((String) -> Bool)?
  ) -> [String] {
    let have = Set(results.map(\.key))
    var wanted = cases.filter { !($0.operation == .cold && $0.body == nil && $0.unavailable == nil) }.map(
      \.id)
    if let cold {
      wanted += ColdRuns.cells(of: cases, selects: cold).map {
        BenchmarkCase.id($0.workload, .cold, $0.implementation)
      }
    }
    return wanted.filter { !have.contains($0) }
  }
}
