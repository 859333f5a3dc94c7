import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite
import ModelRuntime

/// A run's measuring half, in the worker process: it measures the cells its order leaves, then the later
/// phases, and tells its supervisor each step as a ``WorkerEvent``. It writes no file: the supervisor
/// owns the journal and the report.
struct RunWorker {
  var order: WorkerOrder
  var suite: BenchmarkSuite
  /// Where the events go (the supervisor's pipe).
  var send: @Sendable (WorkerEvent) -> Void

  private var plan: RunPlan { order.plan }

  /// Measures the cells the order leaves out of `measured`, then the later phases; sends `stopped` and
  /// exits 130 when a signal asks.
  func measure() throws {
    let allocator = suite.allocator
    let settings = plan.runnerSettings
    let extra = try ExtraWork.parse(plan.extraWork)
    let faults = plan.injectFault.compactMap(InjectedFault.parse)
    let workloads = (plan.quick ? suite.quickWorkloads : suite.workloads) + (try plan.companions(of: suite))
    FileHandle.standardError.write(
      Data("\(CommandExit.executableName): preparing the cells (inputs loaded, models archived)\n".utf8))
    let cases = Runner.cases(
      of: workloads, on: suite.implementations, filter: plan.filter, skip: plan.skip,
      names: suite.propertyNames,
      adjust: { benchmarkCase in faults.reduce(extra.apply(to: benchmarkCase)) { $1.apply(to: $0) } }
    )
    let plan = plan
    let cold: ((String) -> Bool)? = plan.timeOnly ? nil : { plan.selects($0) }
    send(.planned(Self.planned(cases, cold: cold)))
    let done = Set(order.measured.map(\.description))
    let stop = StopRequest(worker: true)
    let toMeasure = cases.filter { !done.contains($0.id) }
    // Cold cells are timed in fresh processes after the others, each selected by its own id.
    let coldCases =
      plan.timeOnly
      ? 0
      : ColdRuns.cells(of: cases, selects: plan.selects).count {
        !done.contains(BenchmarkCase.id($0.workload, .cold, $0.implementation))
      }
    let cellCount = toMeasure.count + coldCases
    let phases = plan.phases(cells: toMeasure.count, coldCells: coldCases, settings: settings, suite: suite)
    let runProgress = RunProgress(
      phases: phases.map(\.progress),
      terminal: ProcessInfo.processInfo.environment["MODELBENCH_TERMINAL"] == "1")
    FileHandle.standardError.write(
      Data("\(CommandExit.executableName): \(cellCount) cells to measure\n".utf8))
    if order.announce {
      for line in Runner.missingCodecs(cases, name: suite.lineup.name) {
        FileHandle.standardError.write(Data("\(CommandExit.executableName): \(line)\n".utf8))
      }
    }
    var runner = Runner(
      settings: settings, counter: plan.timeOnly ? nil : allocator.counter,
      progress: starting(.cells, progress: runProgress))
    runner.onResult = { [send] in send(.result($0)) }
    runner.shouldStop = { stop.isRequested }
    // Each result is sent as it is made (`onResult`); the warm ones are kept for the cold cells' check.
    let warm = runner.run(toMeasure)
    if !plan.timeOnly {
      // A cold time is never kept for an implementation whose warm dict→model output was wrong, in
      // this worker or in the journal.
      let refused = order.refusedCold.merging(Self.refusedCold(warm)) { $1 }
      _ = ColdRuns.measure(
        cases: cases, selects: plan.selects, samples: settings.coldSamples,
        progress: starting(.cold, progress: runProgress),
        skipping: done, refused: refused,
        shouldStop: { stop.isRequested }, onResult: { [send] in send(.result($0)) })
    }
    // The later phases are not journaled: a signal there ends the run, and `--resume` repeats them only.
    if stop.isRequested {
      send(.stopped(peakResidentBytes: EnvironmentProbe.peakResidentBytes()))
      throw CommandExit.stopped.exit
    }
    stop.cancel()
    var products = WorkerProducts()
    for phase in phases where !phase.measuresCells {
      runProgress.step(phase.kind.rawValue, 0, phase.doing)
      try measure(phase.kind, cases: cases, workloads: workloads, into: &products)
    }
    if !plan.timeOnly {
      products.decisionFacts = suite.decisionFacts?()
      products.codeSize = suite.measureCodeSize?()
    }
    products.peakResidentBytes = EnvironmentProbe.peakResidentBytes()
    send(.finished(products))
    runProgress.finish()
  }

  /// What a cells phase does as each cell starts: tells the supervisor, and steps the progress line.
  private func starting(_ phase: RunPhase.Kind, progress: RunProgress) -> @Sendable (String) -> Void {
    let stepped = Locked(0)
    return { [send] id in
      let step = stepped.withLock { step in
        defer { step += 1 }
        return step
      }
      if let cell = CellID(id) { send(.started(cell)) }
      progress.step(phase.rawValue, step, id)
    }
  }

  /// Runs one of the phases after the cells, adding what it makes to `products`.
  private func measure(
    _ phase: RunPhase.Kind, cases: [BenchmarkCase], workloads: [Workload], into products: inout WorkerProducts
  ) throws {
    switch phase {
    case .cells, .cold:
      break  // measured before, cell by cell
    case .sweep:
      products.sweep = SweepCommand.measure(
        suite, families: suite.sweepFamilies(), quick: true, memoryMegabytes: SweepCommand.quickMemorySizes)
    case .anchors:
      let measured = Set(cases.map(\.workload))
      products.anchors = suite.measureAnchors?(
        workloads.map(\.name).filter(measured.contains), plan.quick, plan.anchorRounds)
    case .anatomy:
      let small = Set(suite.quickWorkloads.map(\.name))
      products.anatomy = try suite.measureAnatomy?(cases.filter { small.contains($0.workload) })
    case .instructions:
      guard let countInstructions = suite.countInstructions else { return }
      // The anatomy's cells are counted already: its totals are their instructions per operation.
      let counted = Set(products.anatomy?.cells.map(\.cell) ?? [])
      var counts = countInstructions(cases.filter { !counted.contains($0.id) }, plan.quick, plan.extraWork)
      for cell in products.anatomy?.cells ?? [] { counts[cell.cell] = cell.total }
      products.instructions = counts
    case .behaviour:
      let behaviours = suite.checkSamples()
      products.behaviour = .init(
        markdown: SampleBehaviour.markdown(behaviours, table: "behaviour.csv"),
        csv: SampleBehaviour.csv(behaviours))
    }
  }

  /// The cold cells whose implementation's warm dict→model output was wrong, with why: never timed.
  static func refusedCold(_ results: [BenchmarkResult]) -> [String: String] {
    var refused: [String: String] = [:]
    for result in results where result.operation == .dictToModel && result.isWrongOutput {
      refused[BenchmarkCase.id(result.workload, .cold, result.implementation)] = result.unavailable
    }
    return refused
  }

  /// The cells a run sets out to measure, in the order a run in one go measures them: the cases', then
  /// cold runs' (`cold` selects those, nil for none).
  static func planned(_ cases: [BenchmarkCase], cold: ((String) -> Bool)?) -> [CellID] {
    var rank: [String: Int] = [:]
    for (index, benchmarkCase) in cases.enumerated() { rank[benchmarkCase.id] = index }
    var wanted = cases.filter { !($0.operation == .cold && $0.body == nil && $0.unavailable == nil) }.map(
      \.id)
    if let cold {
      for (index, benchmarkCase) in cases.enumerated() where benchmarkCase.operation == .dictToModel {
        rank[BenchmarkCase.id(benchmarkCase.workload, .cold, benchmarkCase.implementation)] =
          cases.count + index
      }
      wanted += ColdRuns.cells(of: cases, selects: cold).map {
        BenchmarkCase.id($0.workload, .cold, $0.implementation)
      }
    }
    var seen: Set<String> = []
    return wanted.filter { seen.insert($0).inserted }
      .enumerated().sorted {
        (rank[$0.element] ?? Int.max, $0.offset) < (rank[$1.element] ?? Int.max, $1.offset)
      }
      .compactMap { CellID($0.element) }
  }
}
