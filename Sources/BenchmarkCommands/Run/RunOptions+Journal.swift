import BenchmarkKit
import Foundation

extension RunOptions {
  /// The journal of this run in `output`, new or the one `--resume` continues, saying what it found.
  func openJournal(output: URL, environment: BenchmarkEnvironment, plan: RunPlan, suite: BenchmarkSuite)
    throws
    -> ResultsJournal
  {
    // A resumed journal keeps its first part's start (ResultsJournal reads it).
    let header = ResultsJournal.Header(
      commit: environment.commit, toolchain: environment.swiftVersion, suite: suite.title,
      options: plan.arguments, started: ISO8601DateFormatter().string(from: Date()))
    let journal = try ResultsJournal(directory: output, header: header, resume: resume != nil)
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

  /// Every result in the order of `cells` (what the worker planned); the last of a cell's results wins,
  /// and results of cells not planned go last.
  static func ordered(_ results: [BenchmarkResult], cells: [CellID]) -> [BenchmarkResult] {
    var rank: [String: Int] = [:]
    for (index, cell) in cells.enumerated() { rank[cell.description] = index }
    var seen: Set<String> = []
    let unique = results.reversed().filter { seen.insert($0.key).inserted }.reversed()
    return unique.sorted { rank[$0.key, default: Int.max] < rank[$1.key, default: Int.max] }
  }

  /// The planned cells that `results` lacks.
  static func missing(_ results: [BenchmarkResult], cells: [CellID]) -> [String] {
    let have = Set(results.map(\.key))
    return cells.map(\.description).filter { !have.contains($0) }
  }
}
