import BenchmarkKit
import Foundation
import ReportTable

// The answer's first table: a situation a reader may be in, the design the run says to pick there, and
// the figure that decides it; or that no design wins clearly.

extension ReportAnswer {
  /// One situation and what the run says to pick in it.
  struct Verdict {
    var situation: String
    /// The design (or designs, when they tie) to pick; "–" when the run did not measure the concern.
    var pick: String
    /// The figure that decides it, with the runner-up's.
    var because: String
  }

  /// Two means closer than this factor tie, whatever else the run says: 3 % apart is not a choice.
  static let tieFactor = 1.05
  /// The share of the workloads on which a design must beat the runner-up to win a speed verdict: a mean
  /// that one workload carries is no reason to pick a design.
  static let winningShare = 0.75

  /// The verdicts the run supports, in the order a reader meets the situations.
  func verdicts() -> [Verdict] {
    var verdicts: [Verdict] = []
    let speeds: [(String, CellOperation)] = [
      ("you hold JSON bytes and want models", .bytesToModel),
      ("you write models out as JSON bytes", .modelToBytes),
      ("you hold dictionaries (parsed JSON) and want models", .dictToModel),
      ("you need dictionaries from models", .modelToDict),
      ("cold start matters (a command-line tool)", .cold),
      ("you archive models (NSCoding)", .archive),
    ]
    for (situation, operation) in speeds {
      let measured = guide.designs.compactMap { id in guide.speed(id, operation).map { (id, $0) } }
      if let verdict = lowest(
        situation, measured, clear: { self.wins($0, over: $1, operation) },
        format: { "\(Format.ratio($0)) \(reference)" })
      {
        verdicts.append(verdict)
      }
    }
    let contention = guide.designs.compactMap { id in guide.contention(id).map { (id, $0) } }
    if let verdict = lowest(
      "several threads convert at once", contention, clear: { _, _ in true },
      format: { "two threads ÷ one \(Format.ratio($0))" })
    {
      verdicts.append(verdict)
    }
    let memory = guide.designs.compactMap { id in guide.memoryFactor(id).map { (id, $0) } }
    verdicts.append(
      lowest(
        "memory matters", memory, clear: { _, _ in true },
        format: { "peak memory \(Format.ratio($0)) the document" })
        ?? Verdict(
          situation: "memory matters", pick: "–", because: "not measured in this run (`run --sweep`)"))
    if let sizes = report.codeSize?.bytes {
      let measured = guide.designs.compactMap { id in sizes[id].map { (id, Double($0)) } }
      if let verdict = lowest(
        "code size matters", measured, clear: { _, _ in true },
        format: { "\(Format.bytes($0)) of machine code" }
      ) {
        verdicts.append(verdict)
      }
    }
    if let facts = guide.facts {
      let outcomes = guide.designs.compactMap { id in facts.badInput[id].map { (id, $0) } }
      let strictest = outcomes.map { ($0.0, -Double($0.1.rejected)) }
      let lenient = outcomes.map { ($0.0, -Double($0.1.lenient)) }
      let cases = outcomes.first?.1.cases ?? 0
      if let verdict = lowest(
        "bad input must be an error, never a model", strictest, clear: { _, _ in true },
        format: { "\(Int(-$0)) of \(cases) bad inputs an error value" })
      {
        verdicts.append(verdict)
      }
      if let verdict = lowest(
        "bad input should still give a model", lenient, clear: { _, _ in true },
        format: { "\(Int(-$0)) of \(cases) bad inputs a lenient value" })
      {
        verdicts.append(verdict)
      }
    }
    return verdicts
  }

  /// The design with the lowest value and the figure, when it is more than ``tieFactor`` below the
  /// runner-up's and `clear` says it wins over it; otherwise every design that close, as a tie.
  private func lowest(
    _ situation: String, _ measured: [(String, Double)], clear: (String, String) -> Bool,
    format: (Double) -> String
  ) -> Verdict? {
    let sorted = measured.sorted { $0.1 < $1.1 }
    guard let best = sorted.first else { return nil }
    guard sorted.count > 1 else {
      return Verdict(situation: situation, pick: lineup.name(best.0), because: format(best.1))
    }
    // Counts where more is better come negated: those tie only when equal.
    func near(_ value: Double) -> Bool { best.1 > 0 ? value <= best.1 * Self.tieFactor : value == best.1 }
    let next = sorted[1]
    if !near(next.1) && clear(best.0, next.0) {
      return Verdict(
        situation: situation, pick: "**\(lineup.name(best.0))**",
        because: "\(format(best.1)); next, \(lineup.name(next.0)): \(format(next.1))")
    }
    let tied = near(next.1) ? sorted.filter { near($0.1) } : Array(sorted.prefix(2))
    let names = tied.count == sorted.count ? "any design" : Format.list(tied.map { lineup.name($0.0) })
    if tied.allSatisfy({ $0.1 == best.1 }) {
      return Verdict(situation: situation, pick: names, because: "\(format(best.1)) each")
    }
    let why =
      near(next.1)
      ? "within \(Format.number((Self.tieFactor - 1) * 100, digits: 0)) %"
      : "neither is faster on \(Format.number(Self.winningShare * 100, digits: 0)) % of the workloads"
    return Verdict(
      situation: situation, pick: names,
      because: tied.map { "\(lineup.name($0.0)) \(format($0.1))" }.joined(separator: ", ") + ": \(why)")
  }

  /// Whether `first` is faster than `second` on at least ``winningShare`` of the workloads that measure
  /// `operation` for both.
  private func wins(_ first: String, over second: String, _ operation: CellOperation) -> Bool {
    var wins = 0
    var compared = 0
    for workload in guide.workloads(measuring: operation) {
      guard let mine = report.ratio(workload, operation, first, to: lineup.reference),
        let theirs = report.ratio(workload, operation, second, to: lineup.reference)
      else { continue }
      compared += 1
      if mine < theirs { wins += 1 }
    }
    return compared > 0 && Double(wins) >= Self.winningShare * Double(compared)
  }

  /// The verdicts as the answer's first table.
  func verdictTable() -> String {
    let verdicts = self.verdicts()
    guard !verdicts.isEmpty else { return "" }
    let table = Table<Verdict>(
      [
        .init("situation") { "If \($0.situation)" }, .init("pick") { $0.pick },
        .init("what decides it") { $0.because },
      ], rows: verdicts)
    return "**Which design when**, from this run (each figure the geometric mean over its workloads):\n\n"
      + table.markdown()
  }
}
