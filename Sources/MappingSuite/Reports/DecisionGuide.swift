import BenchmarkKit
import Foundation
import ReportTable

/// What the catalogue and the sources say of each design, for the decision guide: the facts a run cannot
/// measure. The runner that knows the catalogue fills it in (`modelbench`); a report without it leaves
/// those rows out.
package struct DecisionFacts: Sendable, Codable {
  /// One group of catalogue cases: how many there are and on how many the designs' outcomes differ.
  package struct BehaviourGroup: Sendable, Codable {
    /// The group's name (`scalars`, `coercions`).
    package var group: String
    package var cases: Int
    /// The cases on which two designs or more give different outcomes.
    package var differing: Int

    package init(group: String, cases: Int, differing: Int) {
      self.group = group
      self.cases = cases
      self.differing = differing
    }
  }

  /// One implementation's bad-input outcomes.
  package struct BadInput: Sendable, Codable, Hashable {
    /// Cases rejected with an error value.
    package var rejected: Int
    /// Cases given a lenient value.
    package var lenient: Int
    /// Cases in all.
    package var cases: Int

    package init(_ rejected: Int, _ lenient: Int, _ cases: Int) {
      self.rejected = rejected
      self.lenient = lenient
      self.cases = cases
    }
  }

  /// The per-model configuration the built-in models needed.
  package struct Configuration: Sendable, Codable, Hashable {
    package var lines: Int
    /// What the lines are.
    package var note: String

    package init(_ lines: Int, _ note: String) {
      self.lines = lines
      self.note = note
    }
  }

  /// The catalogue's groups.
  package var behaviour: [BehaviourGroup]
  /// Implementation id → its bad-input outcomes.
  package var badInput: [String: BadInput]
  /// Implementation id → lines of per-model configuration the built-in models needed, and what they are.
  package var configuration: [String: Configuration]
  /// Implementation id → catalogue cases on which its outcome differs from the most common one.
  package var differences: [String: Int]

  package init(
    behaviour: [BehaviourGroup], badInput: [String: BadInput], configuration: [String: Configuration],
    differences: [String: Int] = [:]
  ) {
    self.behaviour = behaviour
    self.badInput = badInput
    self.configuration = configuration
    self.differences = differences
  }

  /// The catalogue's cases in all.
  package var cases: Int { behaviour.reduce(0) { $0 + $1.cases } }
}

/// The figures behind the answer's verdicts and table ("How the figures are made"), a table per concern, every cell computed from the run, the sweep and the
/// facts, then the sentences those numbers support.
struct DecisionGuide {
  var report: MarkdownReport
  var facts: DecisionFacts?

  /// The workloads the guide's means are over when not the run's own (the companions, or one side of a
  /// ``WorkloadComparison``); those the run did not measure are left out.
  var selected: [String]?

  var run: BenchmarkRun { report.run }
  var lineup: Lineup { report.lineup }
  var designs: [String] { lineup.designs }
  var workloads: [String] {
    guard let selected else { return report.workloads.filter { !report.companions.contains($0) } }
    return report.workloads.filter(selected.contains)
  }

  /// The workloads `operation` was measured on (a cell of the reference's, measured or not).
  func workloads(measuring operation: CellOperation) -> [String] {
    workloads.filter { run.result($0, operation, lineup.reference) != nil }
  }

  /// The geometric mean of one value per workload that measures `operation`; nil unless every such
  /// workload has one (an implementation measured on a few workloads would compare on easier ones).
  func overWorkloads(_ operation: CellOperation, _ value: (String) -> Double?) -> Double? {
    let measuring = workloads(measuring: operation)
    let values = measuring.compactMap(value).filter { $0 > 0 }
    guard !values.isEmpty, values.count == measuring.count else { return nil }
    return exp(values.map(log).reduce(0, +) / Double(values.count))
  }

  /// The geometric mean over workloads of `implementation`'s median ÷ the reference's.
  func speed(_ implementation: String, _ operation: CellOperation) -> Double? {
    overWorkloads(operation) { report.ratio($0, operation, implementation, to: lineup.reference) }
  }

  /// Two threads' wall time per operation ÷ one thread's, geometric mean over workloads: 1.00 scales
  /// perfectly, 2.00 runs one thread at a time.
  func contention(_ implementation: String) -> Double? {
    overWorkloads(.twoThreads) { workload in
      guard let two = run.result(workload, .twoThreads, implementation)?.nanoseconds?.median,
        let one = run.result(workload, .dictToModel, implementation)?.nanoseconds?.median, one > 0
      else { return nil }
      return two / one
    }
  }

  /// Allocations per dict→model, geometric mean over workloads.
  func allocations(_ implementation: String) -> Double? {
    overWorkloads(.dictToModel) { run.result($0, .dictToModel, implementation)?.allocationsPerOperation }
  }

  /// Peak resident growth ÷ document size at the sweep's largest document.
  func memoryFactor(_ implementation: String) -> Double? {
    guard let memory = report.sweep?.memory.filter({ $0.implementation == implementation }),
      let largest = memory.max(by: { $0.inputBytes < $1.inputBytes }), largest.inputBytes > 0
    else { return nil }
    return Double(largest.growthBytes) / Double(largest.inputBytes)
  }

  /// What the answer's table rests on beyond the run: the catalogue's groups and what was counted as
  /// configuration (the table itself is The answer's).
  func render() -> String {
    var out = "The answer's table at the top of the report holds these figures.\n"
    if let facts, !facts.behaviour.isEmpty {
      let differing = facts.behaviour.reduce(0) { $0 + $1.differing }
      out +=
        "\nBehaviour: the designs give different outcomes on \(differing) of the catalogue's \(facts.cases) cases "
      out += "(Reports/conformance.md has each):\n\n"
      let groups = facts.behaviour.sorted(by: { $0.differing > $1.differing }).filter { $0.cases > 0 }
      out += Table(
        [
          .init("group") { $0.group }, .init("cases", .trailing) { String($0.cases) },
          .init("designs differ", .trailing) { String($0.differing) },
        ], rows: groups
      ).markdown()
      let notes = designs.compactMap { id in facts.configuration[id].map { "\(lineup.name(id)): \($0.note)" }
      }
      if !notes.isEmpty { out += "\nConfiguration counted: " + notes.joined(separator: "; ") + ".\n" }
    }
    if let codeSize = report.codeSize { out += "\nCode size: \(codeSize.method)\n" }
    return out + "\n"
  }

  /// What share of the fastest design's archiving is its own, against the reference archiving through
  /// the same archiver (hand-written NSCoding): the rest is the archiver's.
  func archivingSentence() -> String? {
    let measured = designs.compactMap { id in
      speed(id, .archive).flatMap { archive in speed(id, .unarchive).map { (id, archive, $0) } }
    }
    guard let best = measured.min(by: { $0.1 * $0.2 < $1.1 * $1.2 }) else { return nil }
    func own(_ ratio: Double) -> String { Format.number(max(0, 1 - 1 / ratio) * 100, digits: 0) + " %" }
    return "Archiving: the fastest design, **\(lineup.name(best.0))**, archives at \(Format.ratio(best.1)) "
      + "and unarchives at \(Format.ratio(best.2)) \(lineup.name(lineup.reference))'s NSCoding through the "
      + "same archiver, so its own work is \(own(best.1)) and \(own(best.2)) of its time and the archiver's "
      + "the rest."
  }

  /// Plain advice past speed (`ReportAnswer` says that), one sentence per concern, each from the
  /// numbers above; a concern without numbers says nothing.
  func sentences() -> [String] {
    var lines: [String] = []
    if let archiving = archivingSentence() { lines.append(archiving) }
    let cold = designs.compactMap { id in speed(id, .cold).map { (id, $0) } }
    if let best = cold.min(by: { $0.1 < $1.1 }), let worst = cold.max(by: { $0.1 < $1.1 }), best.0 != worst.0
    {
      lines.append(
        "Cold start: of the designs, **\(lineup.name(best.0))** starts fastest, its first conversion in a fresh "
          + "process "
          + "\(Format.ratio(worst.1 / best.1)) faster than \(lineup.name(worst.0))'s (the caches are built then)."
      )
    }
    let scaling = designs.compactMap { id in contention(id).map { (id, $0) } }
    if let worst = scaling.max(by: { $0.1 < $1.1 }), worst.1 > 1.3 {
      lines.append(
        "Concurrency: of the designs, **\(lineup.name(worst.0))** scales worst, two threads taking \(Format.ratio(worst.1)) "
          + "one thread's time per conversion (1.00× is perfect scaling).")
    } else if !scaling.isEmpty {
      lines.append(
        "Concurrency: every design scales to two threads (two threads ÷ one at most "
          + "\(Format.ratio(scaling.map(\.1).max()))); their caches do not serialise conversions.")
    }
    let memory = lineup.order.compactMap { id in memoryFactor(id).map { (id, $0) } }
    if let best = memory.min(by: { $0.1 < $1.1 }),
      let designWorst = memory.filter({ designs.contains($0.0) }).max(by: { $0.1 < $1.1 }),
      best.1 * 1.5 < designWorst.1
    {
      lines.append(
        "Memory: **\(lineup.name(best.0))** peaks at \(Format.ratio(best.1)) the document, against "
          + "\(Format.ratio(designWorst.1)) for \(lineup.name(designWorst.0)), the most of the designs: a "
          + "dictionary pipeline builds the whole dictionary before the model.")
    }
    if let sizes = report.codeSize?.bytes {
      let measured = designs.compactMap { id in sizes[id].map { (id, $0) } }
      if let least = measured.min(by: { $0.1 < $1.1 }), let most = measured.max(by: { $0.1 < $1.1 }),
        least.0 != most.0
      {
        lines.append(
          "Code size: of the designs, **\(lineup.name(least.0))** adds the least machine code, "
            + "\(Format.bytes(Double(least.1))) against \(Format.bytes(Double(most.1))) for \(lineup.name(most.0))."
        )
      }
    }
    if let facts {
      let configured = designs.compactMap { id in facts.configuration[id].map { (id, $0.lines) } }
      if let least = configured.min(by: { $0.1 < $1.1 }), let most = configured.max(by: { $0.1 < $1.1 }),
        least.0 != most.0
      {
        lines.append(
          "Configuration: of the designs, **\(lineup.name(least.0))** needed the fewest lines for the "
            + "built-in models (\(least.1), against \(most.1) for \(lineup.name(most.0))).")
      }
      let strict = designs.compactMap { id in facts.badInput[id].map { (id, $0) } }
      if let most = strict.max(by: { $0.1.rejected < $1.1.rejected }),
        let least = strict.min(by: { $0.1.rejected < $1.1.rejected }), most.1.rejected > least.1.rejected
      {
        lines.append(
          "Bad input: of the designs, **\(lineup.name(most.0))** returns an error value in \(most.1.rejected) of "
            + "\(most.1.cases) cases and \(lineup.name(least.0)) in \(least.1.rejected); choose the stricter one "
            + "when a wrong model is worse than none.")
      }
    }
    return lines
  }
}
