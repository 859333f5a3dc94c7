import BenchmarkKit
import Foundation

/// A run's one owner: it holds the output folder's journal (and its lock), starts a worker through its
/// channel, journals each result the worker sends, and starts another after one dies in a cell, that
/// cell journaled as failed, with why. So one bad cell costs that cell, not the run.
struct RunSupervisor<Channel: WorkerChannel> {
  var plan: RunPlan
  var journal: ResultsJournal
  var channel: Channel
  /// Whether this is a new run (its first worker says which implementations lack codecs).
  var isNew: Bool
  var isStopRequested: () -> Bool

  /// The cells that failed (a worker died in them), each `id: why`.
  private(set) var failed: [String] = []

  /// How the run ended.
  enum Outcome {
    /// Every cell was measured; the later phases' products.
    case finished(cells: [CellID], products: WorkerProducts)
    /// Stopped by a signal: the cells planned, if a worker got that far, and its peak memory.
    case stopped(cells: [CellID]?, peakResidentBytes: Int?)
  }

  /// Runs workers until the run is measured or stopped.
  mutating func run() throws(RunSupervisionError) -> Outcome {
    var planned: [CellID]?
    let journal = journal
    let channel = channel
    while true {
      let results = journal.results()
      let order = WorkerOrder(
        plan: plan, measured: results.compactMap { CellID($0.key) },
        refusedCold: RunWorker.refusedCold(results), supervisor: getpid(), announce: isNew && results.isEmpty)
      var current: CellID?
      var products: WorkerProducts?
      var stopped: Int??
      let ending: WorkerEnding
      do {
        ending = try channel.run(order) { event in
          switch event {
          case .planned(let cells): planned = cells
          case .started(let cell): current = cell
          case .result(let result):
            journal.append(result)
            if result.key == current?.description { current = nil }
          case .stopped(let peak): stopped = .some(peak)
          case .finished(let made): products = made
          }
        }
      } catch {
        throw .cannotStart("\(error)")
      }
      if let products { return .finished(cells: planned ?? [], products: products) }
      if let stopped { return .stopped(cells: planned, peakResidentBytes: stopped) }
      if isStopRequested() { return .stopped(cells: planned, peakResidentBytes: nil) }
      let why: String
      switch ending {
      case .died(let reason): why = reason
      case .exited(let status) where current == nil:
        // It said why on standard error (an error before or after the cells).
        throw .exited(status)
      case .exited(let status): why = "exited with status \(status)"
      }
      guard let cell = current, !results.contains(where: { $0.key == cell.description }),
        let result = RunOptions.failedResult(cell, why: why)
      else { throw .diedOutsideACell(why) }
      journal.append(result)
      failed.append("\(cell): \(why)")
      FileHandle.standardError.write(
        Data("\(CommandExit.executableName): \(cell) \(why); continuing with the next cell\n".utf8))
    }
  }
}

/// Why a run's supervisor gave up.
enum RunSupervisionError: Error, CustomStringConvertible {
  /// The worker could not be started.
  case cannotStart(String)
  /// The worker exited outside a cell without finishing, with this status, having said why.
  case exited(Int32)
  /// The worker died, or was killed, outside a cell.
  case diedOutsideACell(String)

  var description: String {
    switch self {
    case .cannotStart(let why): "the run's worker could not be started: \(why)"
    case .exited(let status): "the run's worker exited with status \(status) before it finished"
    case .diedOutsideACell(let why): "the run's worker \(why) outside a cell"
    }
  }
}
