import BenchmarkKit
import Foundation

// How far the answer's geometric means can be trusted: the spread of the per-workload ratios behind
// each, and the workload whose leaving out would move one most.

extension DecisionGuide {
  /// The per-workload ratios behind ``speed(_:_:)``, by workload; empty where the mean is nil.
  func ratios(_ implementation: String, _ operation: CellOperation) -> [(workload: String, ratio: Double)] {
    guard speed(implementation, operation) != nil else { return [] }
    return workloads(measuring: operation).compactMap { workload in
      report.ratio(workload, operation, implementation, to: lineup.reference).map { (workload, $0) }
    }
  }

  /// The lowest and highest per-workload ratio behind ``speed(_:_:)``; nil unless the mean rests on two
  /// workloads or more.
  func spread(_ implementation: String, _ operation: CellOperation) -> ClosedRange<Double>? {
    let values = ratios(implementation, operation).map(\.ratio)
    guard values.count > 1, let low = values.min(), let high = values.max() else { return nil }
    return low...high
  }

  /// One workload whose leaving out moves a mean by more than `factor` either way.
  struct Bend {
    /// The workload left out, and the mean it bends.
    var workload: String
    var implementation: String
    var operation: CellOperation
    /// The mean with every workload, and without this one.
    var mean: Double
    var without: Double
    /// The ratio on this workload, and the range on the others.
    var ratio: Double
    var others: ClosedRange<Double>
  }

  /// The workload whose leaving out moves `implementation`'s mean for `operation` furthest, when that is
  /// by more than `factor`; nil otherwise, or when the mean rests on fewer than three workloads (leaving
  /// one of two out is no mean).
  func bend(_ implementation: String, _ operation: CellOperation, factor: Double) -> Bend? {
    let ratios = ratios(implementation, operation)
    guard ratios.count > 2, let mean = speed(implementation, operation) else { return nil }
    let logs = ratios.map { log($0.ratio) }
    let total = logs.reduce(0, +)
    var found: Bend?
    var furthest = log(factor)
    for (index, entry) in ratios.enumerated() {
      let without = exp((total - logs[index]) / Double(ratios.count - 1))
      let moved = abs(log(mean / without))
      guard moved > furthest else { continue }
      let others = ratios.indices.filter { $0 != index }.map { ratios[$0].ratio }
      furthest = moved
      found = Bend(
        workload: entry.workload, implementation: implementation, operation: operation, mean: mean,
        without: without, ratio: entry.ratio, others: others.min()!...others.max()!)
    }
    return found
  }
}
