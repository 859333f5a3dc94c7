import BenchmarkKit

/// What a run measures and how, read once from its parsed options: the journal's header keeps it, a
/// resumed run must have the same one, and the supervisor hands it to each worker (``WorkerOrder``).
///
/// Where the run writes (`--output`, `--resume`, `--format`, `--reference`) and how it is supervised are
/// not part of it. Two command lines that parse to the same options have the same plan, however they
/// are spelled (`--filter=a` or `--filter a`, in any order).
struct RunPlan: Codable, Equatable, Sendable {
  // How long each cell is sampled: `--quick`, `--samples`, `--sample-milliseconds`.
  var quick: Bool
  var samples: Int?
  var sampleMilliseconds: Int?
  /// `--time-only`: no allocation counts.
  var timeOnly: Bool
  // The phases after the cells: `--instructions`, `--anatomy`, `--sweep`, `--anchors` and its rounds.
  var instructions: Bool
  var anatomy: Bool
  var sweep: Bool
  var anchors: Bool
  var anchorRounds: Int
  // The cells: `--filter` and `--skip` patterns, and the `--alongside` companion workloads.
  var filter: [String]
  var skip: [String]
  var alongside: [String]
  // For tests of the run itself: `--inject-fault` and `--extra-work`.
  var injectFault: [String]
  var extraWork: [String]

  init(_ options: RunOptions) {
    quick = options.quick
    samples = options.samples
    sampleMilliseconds = options.sampleMilliseconds
    timeOnly = options.timeOnly
    instructions = options.instructions
    anatomy = options.anatomy
    sweep = options.sweep
    anchors = options.anchors
    anchorRounds = options.anchorRounds
    filter = options.selection.filter
    skip = options.selection.skip
    alongside = options.alongside
    injectFault = options.injectFault
    extraWork = options.work.extraWork
  }

  /// The plan as one canonical command line, in a fixed order, each value spelled `--name value`: what
  /// the journal's header stores and compares.
  var arguments: [String] {
    var out: [String] = []
    func flag(_ name: String, _ on: Bool) { if on { out.append("--\(name)") } }
    func option(_ name: String, _ value: Int?) { if let value { out += ["--\(name)", "\(value)"] } }
    func options(_ name: String, _ values: [String]) { for value in values { out += ["--\(name)", value] } }
    flag("quick", quick)
    option("samples", samples)
    option("sample-milliseconds", sampleMilliseconds)
    flag("time-only", timeOnly)
    flag("instructions", instructions)
    flag("anatomy", anatomy)
    flag("sweep", sweep)
    flag("anchors", anchors)
    if anchors { option("anchor-rounds", anchorRounds) }
    options("filter", filter.sorted())
    options("skip", skip.sorted())
    options("alongside", alongside.sorted())
    options("inject-fault", injectFault.sorted())
    options("extra-work", extraWork.sorted())
    return out
  }
}

extension RunPlan {
  /// Whether the cell `id` is selected: it matches a filter (or there is none) and no skip.
  func selects(_ id: String) -> Bool { Runner.selects(id, filter: filter, skip: skip) }

  /// How each cell is sampled: the quick or standard settings, with the counts and lengths asked for.
  var runnerSettings: Runner.Settings {
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
    return settings
  }
}
