import BenchmarkKit
import Foundation
import ReportTable

/// Whether two workloads rank implementations alike: for each pair of implementations, the ratio of their
/// medians (or of their instructions per operation) on one workload against the same ratio on the other,
/// both from the same run; over several runs, the median of each run's ratio.
///
/// `modelbench ratios` uses it to hold a scaffolded package's models to the hand-made ones: the scaffolded
/// twitter's YYStyle ÷ hand-written and MJStyle ÷ YYStyle against the built-in twitter's, in one run. By
/// instructions, since timed ratios move between runs on a shared machine.
package struct WorkloadRatios: Sendable {
  /// What a cell's figure is.
  package enum Metric: String, Sendable, CaseIterable {
    /// The median time per operation.
    case time
    /// Instructions per operation (a run with `--instructions`): the same on every run.
    case instructions
  }

  package struct Row: Sendable, Hashable {
    package var operation: CellOperation
    /// Numerator and denominator implementation ids.
    package var numerator: String
    package var denominator: String
    package var ratio: Double
    package var reference: Double
    /// `ratio ÷ reference − 1`.
    package var change: Double { ratio / reference - 1 }
    package var within: Bool
  }

  package var workload: String
  package var referenceWorkload: String
  package var metric: Metric
  package var tolerance: Double
  package var rows: [Row]
  /// Cells one of the ratios needed and a run lacks.
  package var missing: [String]
  /// How many runs the ratios are medians of.
  package var runs: Int

  package var passed: Bool { missing.isEmpty && rows.allSatisfy(\.within) }

  /// Compares `workload` with `referenceWorkload` in `runs` (each ratio within one run, then the median
  /// over the runs), for each operation and pair.
  package init(
    runs: [BenchmarkRun], workload: String, referenceWorkload: String, operations: [CellOperation],
    pairs: [(String, String)], tolerance: Double, metric: Metric = .time
  ) {
    self.workload = workload
    self.metric = metric
    self.referenceWorkload = referenceWorkload
    self.tolerance = tolerance
    let medians: [[String: Double]] = runs.map { run in
      var medians: [String: Double] = [:]
      for result in run.results {
        let figure =
          switch metric {
          case .time: result.nanoseconds?.median
          case .instructions: result.instructionsPerOperation
          }
        if let figure { medians[result.key] = figure }
      }
      return medians
    }
    var rows: [Row] = []
    var missing: Set<String> = []
    for operation in operations {
      for (numerator, denominator) in pairs {
        var ratios: [Double] = []
        var references: [Double] = []
        for run in medians {
          func median(_ workload: String, _ implementation: String) -> Double? {
            let key = BenchmarkCase.id(workload, operation, implementation)
            guard let value = run[key] else {
              missing.insert(key)
              return nil
            }
            return value
          }
          guard let a = median(workload, numerator), let b = median(workload, denominator),
            let c = median(referenceWorkload, numerator), let d = median(referenceWorkload, denominator)
          else { continue }
          ratios.append(a / b)
          references.append(c / d)
        }
        guard !ratios.isEmpty else { continue }
        let ratio = SampleStatistics.percentile(ratios.sorted(), 0.5)
        let reference = SampleStatistics.percentile(references.sorted(), 0.5)
        rows.append(
          Row(
            operation: operation, numerator: numerator, denominator: denominator, ratio: ratio,
            reference: reference, within: abs(ratio / reference - 1) <= tolerance))
      }
    }
    self.rows = rows
    self.missing = missing.sorted()
    self.runs = runs.count
  }

  /// The comparison as a Markdown table.
  package func markdown() -> String {
    var out = metric == .instructions ? "Ratios of instructions per operation.\n\n" : ""
    if runs > 1 { out += "Medians of \(runs) runs' ratios.\n\n" }
    let table = Table(
      [
        .init("operation") { $0.operation.rawValue },
        .init("ratio") { "\($0.numerator) ÷ \($0.denominator)" },
        .init(workload, .trailing) { "\(Format.number($0.ratio, digits: 2))×" },
        .init(referenceWorkload, .trailing) { "\(Format.number($0.reference, digits: 2))×" },
        .init("change", .trailing) {
          "\($0.change >= 0 ? "+" : "")\(Format.number($0.change * 100, digits: 0)) %"
        },
        .init("within ±\(Format.number(tolerance * 100, digits: 0)) %") { $0.within ? "yes" : "**no**" },
      ], rows: rows)
    out += table.markdown()
    for key in missing { out += "\nmissing: \(key)" }
    return out + "\n"
  }
}
