/// Compares two runs cell by cell: what `modelbench compare` reports and fails on.
public struct RegressionCheck {
  /// Relative slow-down allowed on the median beyond the samples' own noise.
  public var timeThreshold: Double
  /// Allocations per operation allowed above the baseline (0: exact, to the hundredth of the per-operation
  /// average the runner reports).
  public var allocationSlack: Double

  public init(timeThreshold: Double = 0.10, allocationSlack: Double = 0) {
    self.timeThreshold = timeThreshold
    self.allocationSlack = allocationSlack
  }

  public struct Finding: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable { case time, allocations, missing }
    public var key: String
    public var kind: Kind
    public var baseline: Double
    public var current: Double
    public var allowed: Double

    public var description: String {
      switch kind {
      case .time:
        "\(key): median \(Format.nanoseconds(current)) vs \(Format.nanoseconds(baseline)) "
          + "(+\(Format.number((current / baseline - 1) * 100))%, allowed +\(Format.number(allowed * 100))%)"
      case .allocations:
        "\(key): \(Format.count(current)) allocations/op vs \(Format.count(baseline))"
      case .missing:
        "\(key): measured in the baseline, missing now"
      }
    }
  }

  /// The regressions of `current` against `baseline`; empty means the check passes.
  ///
  /// Time regresses when the median grows by more than the threshold plus the larger relative p10–p90
  /// spread of the two runs (their noise). Allocations per operation must not grow (beyond the slack).
  public func regressions(baseline: BenchmarkRun, current: BenchmarkRun) -> [Finding] {
    var findings: [Finding] = []
    for old in baseline.results {
      guard let oldStats = old.nanoseconds else { continue }
      guard let new = current.results.first(where: { $0.key == old.key }), let newStats = new.nanoseconds
      else {
        findings.append(
          Finding(key: old.key, kind: .missing, baseline: oldStats.median, current: 0, allowed: 0))
        continue
      }
      let noise = max(oldStats.relativeSpread, newStats.relativeSpread)
      let allowed = timeThreshold + noise
      if newStats.median > oldStats.median * (1 + allowed) {
        findings.append(
          Finding(
            key: old.key, kind: .time, baseline: oldStats.median, current: newStats.median, allowed: allowed))
      }
      if let oldAllocations = old.allocationsPerOperation, let newAllocations = new.allocationsPerOperation,
        (newAllocations * 100).rounded() > ((oldAllocations + allocationSlack) * 100).rounded()
      {
        findings.append(
          Finding(
            key: old.key, kind: .allocations, baseline: oldAllocations, current: newAllocations,
            allowed: allocationSlack))
      }
    }
    return findings
  }
}
