/// Order statistics of a set of samples.
package struct SampleStatistics: Codable, Hashable, Sendable {
  package var count: Int
  package var median: Double
  package var p10: Double
  package var p90: Double
  package var min: Double
  package var max: Double

  /// Computes the statistics of `samples` (linear interpolation between closest ranks).
  /// - Precondition: `samples` is not empty.
  package init(_ samples: [Double]) {
    precondition(!samples.isEmpty, "no samples")
    let sorted = samples.sorted()
    count = sorted.count
    median = Self.percentile(sorted, 0.5)
    p10 = Self.percentile(sorted, 0.1)
    p90 = Self.percentile(sorted, 0.9)
    min = sorted[0]
    max = sorted[sorted.count - 1]
  }

  /// The `fraction` percentile of already sorted values.
  package static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard sorted.count > 1 else { return sorted[0] }
    let rank = fraction * Double(sorted.count - 1)
    let lower = Int(rank.rounded(.down))
    let upper = Swift.min(lower + 1, sorted.count - 1)
    let weight = rank - Double(lower)
    return sorted[lower] * (1 - weight) + sorted[upper] * weight
  }

  /// The relative spread `(p90 − p10) / median`: the noise margin a comparison allows.
  package var relativeSpread: Double { median > 0 ? (p90 - p10) / median : 0 }
}
