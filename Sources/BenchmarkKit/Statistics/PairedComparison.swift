import ReportTable

/// Two builds' runners measured in interleaved rounds (A B, B A, A B, …), compared as paired ratios:
/// what `modelbench ab` reports and exits with.
///
/// Within a round both sides run seconds apart, so whatever the machine does to both — another process,
/// a frequency change, a noisy neighbour — cancels in their ratio; alternating which side goes first
/// cancels a steady drift too. Per cell, the rounds' ratios (current median / baseline median) give a
/// median with the sign test's interval (``RatioEstimate/paired(_:confidence:)``), and
/// ``RatioEstimate/verdict(threshold:)`` decides.
package struct PairedComparison: Sendable {
  /// One round: each cell's median time per operation on each side, in nanoseconds.
  package struct Round: Codable, Hashable, Sendable {
    /// The baseline build's medians, by cell id.
    package var baseline: [String: Double]
    /// The current build's medians, by cell id.
    package var current: [String: Double]

    package init(baseline: [String: Double], current: [String: Double]) {
      self.baseline = baseline
      self.current = current
    }
  }

  /// One cell over all rounds.
  package struct Row: Sendable {
    package let id: String
    /// current / baseline, one per round that measured the cell on both sides.
    package let ratios: [Double]
    package let estimate: RatioEstimate?
    package let verdict: ComparisonVerdict
  }

  package let rows: [Row]
  package let rounds: Int
  package let threshold: Double
  package let confidence: Double

  package init(rounds: [Round], threshold: Double, confidence: Double) {
    self.rounds = rounds.count
    self.threshold = threshold
    self.confidence = confidence
    let ids = Set(rounds.flatMap { $0.baseline.keys }).union(rounds.flatMap { $0.current.keys }).sorted()
    rows = ids.map { id in
      let ratios = rounds.compactMap { round -> Double? in
        guard let before = round.baseline[id], let after = round.current[id], before > 0 else { return nil }
        return after / before
      }
      let estimate = RatioEstimate.paired(ratios, confidence: confidence)
      let verdict: ComparisonVerdict
      if rounds.allSatisfy({ $0.current[id] == nil }) {
        verdict = .missing
      } else if rounds.allSatisfy({ $0.baseline[id] == nil }) {
        verdict = .new
      } else {
        verdict = estimate?.verdict(threshold: threshold) ?? .unchanged
      }
      return Row(id: id, ratios: ratios, estimate: estimate, verdict: verdict)
    }
  }

  /// The exit code: the worst verdict of any cell.
  package var outcome: ComparisonOutcome { ComparisonOutcome(rows.map(\.verdict)) }

  /// Markdown for a CI summary: the outcome and rule, then every cell (the ones that moved first).
  package func markdown() -> String {
    let count = { (verdict: ComparisonVerdict) in rows.filter { $0.verdict == verdict }.count }
    var lines = [
      "## Interleaved A/B: current against baseline",
      "",
      "\(rounds) rounds, paired ratios of medians; a cell moves when its "
        + "\(Format.number(confidence * 100, digits: 0)) % interval excludes 1.00× and its estimate passes "
        + "±\(Format.number(threshold * 100, digits: 1)) %: **\(outcome)** (\(count(.regressed)) regressed, "
        + "\(count(.improved)) improved, \(count(.unchanged)) unchanged, \(count(.missing)) missing, "
        + "\(count(.new)) new).",
      "",
    ]
    let ordered = rows.filter { $0.verdict != .unchanged } + rows.filter { $0.verdict == .unchanged }
    let table = Table(
      [
        .init("cell") { $0.id },
        .init("ratio", .trailing) { Format.ratio($0.estimate?.ratio) },
        .init("interval", .trailing) { row in
          row.estimate.map {
            "\(Format.number($0.lower, digits: 3))–\($0.upper.isFinite ? Format.number($0.upper, digits: 3) : "∞")"
          }
        },
        .init("rounds", .trailing) { String($0.ratios.count) },
        .init("verdict") { $0.verdict.rawValue },
      ], rows: ordered)
    lines.append(String(table.markdown().dropLast()))
    return lines.joined(separator: "\n") + "\n"
  }
}
