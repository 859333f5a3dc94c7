import Foundation

/// How many times slower the current measurements are than the baseline's, with a distribution-free
/// confidence interval.
///
/// Times are compared on a log scale, so a ratio and its inverse are equally far from 1. Two
/// constructions:
/// - ``independent(baseline:current:confidence:)`` for two separate runs: the Hodges–Lehmann estimate
///   (the median of all pairwise differences of log-times) with the Mann–Whitney U interval (normal
///   approximation with continuity correction; for 10 against 10 samples it is the exact tables'
///   interval).
/// - ``paired(_:confidence:)`` for interleaved A/B rounds: the median of the per-round ratios with the
///   sign test's interval (order statistics of the ratios, exact binomial). A round that something
///   disturbed counts as one round however far off it is; with 10 rounds at 95 % one such round can be
///   tolerated. (The Wilcoxon signed-rank interval, tried first, let one disturbed round in ten hide a
///   20 % slow-down at 99 %.)
package struct RatioEstimate: Hashable, Sendable {
  /// The estimated ratio current / baseline.
  package var ratio: Double
  /// The interval's bounds (0 and infinity when there are too few samples for the confidence asked).
  package var lower: Double
  package var upper: Double
  /// The interval's two-sided confidence, 0.95 for 95 %.
  package var confidence: Double

  package init(ratio: Double, lower: Double, upper: Double, confidence: Double) {
    self.ratio = ratio
    self.lower = lower
    self.upper = upper
    self.confidence = confidence
  }

  /// The ratio of two independent sets of per-sample times; nil unless each has two positive samples.
  package static func independent(baseline: [Double], current: [Double], confidence: Double)
    -> RatioEstimate?
  {
    let before = baseline.filter { $0 > 0 }.map { log($0) }
    let after = current.filter { $0 > 0 }.map { log($0) }
    guard before.count >= 2, after.count >= 2 else { return nil }
    var differences: [Double] = []
    differences.reserveCapacity(before.count * after.count)
    for y in after {
      for x in before { differences.append(y - x) }
    }
    differences.sort()
    let m = Double(before.count)
    let n = Double(after.count)
    let deviation = (m * n * (m + n + 1) / 12).squareRoot()
    let k = (m * n / 2 - zScore(confidence) * deviation - 0.5).rounded(.down)
    return make(sorted: differences, k: k, confidence: confidence)
  }

  /// The typical ratio of paired measurements (one ratio per A/B round); nil under two ratios.
  package static func paired(_ ratios: [Double], confidence: Double) -> RatioEstimate? {
    let sorted = ratios.filter { $0 > 0 }.sorted()
    guard sorted.count >= 2 else { return nil }
    // The largest k with P(Binomial(n, ½) ≤ k) ≤ (1 − confidence) / 2: the interval runs from the
    // (k+1)-th smallest ratio to the (k+1)-th largest.
    let n = sorted.count
    let tail = (1 - confidence) / 2
    var cumulative = 0.0
    var k = -1
    var term = pow(0.5, Double(n))  // P(X = 0)
    for x in 0...n {
      cumulative += term
      guard cumulative <= tail else { break }
      k = x
      term *= Double(n - x) / Double(x + 1)
    }
    let median = SampleStatistics.percentile(sorted, 0.5)
    guard k >= 0 else {
      return RatioEstimate(ratio: median, lower: 0, upper: .infinity, confidence: confidence)
    }
    return RatioEstimate(ratio: median, lower: sorted[k], upper: sorted[n - 1 - k], confidence: confidence)
  }

  /// The estimate is the median of `sorted`; the interval runs from its `k`-th smallest to its `k`-th
  /// largest value (counting from 0), or is unbounded when `k` is negative.
  private static func make(sorted: [Double], k: Double, confidence: Double) -> RatioEstimate {
    let median = exp(SampleStatistics.percentile(sorted, 0.5))
    guard k >= 0 else {
      return RatioEstimate(ratio: median, lower: 0, upper: .infinity, confidence: confidence)
    }
    let index = min(Int(k), (sorted.count - 1) / 2)
    return RatioEstimate(
      ratio: median, lower: exp(sorted[index]), upper: exp(sorted[sorted.count - 1 - index]),
      confidence: confidence)
  }

  /// Regressed when the whole interval lies above 1 (the change is real) and the estimate passes
  /// `1 + threshold` (it matters); improved symmetrically; unchanged otherwise.
  package func verdict(threshold: Double) -> ComparisonVerdict {
    if lower > 1, ratio > 1 + threshold { return .regressed }
    if upper < 1, ratio < 1 / (1 + threshold) { return .improved }
    return .unchanged
  }

  /// The interval as text: "1.21× (1.18–1.24)".
  package var description: String {
    "\(Format.ratio(ratio)) (\(Format.number(lower, digits: 2))–\(upper.isFinite ? Format.number(upper, digits: 2) : "∞"))"
  }

  /// The standard normal quantile of a two-sided `confidence` (0.95 gives 1.96), by bisection on the
  /// normal distribution function.
  package static func zScore(_ confidence: Double) -> Double {
    let target = (1 + confidence) / 2
    var low = 0.0
    var high = 10.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if 0.5 * erfc(-middle / 2.0.squareRoot()) < target { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
