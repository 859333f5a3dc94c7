import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam
import ModelRuntime

extension RunOptions {
  /// Measures the cells the journal in the output folder lacks, under the lock of `supervisor` (the run
  /// that started this worker), then writes the report; `continuing` when the user resumed the run.
  func measure(supervisor: Int32, continuing: Bool) throws {
    let suite = BenchmarkSuite.current
    let allocator = suite.allocator
    var settings = quick ? Runner.Settings.quick : Runner.Settings.standard
    if let samples {
      // A count asked for is taken (but for slow cells, as before): no early stop.
      settings.samples = samples
      settings.minimumSamples = min(settings.minimumSamples, samples)
      settings.relativePrecision = 0
    }
    if let sampleMilliseconds {
      settings.sampleNanoseconds = UInt64(sampleMilliseconds) * 1_000_000
      // Room for every sample of a fast cell.
      settings.caseBudgetNanoseconds = max(
        settings.caseBudgetNanoseconds, UInt64(settings.samples) * settings.sampleNanoseconds)
    }
    let extra = try work.parsed()
    let faults = injectFault.compactMap(InjectedFault.parse)
    var workloads = quick ? suite.quickWorkloads : suite.workloads
    let companionNames = alongside.isEmpty ? suite.defaultCompanions : alongside.filter { $0 != "none" }
    for name in companionNames {
      guard let companion = suite.companions.first(where: { $0.name == name }) else {
        throw ValidationError(
          "no companion workload '\(name)'; there are: \(suite.companions.map(\.name).joined(separator: ", "))"
        )
      }
      workloads.append(companion)
    }
    FileHandle.standardError.write(
      Data("\(CommandExit.executableName): preparing the cells (inputs loaded, models archived)\n".utf8))
    let cases = Runner.cases(
      of: workloads, on: suite.implementations, filter: filter, skip: selection.skip,
      names: suite.propertyNames,
      adjust: { benchmarkCase in
        faults.reduce(extra.apply(to: benchmarkCase)) {
          $1.apply(to: $0)
        }
      }
    )
    var environment = EnvironmentProbe.current(quick: quick, jemalloc: allocator.version)
    environment.addressSpaceRandomized = ReproducibleProcess.addressSpaceRandomized
    let output = resume ?? self.output ?? suite.defaultOutput
    // Each cell is appended to the output folder's journal as it is measured; a signal stops the run
    // after the cell being measured, and the report says what was.
    let outputURL = URL(fileURLWithPath: output)
    let journal = try openJournal(output: outputURL, environment: environment, lockHolder: supervisor)
    defer { journal.close() }
    let done = Set(journal.existing.map(\.key))
    let stop = StopRequest(worker: true)
    let toMeasure = cases.filter { !done.contains($0.id) }
    // Cold cells are timed in fresh processes after the others, each selected by its own id.
    let coldCases =
      timeOnly
      ? 0
      : ColdRuns.cells(of: cases, selects: selection.selects).count {
        !done.contains(BenchmarkCase.id($0.workload, .cold, $0.implementation))
      }
    let runProgress = RunProgress(
      phases: phases(cells: toMeasure.count + coldCases, settings: settings),
      terminal: ProcessInfo.processInfo.environment["MODELBENCH_TERMINAL"] == "1")
    let cellCount = toMeasure.count + coldCases
    FileHandle.standardError.write(
      Data("\(CommandExit.executableName): \(cellCount) cells to measure\n".utf8))
    if !continuing && journal.existing.isEmpty {
      for line in Runner.missingCodecs(cases, name: suite.lineup.name) {
        FileHandle.standardError.write(Data("\(CommandExit.executableName): \(line)\n".utf8))
      }
    }
    let stepped = Locked(0)
    let progress: @Sendable (String) -> Void = { id in
      let step = stepped.withLock { step in
        defer { step += 1 }
        return step
      }
      journal.markStarted(step, of: cellCount, id)
      runProgress.step(Self.cellsPhase, step, id)
    }
    var runner = Runner(settings: settings, counter: timeOnly ? nil : allocator.counter, progress: progress)
    runner.onResult = { journal.append($0) }
    runner.shouldStop = { stop.isRequested }
    var results = journal.existing + runner.run(toMeasure)
    if !timeOnly {
      // A cold time is never kept for an implementation whose warm dict→model output was wrong.
      var refused: [String: String] = [:]
      for result in results where result.operation == .dictToModel && result.isWrongOutput {
        refused[BenchmarkCase.id(result.workload, .cold, result.implementation)] = result.unavailable
      }
      results += ColdRuns.measure(
        cases: cases, selects: selection.selects, samples: settings.coldSamples, progress: progress,
        skipping: done, refused: refused,
        shouldStop: { stop.isRequested }, onResult: { journal.append($0) })
    }
    // The later phases are not journaled: a signal there ends the run, and `--resume` repeats them only.
    stop.cancel()
    ResultsJournal.clearCurrent(in: outputURL)
    results = Self.ordered(results, cases: cases)
    let missing = Self.missing(results, cases: cases, cold: timeOnly ? nil : { selection.selects($0) })
    if !missing.isEmpty {
      try writePartial(results, missing: missing, environment: environment, output: output)
      throw CommandExit.stopped.exit
    }
    let completeness: RunCompleteness = continuing ? .resumed(started: journal.header.started) : .complete
    if sweep { runProgress.step(Self.sweepPhase, 0, "the size sweep") }
    let sweepReport =
      sweep
      ? SweepCommand.measure(
        suite, families: suite.sweepFamilies(), quick: true, memoryMegabytes: SweepCommand.quickMemorySizes)
      : nil
    let measured = Set(cases.map(\.workload))
    if anchors { runProgress.step(Self.anchorsPhase, 0, "simdjson and serde_json, paired rounds") }
    let anchorReport =
      anchors
      ? suite.measureAnchors?(workloads.map(\.name).filter(measured.contains), quick, anchorRounds) : nil
    var anatomyReport: AnatomyReport?
    if anatomy, let measureAnatomy = suite.measureAnatomy {
      runProgress.step(Self.anatomyPhase, 0, "where the time goes, under callgrind")
      let small = Set(suite.quickWorkloads.map(\.name))
      anatomyReport = try measureAnatomy(cases.filter { small.contains($0.workload) })
    }
    if instructions, let countInstructions = suite.countInstructions {
      runProgress.step(Self.instructionsPhase, 0, "instructions per operation, under callgrind")
      // The anatomy's cells are counted already: its totals are their instructions per operation.
      let counted = Set(anatomyReport?.cells.map(\.cell) ?? [])
      var counts = countInstructions(cases.filter { !counted.contains($0.id) }, quick, work.extraWork)
      for cell in anatomyReport?.cells ?? [] { counts[cell.cell] = cell.total }
      for index in results.indices { results[index].instructionsPerOperation = counts[results[index].key] }
    }

    let run = BenchmarkRun(
      environment: environment,
      peakResidentBytes: EnvironmentProbe.peakResidentBytes(), results: results)
    let (published, unpublished) = publishedFigures(for: Set(results.map(\.workload)))
    var writer = ReportWriter(run: run, published: published, lineup: suite.lineup)
    writer.report.title = suite.title
    writer.report.anatomy = anatomyReport
    writer.report.sweep = sweepReport
    writer.report.anchors = anchorReport
    writer.report.decisionFacts = timeOnly ? nil : suite.decisionFacts?()
    writer.report.codeSize = timeOnly ? nil : suite.measureCodeSize?()
    writer.report.completeness = completeness
    writer.report.companions = companionNames
    writer.report.comparisons = suite.comparisons
    if let unpublished { writer.report.sections.append(unpublished) }
    if !timeOnly && !suite.samples.isEmpty {
      runProgress.step(Self.behaviourPhase, 0, "behaviour on \(suite.samples.count) samples")
      let behaviours = suite.checkSamples()
      writer.report.sections.append(SampleBehaviour.markdown(behaviours, table: "behaviour.csv"))
      writer.extraFiles["behaviour.csv"] = SampleBehaviour.csv(behaviours)
    }
    try writer.write(to: URL(fileURLWithPath: output), formats: timeOnly ? [.json] : formats)
    runProgress.finish()
    FileHandle.standardError.write(Data("\(CommandExit.executableName): wrote \(output)\n".utf8))
    if let problems = Self.problems(results, reference: suite.lineup.name(suite.lineup.reference)) {
      FileHandle.standardError.write(Data(problems.utf8))
      throw CommandExit.failed.exit
    }
  }
}
