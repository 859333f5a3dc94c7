import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite
import Testing

@testable import BenchmarkCommands

/// The supervisor in process, over a fake channel that plays scripted workers: what it journals, what it
/// hands the next worker after one dies, and how a run ends.
@Suite struct RunSupervisorTests {
  /// Workers played in turn: each gets the order, sends its events and ends as scripted.
  final class ScriptedChannel: WorkerChannel {
    var workers: [(events: [WorkerEvent], ending: WorkerEnding)]
    private(set) var orders: [WorkerOrder] = []

    init(_ workers: [(events: [WorkerEvent], ending: WorkerEnding)]) { self.workers = workers }

    func run(_ order: WorkerOrder, onEvent: (WorkerEvent) -> Void) throws -> WorkerEnding {
      orders.append(order)
      guard !workers.isEmpty else {
        throw WorkerProtocolError(reason: "no worker is left to play", line: nil)
      }
      let worker = workers.removeFirst()
      // Each event goes through its line, as over the pipe.
      for event in worker.events { onEvent(try WorkerEvent(line: event.line.dropLast())) }
      return worker.ending
    }
  }

  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "supervisor-\(UUID().uuidString)")

  static let cells = ["w/dict→model/yy", "w/dict→model/mj", "w/dict→model/hand"].compactMap(CellID.init)

  static func result(_ cell: CellID) -> BenchmarkResult {
    BenchmarkResult(
      workload: cell.workload, operation: .dictToModel, implementation: cell.implementation,
      samples: [1, 2], inputBytes: 10, allocations: nil)
  }

  func supervisor(_ channel: ScriptedChannel, stop: Bool = false) throws -> RunSupervisor<ScriptedChannel> {
    let header = ResultsJournal.Header(
      commit: "c", toolchain: "t", suite: "s", options: ["--quick"], started: "2026-12-04T00:00:00Z")
    let journal = try ResultsJournal(directory: folder, header: header, resume: false)
    let plan = RunPlan(try RunOptions.parse(["--quick"]))
    return RunSupervisor(
      plan: plan, journal: journal, channel: channel, isNew: true, isStopRequested: { stop })
  }

  /// A worker that dies after `started(id)` costs that cell: it is journaled failed, with why, and the
  /// next worker is told it is done.
  @Test func aWorkerThatDiesInACellCostsThatCell() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (a, b, c) = (Self.cells[0], Self.cells[1], Self.cells[2])
    let channel = ScriptedChannel([
      (
        [.planned(Self.cells), .started(a), .result(Self.result(a)), .started(b)],
        .died("died of signal 4 (SIGILL, a trap)")
      ),
      (
        [.planned(Self.cells), .started(c), .result(Self.result(c)), .finished(WorkerProducts())], .exited(0)
      ),
    ])
    var supervisor = try supervisor(channel)
    let outcome = try supervisor.run()
    guard case .finished(let planned, _) = outcome else {
      Issue.record("the run did not finish: \(outcome)")
      return
    }
    #expect(planned == Self.cells)
    let journaled = supervisor.journal.results()
    #expect(journaled.map(\.key) == [a, b, c].map(\.description))
    #expect(journaled[1].unavailable == "failed: died of signal 4 (SIGILL, a trap)")
    #expect(supervisor.failed == ["\(b): died of signal 4 (SIGILL, a trap)"])
    #expect(channel.orders.map(\.measured) == [[], [a, b]])
    #expect(channel.orders.map(\.announce) == [true, false])
    #expect(channel.orders.allSatisfy { $0.plan == supervisor.plan && $0.supervisor == getpid() })
    supervisor.journal.close()
    // The journal on disk is the supervisor's: read back, it holds the same three.
    let (onDisk, unreadable) = try ResultsJournal.read(
      folder.appendingPathComponent(ResultsJournal.fileName), expecting: nil)
    #expect(onDisk.map(\.key) == journaled.map(\.key) && unreadable == 0)
  }

  /// Dying, or exiting with an error, between cells is the run's end, not a cell's.
  @Test(arguments: [
    (
      WorkerEnding.died("died of signal 9 (SIGKILL)"),
      "the run's worker died of signal 9 (SIGKILL) outside a cell"
    ),
    (.exited(4), "the run's worker exited with status 4 before it finished"),
  ])
  func aWorkerThatEndsOutsideACellEndsTheRun(ending: WorkerEnding, said: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = Self.cells[0]
    var supervisor = try supervisor(
      ScriptedChannel([([.planned(Self.cells), .started(a), .result(Self.result(a))], ending)]))
    #expect {
      try supervisor.run()
    } throws: { error in
      "\(error)" == said
    }
    #expect(supervisor.journal.results().map(\.key) == [a.description])
  }

  /// A worker stopped by a signal says so after its last result; one killed by the signal says nothing,
  /// and the supervisor, asked to stop too, ends the run the same way.
  @Test(arguments: [true, false])
  func aStoppedWorkerEndsTheRunPartially(saysSo: Bool) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = Self.cells[0]
    let events: [WorkerEvent] =
      [.planned(Self.cells), .started(a), .result(Self.result(a))]
      + (saysSo ? [.stopped(peakResidentBytes: 7)] : [])
    var supervisor = try supervisor(
      ScriptedChannel([(events, saysSo ? .exited(130) : .died("died of signal 2"))]), stop: !saysSo)
    guard case .stopped(let planned, let peak) = try supervisor.run() else {
      Issue.record("the run was not stopped")
      return
    }
    #expect(planned == Self.cells && peak == (saysSo ? 7 : nil))
    #expect(
      RunOptions.missing(supervisor.journal.results(), cells: Self.cells)
        == Self.cells.dropFirst().map(\.description))
  }

  /// The report lists results in the planned order, the last of a cell's results winning.
  @Test func resultsAreReportedInThePlannedOrder() {
    let (a, b, c) = (Self.cells[0], Self.cells[1], Self.cells[2])
    var failed = Self.result(b)
    failed.unavailable = "failed: x"
    let ordered = RunOptions.ordered(
      [Self.result(c), failed, Self.result(a), Self.result(b)], cells: Self.cells)
    #expect(ordered.map(\.key) == [a, b, c].map(\.description))
    #expect(ordered[1].unavailable == nil)
  }

  /// Lines arrive in pieces; each comes out whole, a last one without its newline too.
  @Test func aPipeIsReadLineByLine() throws {
    let pipe = Pipe()
    var reader = LineReader(pipe.fileHandleForReading)
    try pipe.fileHandleForWriting.write(contentsOf: Data("{\"a\":1}\n{\"b\"".utf8))
    #expect(reader.next().map { String(decoding: $0, as: UTF8.self) } == "{\"a\":1}")
    try pipe.fileHandleForWriting.write(contentsOf: Data(":2}\n\nlast".utf8))
    try pipe.fileHandleForWriting.close()
    var lines: [String] = []
    while let line = reader.next() { lines.append(String(decoding: line, as: UTF8.self)) }
    #expect(lines == ["{\"b\":2}", "", "last"])
  }

  @Test(arguments: ["", "not json", "{\"started\":{\"_0\":\"no-slashes\"}}"])
  func aLineThatIsNoEventIsAProtocolError(line: String) {
    #expect(throws: WorkerProtocolError.self) { try WorkerEvent(line: Array(line.utf8)) }
  }
}

/// A plan's phases: in the order a run goes through them, only those it asks for, each with its
/// estimate and the part of the report it feeds.
@Suite struct RunPhaseTests {
  static let suite = BenchmarkSuite(
    workloads: [], quickWorkloads: [], implementations: [],
    lineup: Lineup(members: [], reference: "hand", pivot: "hand"), allocator: .uncounted)

  @Test(arguments: [
    (["--quick"], [RunPhase.Kind.cells, .cold]),
    (["--quick", "--time-only"], [.cells]),
    (
      ["--instructions", "--sweep", "--anatomy", "--anchors"],
      [.cells, .cold, .sweep, .anchors, .anatomy, .instructions]
    ),
  ])
  func aPlanGoesThroughThePhasesItAsksFor(arguments: [String], kinds: [RunPhase.Kind]) throws {
    let plan = RunPlan(try RunOptions.parse(arguments))
    let phases = plan.phases(cells: 12, coldCells: 3, settings: plan.runnerSettings, suite: Self.suite)
    #expect(phases.map(\.kind) == kinds)
    #expect(phases.map(\.progress.name) == kinds.map(\.rawValue))
    #expect(phases.filter(\.measuresCells).map(\.steps) == (kinds.contains(.cold) ? [12, 3] : [12]))
    #expect(phases.allSatisfy { $0.secondsPerStep > 0 && !$0.feeds.isEmpty })
    // Every kind feeds a part of its own.
    #expect(
      Set(RunPhase.Kind.allCases.map { RunPhase(kind: $0, steps: 1, secondsPerStep: 1).feeds }).count == 7)
  }
}
