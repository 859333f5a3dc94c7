import ReportTable

/// Compares two separate runs cell by cell: what `modelbench compare` reports and exits with.
///
/// Time: the ratio of the per-sample times with its Mann–Whitney interval (``RatioEstimate``); a cell
/// regresses only when the slow-down is both beyond doubt (the interval lies above 1) and larger than the
/// threshold. Separate runs drift with the machine, even two runs of one commit, so the threshold for them
/// is wide; small changes in time are for
/// the interleaved A/B mode (``PairedComparison``), and for instruction counts.
///
/// Allocations per operation must not grow beyond the slack, plus what the cell's own count varied
/// between the operations of one run (``BenchmarkResult/allocationVariation``): exact for every cell but
/// those of the operations the suite names in ``allocationTolerances`` (ModelBench's archives, whose
/// counts differ between processes of one build), which are allowed that share of their count.
package struct RegressionCheck: Sendable {
  /// The relative change of a median that matters.
  package var timeThreshold: Double
  /// The confidence of the interval that must exclude "no change".
  package var confidence: Double
  /// Allocations per operation allowed above the baseline (0: exact).
  package var allocationSlack: Double
  /// The operations whose allocation counts vary between processes, each with the share of its count
  /// allowed to change.
  package var allocationTolerances: [CellOperation: Double]

  package init(
    timeThreshold: Double = 0.25, confidence: Double = 0.99, allocationSlack: Double = 0,
    allocationTolerances: [CellOperation: Double] = [:]
  ) {
    self.timeThreshold = timeThreshold
    self.confidence = confidence
    self.allocationSlack = allocationSlack
    self.allocationTolerances = allocationTolerances
  }

  /// One cell that moved.
  package struct Finding: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Sendable { case time, allocations, missing }
    package var key: String
    package var kind: Kind
    package var verdict: ComparisonVerdict
    package var baseline: Double
    package var current: Double
    /// Time: the estimated ratio and its interval; nil for the other kinds.
    package var estimate: RatioEstimate?
    /// Allocations: the growth allowed.
    package var allowed: Double

    package var description: String {
      switch kind {
      case .time:
        "\(key): \(verdict), median \(Format.nanoseconds(current)) vs \(Format.nanoseconds(baseline)), "
          + "ratio \(estimate.map(\.description) ?? "–")"
      case .allocations:
        "\(key): \(verdict), \(Format.count(current)) allocations/op vs \(Format.count(baseline))"
          + (allowed > 0 ? " (allowed ±\(Format.count(allowed)))" : "")
      case .missing:
        "\(key): measured in the baseline, missing now"
      }
    }
  }

  /// Every cell of `current` that regressed or improved against `baseline`, and every cell missing.
  package func findings(baseline: [BenchmarkResult], current: [BenchmarkResult]) -> [Finding] {
    var findings: [Finding] = []
    for old in baseline {
      guard let oldStats = old.nanoseconds else { continue }
      guard let new = current.first(where: { $0.key == old.key }), let newStats = new.nanoseconds
      else {
        findings.append(
          Finding(
            key: old.key, kind: .missing, verdict: .missing, baseline: oldStats.median, current: 0,
            estimate: nil, allowed: 0))
        continue
      }
      if let estimate = RatioEstimate.independent(
        baseline: old.samples, current: new.samples, confidence: confidence)
      {
        let verdict = estimate.verdict(threshold: timeThreshold)
        if verdict != .unchanged {
          findings.append(
            Finding(
              key: old.key, kind: .time, verdict: verdict, baseline: oldStats.median,
              current: newStats.median, estimate: estimate, allowed: timeThreshold))
        }
      }
      if let before = old.allocationsPerOperation, let after = new.allocationsPerOperation {
        let tolerance = allocationTolerances[old.operation] ?? 0
        let allowed =
          allocationSlack + max(old.allocationVariation ?? 0, new.allocationVariation ?? 0)
          + (before * tolerance).rounded(.down)
        let verdict: ComparisonVerdict =
          after > before + allowed ? .regressed : after < before - allowed ? .improved : .unchanged
        if verdict != .unchanged {
          findings.append(
            Finding(
              key: old.key, kind: .allocations, verdict: verdict, baseline: before, current: after,
              estimate: nil, allowed: allowed))
        }
      }
    }
    return findings
  }

  /// The regressions and missing cells only: empty means the check passes.
  package func regressions(baseline: [BenchmarkResult], current: [BenchmarkResult]) -> [Finding] {
    findings(baseline: baseline, current: current).filter { $0.verdict != .improved }
  }

  /// The exit code of a set of findings.
  package static func outcome(_ findings: [Finding]) -> ComparisonOutcome {
    ComparisonOutcome(findings.map(\.verdict))
  }

  /// The operations allowed a share of their allocation count, as the rule's sentence ends:
  /// `; archive, unarchive cells ±2 %`; empty when there are none.
  private var tolerancesNote: String {
    let byShare = Dictionary(grouping: allocationTolerances.keys) { allocationTolerances[$0] ?? 0 }
    return byShare.keys.sorted().map { share in
      "; " + byShare[share, default: []].map(\.rawValue).sorted().joined(separator: ", ") + " cells ±"
        + Format.number(share * 100, digits: 0) + " %"
    }.joined()
  }

  /// Markdown for a CI summary: the outcome, the rule, then every finding.
  package func markdown(_ findings: [Finding], compared: Int) -> String {
    let outcome = Self.outcome(findings)
    var lines = [
      "## Benchmark run against the baseline",
      "",
      "**\(outcome)** over \(compared) cells: time regresses past +\(Format.number(timeThreshold * 100, digits: 0)) % "
        + "with the \(Format.number(confidence * 100, digits: 0)) % interval above 1; allocations exact "
        + "(plus slack \(Format.count(allocationSlack)) and each cell's own variation\(tolerancesNote)).",
    ]
    if !findings.isEmpty {
      let table = Table(
        [
          .init("cell") { $0.key },
          .init("kind") { $0.kind.rawValue },
          .init("verdict") { $0.verdict.rawValue },
          .init("baseline", .trailing) { finding in
            finding.kind == .allocations
              ? Format.count(finding.baseline) : Format.nanoseconds(finding.baseline)
          },
          .init("current", .trailing) { finding in
            switch finding.kind {
            case .allocations: Format.count(finding.current)
            case .missing: nil
            default: Format.nanoseconds(finding.current)
            }
          },
          .init("ratio (interval)") { $0.estimate.map(\.description) },
        ], rows: findings)
      lines += ["", String(table.markdown().dropLast())]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
