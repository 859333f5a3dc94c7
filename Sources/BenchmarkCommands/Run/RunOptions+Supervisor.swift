import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite

/// `run` is a supervisor: it parses its options once into a ``RunPlan``, owns the output folder (its lock,
/// its journal, the report) and has a worker (``RunWorker``, a child process) measure the cells; see
/// ``RunSupervisor``.
extension RunOptions {
  /// Runs the workers until the run is measured and reported, or stopped.
  ///
  /// - Parameters:
  ///   - suite: The suite the run measures.
  ///   - plan: The plan read from these options, handed to every worker.
  ///   - cellTimeLimit: Seconds a cell may run before its worker is stopped and the cell failed.
  func supervise(_ suite: BenchmarkSuite, plan: RunPlan, cellTimeLimit: Int) throws {
    let output = URL(fileURLWithPath: resume ?? self.output ?? suite.defaultOutput)
    var environment = EnvironmentProbe.current(quick: quick, jemalloc: suite.allocator.version)
    environment.addressSpaceRandomized = ReproducibleProcess.addressSpaceRandomized
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
    let cells: [CellID]
    let peak: Int?
    switch outcome {
    case .stopped(let planned, let stoppedPeak):
      // A worker stopped before it planned has measured nothing: there is no partial report to write.
      guard let planned else { throw CommandExit.stopped.exit }
      (cells, peak) = (planned, stoppedPeak)
    case .finished(let planned, let products): (cells, peak) = (planned, products.peakResidentBytes)
    }
    let results = Self.ordered(journal.results(), cells: cells)
    let missing = Self.missing(results, cells: cells)
    guard case .finished(_, let products) = outcome, missing.isEmpty else {
      try writePartial(
        results, missing: missing, environment: environment, peak: peak, output: output.path, plan: plan,
        suite: suite)
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

  /// The journal line of a cell that failed, with why; nil for a cell of no operation.
  static func failedResult(_ cell: CellID, why: String) -> BenchmarkResult? {
    guard let operation = CellOperation.mapping(named: cell.operation) else { return nil }
    return BenchmarkResult(
      workload: cell.workload, operation: operation, implementation: cell.implementation,
      samples: [], inputBytes: nil, allocations: nil, unavailable: "failed: \(why)")
  }
}
