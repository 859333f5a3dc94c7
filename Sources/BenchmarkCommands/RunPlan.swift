/// What a run measures and how, read once from its parsed options: the journal's header keeps it, and a
/// resumed run must have the same one.
///
/// Where the run writes (`--output`, `--resume`, `--format`, `--reference`) and how it is supervised are
/// not part of it. Two command lines that parse to the same options have the same plan, however they
/// are spelled (`--filter=a` or `--filter a`, in any order).
struct RunPlan: Equatable {
  var quick: Bool
  var samples: Int?
  var sampleMilliseconds: Int?
  var timeOnly: Bool
  var instructions: Bool
  var anatomy: Bool
  var sweep: Bool
  var anchors: Bool
  var anchorRounds: Int
  var filter: [String]
  var skip: [String]
  var alongside: [String]
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
