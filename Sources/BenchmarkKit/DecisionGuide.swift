import Foundation

/// What the catalogue and the sources say of each design, for the decision guide: the facts a run cannot
/// measure. The runner that knows the catalogue fills it in (`modelbench`); a report without it leaves
/// those rows out.
public struct DecisionFacts: Sendable {
  /// One group of catalogue cases: how many there are and on how many the designs' outcomes differ.
  public struct BehaviourGroup: Sendable {
    public var group: String
    public var cases: Int
    public var differing: Int

    public init(group: String, cases: Int, differing: Int) {
      self.group = group
      self.cases = cases
      self.differing = differing
    }
  }

  /// The catalogue's groups.
  public var behaviour: [BehaviourGroup]
  /// Implementation id → its bad-input outcomes: (cases rejected with an error value, cases given a
  /// lenient value, cases in all).
  public var badInput: [String: (rejected: Int, lenient: Int, cases: Int)]
  /// Implementation id → lines of per-model configuration the built-in models needed, and what they are.
  public var configuration: [String: (lines: Int, note: String)]

  public init(
    behaviour: [BehaviourGroup], badInput: [String: (rejected: Int, lenient: Int, cases: Int)],
    configuration: [String: (lines: Int, note: String)]
  ) {
    self.behaviour = behaviour
    self.badInput = badInput
    self.configuration = configuration
  }
}

/// "Which design when" as a table per concern, every cell computed from the run, the sweep and the
/// facts, then the sentences those numbers support.
struct DecisionGuide {
  var report: MarkdownReport
  var facts: DecisionFacts?

  var run: BenchmarkRun { report.run }
  var lineup: Lineup { report.lineup }
  var designs: [String] { lineup.designs }
  var workloads: [String] { report.workloads }

  /// The geometric mean of one value per workload; nil unless every workload has one (an implementation
  /// measured on a few workloads would compare on easier ones).
  func overWorkloads(_ value: (String) -> Double?) -> Double? {
    let values = workloads.compactMap(value).filter { $0 > 0 }
    guard !values.isEmpty, values.count == workloads.count else { return nil }
    return exp(values.map(log).reduce(0, +) / Double(values.count))
  }

  /// The geometric mean over workloads of `implementation`'s median ÷ the reference's.
  func speed(_ implementation: String, _ operation: MappingOperation) -> Double? {
    overWorkloads { report.ratio($0, operation, implementation, to: lineup.reference) }
  }

  /// Two threads' wall time per operation ÷ one thread's, geometric mean over workloads: 1.00 scales
  /// perfectly, 2.00 runs one thread at a time.
  func contention(_ implementation: String) -> Double? {
    overWorkloads { workload in
      guard let two = run.result(workload, .twoThreads, implementation)?.nanoseconds?.median,
        let one = run.result(workload, .dictToModel, implementation)?.nanoseconds?.median, one > 0
      else { return nil }
      return two / one
    }
  }

  /// Allocations per dict→model, geometric mean over workloads.
  func allocations(_ implementation: String) -> Double? {
    overWorkloads { run.result($0, .dictToModel, implementation)?.allocationsPerOperation }
  }

  /// Peak resident growth ÷ document size at the sweep's largest document.
  func memoryFactor(_ implementation: String) -> Double? {
    guard let memory = report.sweep?.memory.filter({ $0.implementation == implementation }),
      let largest = memory.max(by: { $0.inputBytes < $1.inputBytes }), largest.inputBytes > 0
    else { return nil }
    return Double(largest.growthBytes) / Double(largest.inputBytes)
  }

  func render() -> String {
    let members = lineup.order.filter { id in
      run.results.contains { $0.implementation == id && $0.operation == .dictToModel }
    }
    guard !members.isEmpty else { return "" }
    var out = "| concern | " + members.map { lineup.name($0) }.joined(separator: " | ") + " |\n"
    out += "|---|" + String(repeating: "--:|", count: members.count) + "\n"
    func row(_ concern: String, _ cell: (String) -> String?) {
      let cells = members.map { cell($0) ?? "–" }
      guard cells.contains(where: { $0 != "–" }) else { return }
      out += "| \(concern) | " + cells.joined(separator: " | ") + " |\n"
    }
    for operation in [
      MappingOperation.dictToModel, .modelToDict, .bytesToModel, .modelToBytes, .archive, .unarchive,
    ] {
      row("\(operation.rawValue), × \(lineup.name(lineup.reference))") {
        speed($0, operation).map(Format.ratio)
      }
    }
    row("cold first dict→model, × \(lineup.name(lineup.reference))") { speed($0, .cold).map(Format.ratio) }
    row("two threads ÷ one (1.00 scales)") { contention($0).map(Format.ratio) }
    row("allocations per dict→model") { allocations($0).map { Format.number($0, digits: 0) } }
    row("bytes→model peak memory ÷ document") { memoryFactor($0).map(Format.ratio) }
    if let facts {
      row("bad input: error values / lenient / cases") { id in
        facts.badInput[id].map { "\($0.rejected) / \($0.lenient) / \($0.cases)" }
      }
      row("configuration lines, built-in models") { id in facts.configuration[id].map { String($0.lines) } }
    }
    out += "\n" + sentences().map { "- \($0)" }.joined(separator: "\n") + "\n"
    if let facts, !facts.behaviour.isEmpty {
      let differing = facts.behaviour.reduce(0) { $0 + $1.differing }
      let cases = facts.behaviour.reduce(0) { $0 + $1.cases }
      out +=
        "\nBehaviour: the designs give different outcomes on \(differing) of the catalogue's \(cases) cases "
      out += "(Reports/conformance.md has each):\n\n| group | cases | designs differ |\n|---|--:|--:|\n"
      for group in facts.behaviour.sorted(by: { $0.differing > $1.differing }) where group.cases > 0 {
        out += "| \(group.group) | \(group.cases) | \(group.differing) |\n"
      }
      let notes = designs.compactMap { id in facts.configuration[id].map { "\(lineup.name(id)): \($0.note)" }
      }
      if !notes.isEmpty { out += "\nConfiguration counted: " + notes.joined(separator: "; ") + ".\n" }
    }
    return out + "\n"
  }

  /// Plain advice, each sentence from the numbers above; a concern without numbers says nothing.
  func sentences() -> [String] {
    var lines: [String] = []
    let conversions: [MappingOperation] = [.dictToModel, .modelToDict, .bytesToModel, .modelToBytes]
    var wins: [String: [MappingOperation]] = [:]
    var compared = 0
    for operation in conversions {
      let measured = designs.compactMap { id in speed(id, operation).map { (id, $0) } }
      guard let best = measured.min(by: { $0.1 < $1.1 }), measured.count > 1 else { continue }
      wins[best.0, default: []].append(operation)
      compared += 1
    }
    for (id, operations) in wins.sorted(by: { $0.value.count > $1.value.count }) {
      let figures = operations.map { "\($0.rawValue) \(Format.ratio(speed(id, $0)))" }.joined(separator: ", ")
      lines.append(
        "Choose **\(lineup.name(id))** when conversion speed matters: it is the fastest design on "
          + "\(operations.count) of the \(compared) conversions measured (× \(lineup.name(lineup.reference)): \(figures))."
      )
    }
    let cold = designs.compactMap { id in speed(id, .cold).map { (id, $0) } }
    if let best = cold.min(by: { $0.1 < $1.1 }), let worst = cold.max(by: { $0.1 < $1.1 }), best.0 != worst.0
    {
      lines.append(
        "For short-lived processes (the first conversion pays for the caches), **\(lineup.name(best.0))** "
          + "starts fastest: \(Format.ratio(worst.1 / best.1)) faster than \(lineup.name(worst.0)) on its cold run."
      )
    }
    let scaling = designs.compactMap { id in contention(id).map { (id, $0) } }
    if let worst = scaling.max(by: { $0.1 < $1.1 }), worst.1 > 1.3 {
      lines.append(
        "Under concurrency, **\(lineup.name(worst.0))** scales worst: two threads take \(Format.ratio(worst.1)) "
          + "one thread's time per conversion (1.00× is perfect scaling).")
    } else if !scaling.isEmpty {
      lines.append(
        "All designs scale to two threads (two threads ÷ one at most "
          + "\(Format.ratio(scaling.map(\.1).max())); their caches do not serialise conversions.")
    }
    let memory = lineup.order.compactMap { id in memoryFactor(id).map { (id, $0) } }
    if let best = memory.min(by: { $0.1 < $1.1 }),
      let designWorst = memory.filter({ designs.contains($0.0) }).max(by: { $0.1 < $1.1 }),
      best.1 * 1.5 < designWorst.1
    {
      lines.append(
        "When peak memory matters more than speed, **\(lineup.name(best.0))** holds \(Format.ratio(best.1)) the "
          + "document at its peak against up to \(Format.ratio(designWorst.1)) for the designs, which build "
          + "the whole dictionary before the model.")
    }
    if let facts {
      let configured = designs.compactMap { id in facts.configuration[id].map { (id, $0.lines) } }
      if let least = configured.min(by: { $0.1 < $1.1 }), let most = configured.max(by: { $0.1 < $1.1 }),
        least.0 != most.0
      {
        lines.append(
          "When configuration effort matters, **\(lineup.name(least.0))** needed the fewest lines for the "
            + "built-in models (\(least.1), against \(most.1) for \(lineup.name(most.0))).")
      }
      let strict = designs.compactMap { id in facts.badInput[id].map { (id, $0) } }
      if let most = strict.max(by: { $0.1.rejected < $1.1.rejected }),
        let least = strict.min(by: { $0.1.rejected < $1.1.rejected }), most.1.rejected > least.1.rejected
      {
        lines.append(
          "On bad input, **\(lineup.name(most.0))** returns an error value in \(most.1.rejected) of "
            + "\(most.1.cases) cases and \(lineup.name(least.0)) in \(least.1.rejected): choose the stricter one "
            + "when a wrong model is worse than none.")
      }
    }
    return lines.isEmpty ? ["Only one design was measured: nothing to choose between yet."] : lines
  }
}
