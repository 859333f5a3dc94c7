import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite
import ModelRuntime

/// What `run` measures and how it reports, as parsed; the supervisor reads the ``RunPlan`` from it once,
/// and its workers are handed that plan, never these options.
package struct RunOptions: ParsableArguments {
  @OptionGroup var selection: CellSelection
  var filter: [String] { selection.filter }

  @Option(
    help: """
      Also run this companion workload (repeatable): in a scaffolded package's runner, one of ModelBench's \
      built-in workloads (builtin-twitter, builtin-github_user, …), measured in the same run. The answer \
      gives its ratios beside the suite's own. Without it, the suite's default companions run \
      (builtin-weibo_status, builtin-github_user and builtin-kinds in a scaffolded runner); `none` runs none.
      """)
  var alongside: [String] = []

  @Flag(help: "Short samples (the CI smoke run, at most about a minute).")
  var quick = false

  @Option(
    help:
      "Samples per case, a fixed count (at least 10; default: until the median is known to ±1 %, 6 to 20).")
  var samples: Int?

  @Option(help: "Output formats, comma-separated: markdown, json, csv, github.")
  var format = ReportFormats(Set(ReportFormat.allCases))

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

  @Flag(
    help: """
      Only check each cell's output against the reference implementation's (what every run does before \
      timing a cell), nothing timed: how long the checks take, and every cell refused.
      """)
  var checkOnly = false

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
    if let resume, let output,
      URL(fileURLWithPath: resume).standardized != URL(fileURLWithPath: output).standardized
    {
      throw ValidationError("--resume writes into the folder it continues; leave --output out")
    }
    for spec in injectFault where InjectedFault.parse(spec) == nil {
      throw ValidationError("--inject-fault takes trap:TEXT or hang:TEXT, not '\(spec)'")
    }
  }

  var formats: Set<ReportFormat> { format.formats }
}

extension RunOptions {
  /// Checks the suite can do what the options ask and that the process measures as it must; runs
  /// `--check-only` itself. Returns false when there is nothing left to do.
  ///
  /// - Parameters:
  ///   - suite: The suite the run measures.
  ///   - plan: The plan read from these options.
  func prepare(_ suite: BenchmarkSuite, plan: RunPlan) throws -> Bool {
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
    do {
      _ = try plan.companions(of: suite)
    } catch {
      throw ValidationError(error.reason)
    }
    // The sweep's, anchors' and anatomy's cells have ids of their own; the selection is checked on the
    // conversions' alone.
    if !sweep, !anchors, !anatomy {
      try selection.refuseEmpty(among: suite.cellIDs(quick: quick, alongside: alongside))
    }
    if checkOnly {
      try checkOutputsOnly(suite)
      return false
    }
    try ReproducibleProcess.ensure()
    // Not a usage error: the build is wrong (exit 4, as every run error).
    guard suite.allocator.isActive() else { throw AllocatorInactive() }
    return true
  }

  /// The published figures, and a section saying why they are left out when none is for a workload of
  /// the run (the file cannot be read, or it has figures for other inputs only).
  func publishedFigures(for workloads: Set<String>, suite: BenchmarkSuite) -> ([PublishedFigure], String?) {
    let path = reference ?? suite.defaultReference
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
      out +=
        "\(CommandExit.executableName): \(wrong.count) cell(s) not timed: their output differs from \(reference)'s\n"
      for result in wrong {
        out += "  \(result.key): \(result.unavailable?.dropFirst(BenchmarkResult.wrongOutput.count) ?? "")\n"
      }
    }
    var seen: Set<String> = []
    for result in results where result.isInputMissing && seen.insert(result.workload).inserted {
      let why = result.unavailable?.dropFirst(BenchmarkResult.inputMissing.count) ?? ""
      out +=
        "\(CommandExit.executableName): workload \(result.workload) was not measured: its input cannot be loaded: \(why)\n"
    }
    return out.isEmpty ? nil : out
  }
}
