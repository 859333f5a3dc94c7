import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam
import ModelRuntime

package struct RunCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Run the benchmark suite and write the report.")

  @OptionGroup var selection: CellSelection
  var filter: [String] { selection.filter }

  @Option(
    help: """
      Also run this companion workload (repeatable): in a scaffolded package's runner, one of ModelBench's \
      built-in workloads (builtin-twitter, builtin-github_user, …), measured in the same run; The answer \
      gives its ratios beside the suite's own. Without it, the suite's default companions run \
      (builtin-weibo_status in a scaffolded runner); `none` runs none.
      """)
  var alongside: [String] = []

  @Flag(help: "Short samples (the CI smoke run, at most about a minute).")
  var quick = false

  @Option(
    help:
      "Samples per case, a fixed count (at least 10; default: until the median is known to ±1 %, 6 to 20).")
  var samples: Int?

  @Option(help: "Output formats, comma-separated: markdown, json, csv, github.")
  var format: String = "markdown,json,csv,github"

  @Option(help: "Where the report is written (default: the suite's, Reports/latest for ModelBench's own).")
  var output: String?

  @Option(
    help: ArgumentHelp(
      "Continue the run in this folder: measure only the cells its journal (cells.jsonl) lacks.",
      discussion:
        "Repeat the stopped run's options; a folder from another commit, toolchain, suite or options is refused.",
      valueName: "dir"))
  var resume: String?

  @Option(help: "Where the published figures are read from (default: the suite's).")
  var reference: String?

  @Flag(
    help: """
      Also count instructions per operation of the four conversions under callgrind (each cell in its own \
      process; minutes for the large workloads), reported beside time and in the github export.
      """)
  var instructions = false

  @Flag(
    help: """
      Also measure where the instructions of the small workloads' four conversions go, by phase, under \
      callgrind (about two minutes on two cores): the report's "Where the time goes".
      """)
  var anatomy = false

  @Flag(
    help: "Also run the short size sweep (how each conversion's cost grows): the report's \"How cost grows\"."
  )
  var sweep = false

  @Flag(
    help: """
      Also time simdjson and serde_json on the run's fixture documents (`make anchors` builds them from \
      Debian's packages): the report's "Against the fastest"; it says so when they are absent.
      """)
  var anchors = false

  @Option(
    help: """
      With --anchors: rounds in which the anchors and the goals' cells are timed back to back, document \
      by document (the report's "The goals, paired"); 0 for none.
      """)
  var anchorRounds = 10

  @Option(
    help: ArgumentHelp(
      "Seconds a cell may run before it is stopped and reported as failed.", valueName: "seconds"))
  var cellTimeLimit = 600

  @Flag(
    help: """
      Only check each cell's output against the reference implementation's (what every run does before \
      timing a cell), nothing timed: how long the checks take, and every cell refused.
      """)
  var checkOnly = false

  /// The supervising run's PID: this process measures, under its lock (see `supervise()`).
  @Option(help: .hidden)
  var worker: Int32?

  /// Set on the workers of a run the user resumed (the report says "resumed").
  @Flag(help: .hidden)
  var continuing = false

  /// `trap:text` or `hang:text`: cells whose id contains the text trap or never finish (test-only).
  @Option(help: .hidden)
  var injectFault: [String] = []

  /// Times only: no allocation pass, no cold processes, no behaviour check, results.json alone (what `ab`
  /// runs each round); with `--instructions`, the counts too (what `make scaffold-check` runs).
  @Flag(help: .hidden)
  var timeOnly = false

  /// The target length of one sample, in milliseconds (quick: 1, standard: 20); `ab` sets it.
  @Option(help: .hidden)
  var sampleMilliseconds: Int?

  @OptionGroup var work: ExtraWorkOptions

  package init() {}

  package func validate() throws {
    if let samples, samples < 10 { throw ValidationError("--samples must be at least 10") }
    if let sampleMilliseconds, sampleMilliseconds < 1 {
      throw ValidationError("--sample-milliseconds must be positive")
    }
    let known: Set = ["markdown", "json", "csv", "github"]
    for name in formats where !known.contains(name) { throw ValidationError("unknown format '\(name)'") }
    if let resume, let output,
      URL(fileURLWithPath: resume).standardized != URL(fileURLWithPath: output).standardized
    {
      throw ValidationError("--resume writes into the folder it continues; leave --output out")
    }
    if cellTimeLimit < 1 { throw ValidationError("--cell-time-limit must be at least 1 second") }
    for spec in injectFault where InjectedFault.parse(spec) == nil {
      throw ValidationError("--inject-fault takes trap:TEXT or hang:TEXT, not '\(spec)'")
    }
  }

  var formats: [String] { format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }

  /// Exits 0 measured, 1 a check failed (a wrong output, a failed cell), 4 an error (a journal that cannot
  /// be written, a folder another run holds), 64 usage, 130 stopped.
  package func run() throws { try CommandExit.exitingOnError(Self.self, measure) }

  private func measure() throws {
    let suite = BenchmarkSuite.current
    if instructions && suite.countInstructions == nil {
      throw ValidationError("--instructions needs ModelBench's own runner (`modelbench run --instructions`)")
    }
    if sweep && suite.sweepFamilies().isEmpty {
      throw ValidationError("--sweep: this suite has nothing to grow (\(SweepCommand.noFamilies))")
    }
    if anchors && suite.measureAnchors == nil {
      throw ValidationError("--anchors needs ModelBench's own runner (`modelbench run --anchors`)")
    }
    if anatomy && suite.measureAnatomy == nil {
      throw ValidationError("--anatomy needs ModelBench's own runner (`modelbench run --anatomy`)")
    }
    try suite.validate()
    if checkOnly { return try checkOutputsOnly(suite) }
    try ReproducibleProcess.ensure()
    let allocator = suite.allocator
    // Not a usage error: the build is wrong (exit 4, as every run error).
    guard allocator.isActive() else { throw AllocatorInactive() }
    guard let worker else { return try supervise() }
    try WorkerProcess.dieWithSupervisor(worker)
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
      Data("modelbench: preparing the cells (inputs loaded, models archived)\n".utf8))
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
    let journal = try openJournal(output: outputURL, environment: environment, lockHolder: worker)
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
    FileHandle.standardError.write(Data("modelbench: \(cellCount) cells to measure\n".utf8))
    if !continuing && journal.existing.isEmpty {
      for line in Runner.missingCodecs(cases, name: suite.lineup.name) {
        FileHandle.standardError.write(Data("modelbench: \(line)\n".utf8))
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
      results += ColdRuns.measure(
        cases: cases, selects: selection.selects, samples: settings.coldSamples, progress: progress,
        skipping: done,
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
    if let unpublished { writer.report.sections.append(unpublished) }
    if !timeOnly && !suite.samples.isEmpty {
      runProgress.step(Self.behaviourPhase, 0, "behaviour on \(suite.samples.count) samples")
      let behaviours = suite.checkSamples()
      writer.report.sections.append(SampleBehaviour.markdown(behaviours, table: "behaviour.csv"))
      writer.extraFiles["behaviour.csv"] = SampleBehaviour.csv(behaviours)
    }
    try writer.write(to: URL(fileURLWithPath: output), formats: timeOnly ? ["json"] : formats)
    runProgress.finish()
    FileHandle.standardError.write(Data("modelbench: wrote \(output)\n".utf8))
    if let problems = Self.problems(results, reference: suite.lineup.name(suite.lineup.reference)) {
      FileHandle.standardError.write(Data(problems.utf8))
      throw CommandExit.failed.exit
    }
  }

  /// The published figures, and a section saying why they are left out when none is for a workload of
  /// the run (the file cannot be read, or it has figures for other inputs only).
  func publishedFigures(for workloads: Set<String>) -> ([PublishedFigure], String?) {
    let path = reference ?? BenchmarkSuite.current.defaultReference
    let heading = "## Measured against published ratios\n\nLeft out: "
    let figures: [PublishedFigure]
    do {
      figures = try PublishedFigures.load(from: URL(fileURLWithPath: path))
    } catch {
      return (
        [],
        heading
          + "no published figures could be read at `\(path)` (\(error)); `--reference FILE` names them.\n"
      )
    }
    let inputs = Set(figures.map(\.workload))
    guard inputs.isDisjoint(with: workloads) else { return (figures, nil) }
    return (
      figures,
      heading + "the published figures (`\(path)`) are for \(inputs.sorted().joined(separator: ", ")), "
        + "which this run did not measure under those names.\n"
    )
  }

  /// What the console must say of cells that were not timed for a fault of their own or of their input:
  /// wrong output, an input that cannot be loaded; nil when there are none.
  static func problems(_ results: [BenchmarkResult], reference: String) -> String? {
    var out = ""
    let wrong = results.filter(\.isWrongOutput)
    if !wrong.isEmpty {
      out += "modelbench: \(wrong.count) cell(s) not timed: their output differs from \(reference)'s\n"
      for result in wrong {
        out += "  \(result.key): \(result.unavailable?.dropFirst(BenchmarkResult.wrongOutput.count) ?? "")\n"
      }
    }
    var seen: Set<String> = []
    for result in results where result.isInputMissing && seen.insert(result.workload).inserted {
      let why = result.unavailable?.dropFirst(BenchmarkResult.inputMissing.count) ?? ""
      out += "modelbench: workload \(result.workload) was not measured: its input cannot be loaded: \(why)\n"
    }
    return out.isEmpty ? nil : out
  }

  /// The report of a stopped run: the cells measured, the rest listed as not measured.
  private func writePartial(
    _ results: [BenchmarkResult], missing: [String], environment: BenchmarkEnvironment, output: String
  ) throws {
    let suite = BenchmarkSuite.current
    let run = BenchmarkRun(
      environment: environment, peakResidentBytes: EnvironmentProbe.peakResidentBytes(), results: results)
    var writer = ReportWriter(run: run, published: [], lineup: suite.lineup)
    writer.report.title = suite.title
    writer.report.completeness = .partial(measured: results.count, missing: missing)
    try writer.write(to: URL(fileURLWithPath: output), formats: timeOnly ? ["json"] : formats)
    FileHandle.standardError.write(
      Data(
        ("modelbench: stopped; wrote the partial report of \(results.count) cells to \(output) "
          + "(\(missing.count) not measured: `run --resume \(output)` with the same options measures them)\n")
          .utf8))
  }
}
