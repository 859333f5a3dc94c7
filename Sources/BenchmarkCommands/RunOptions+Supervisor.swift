import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam

/// `run` is a supervisor: it parses its options once into a ``RunPlan``, owns the output folder (its lock,
/// its journal, the report) and has a worker (``RunWorker``, a child process) measure the cells; see
/// ``RunSupervisor``.
extension RunOptions {
  /// Runs the workers until the run is measured and reported, or stopped.
  func supervise(_ suite: BenchmarkSuite, cellTimeLimit: Int) throws {
    let output = URL(fileURLWithPath: resume ?? self.output ?? suite.defaultOutput)
    var environment = EnvironmentProbe.current(quick: quick, jemalloc: suite.allocator.version)
    environment.addressSpaceRandomized = ReproducibleProcess.addressSpaceRandomized
    let plan = RunPlan(self)
    let journal = try openJournal(output: output, environment: environment, plan: plan, suite: suite)
    defer { journal.close() }
    let stop = StopRequest()
    let channel = WorkerProcessChannel(
      executable: URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL,
      cellTimeLimit: cellTimeLimit, stop: stop)
    var supervisor = RunSupervisor(
      plan: plan, journal: journal, channel: channel, isNew: resume == nil,
      isStopRequested: { stop.isRequested })
    let outcome: RunSupervisor<WorkerProcessChannel>.Outcome
    do {
      outcome = try supervisor.run()
    } catch {
      FileHandle.standardError.write(
        Data(
          ("\(CommandExit.executableName): \(error); the cells measured are in \(output.path): "
            + "`run --resume \(output.path)` continues\n").utf8))
      if case .exited(let status) = error, status != 0 { throw ExitCode(status) }
      throw CommandExit.failed.exit
    }
    switch outcome {
    case .stopped(let cells, let peak):
      if let cells {
        let results = Self.ordered(journal.results(), cells: cells)
        try writePartial(
          results, missing: Self.missing(results, cells: cells), environment: environment, peak: peak,
          output: output.path, plan: plan, suite: suite)
      }
      throw CommandExit.stopped.exit
    case .finished(let cells, let products):
      let results = Self.ordered(journal.results(), cells: cells)
      let missing = Self.missing(results, cells: cells)
      guard missing.isEmpty else {
        try writePartial(
          results, missing: missing, environment: environment, peak: products.peakResidentBytes,
          output: output.path, plan: plan, suite: suite)
        throw CommandExit.stopped.exit
      }
      let completeness: RunCompleteness =
        resume != nil ? .resumed(started: journal.header.started) : .complete
      try writeReport(
        results, products: products, environment: environment, completeness: completeness,
        output: output.path, plan: plan, suite: suite)
      let failed = supervisor.failed
      if !failed.isEmpty {
        FileHandle.standardError.write(
          Data(
            ("\(CommandExit.executableName): \(failed.count) cell(s) failed and are reported as such; every other cell was "
              + "measured:\n" + failed.map { "  \($0)\n" }.joined()).utf8))
      }
      let problems = Self.problems(results, reference: suite.lineup.name(suite.lineup.reference))
      if let problems { FileHandle.standardError.write(Data(problems.utf8)) }
      if problems != nil || !failed.isEmpty { throw CommandExit.failed.exit }
    }
  }

  /// The journal line of a cell that failed, with why; nil for a cell of no operation.
  static func failedResult(_ cell: CellID, why: String) -> BenchmarkResult? {
    guard let operation = MappingOperation(rawValue: cell.operation) else { return nil }
    return BenchmarkResult(
      workload: cell.workload, operation: operation, implementation: cell.implementation,
      samples: [], inputBytes: nil, allocations: nil, unavailable: "failed: \(why)")
  }
}
