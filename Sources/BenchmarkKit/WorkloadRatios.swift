import Foundation

/// Whether two workloads of one run rank implementations alike: for each pair of implementations, the
/// ratio of their medians on one workload against the same ratio on the other.
///
/// `modelbench ratios` uses it to hold a scaffolded package's models to the hand-made ones: the scaffolded
/// twitter's YYStyle ÷ hand-written and MJStyle ÷ YYStyle against the built-in twitter's, in one run.
public struct WorkloadRatios: Sendable {
  public struct Row: Sendable, Hashable {
    public var operation: MappingOperation
    /// Numerator and denominator implementation ids.
    public var numerator: String
    public var denominator: String
    public var ratio: Double
    public var reference: Double
    /// `ratio ÷ reference − 1`.
    public var change: Double { ratio / reference - 1 }
    public var within: Bool
  }

  public var workload: String
  public var referenceWorkload: String
  public var tolerance: Double
  public var rows: [Row]
  /// Cells one of the ratios needed and the run lacks.
  public var missing: [String]

  public var passed: Bool { missing.isEmpty && rows.allSatisfy(\.within) }

  /// Compares `workload` with `referenceWorkload` in `run`, for each operation and pair.
  public init(
    run: BenchmarkRun, workload: String, referenceWorkload: String, operations: [MappingOperation],
    pairs: [(String, String)], tolerance: Double
  ) {
    self.workload = workload
    self.referenceWorkload = referenceWorkload
    self.tolerance = tolerance
    var medians: [String: Double] = [:]
    for result in run.results {
      if let median = result.nanoseconds?.median { medians[result.key] = median }
    }
    var rows: [Row] = []
    var missing: [String] = []
    for operation in operations {
      for (numerator, denominator) in pairs {
        func median(_ workload: String, _ implementation: String) -> Double? {
          let key = "\(workload)/\(operation.rawValue)/\(implementation)"
          guard let value = medians[key] else {
            missing.append(key)
            return nil
          }
          return value
        }
        guard let a = median(workload, numerator), let b = median(workload, denominator),
          let c = median(referenceWorkload, numerator), let d = median(referenceWorkload, denominator)
        else { continue }
        let ratio = a / b
        let reference = c / d
        rows.append(
          Row(
            operation: operation, numerator: numerator, denominator: denominator, ratio: ratio,
            reference: reference, within: abs(ratio / reference - 1) <= tolerance))
      }
    }
    self.rows = rows
    self.missing = missing
  }

  /// The comparison as a Markdown table.
  public func markdown() -> String {
    var out = "| operation | ratio | \(workload) | \(referenceWorkload) | change | within ±"
    out += "\(Format.number(tolerance * 100, digits: 0)) % |\n|---|---|--:|--:|--:|---|\n"
    for row in rows {
      out += "| \(row.operation.rawValue) | \(row.numerator) ÷ \(row.denominator) | "
      out += "\(Format.number(row.ratio, digits: 2))× | \(Format.number(row.reference, digits: 2))× | "
      out += "\(row.change >= 0 ? "+" : "")\(Format.number(row.change * 100, digits: 0)) % | "
      out += row.within ? "yes |\n" : "**no** |\n"
    }
    for key in missing { out += "\nmissing: \(key)" }
    return out + "\n"
  }
}
