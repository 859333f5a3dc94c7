import Foundation
import ReportTable

/// What one implementation did under one stress scenario, measured in a process of its own.
///
/// The stress mode measures memory, not speed: the peak resident size above what the process held
/// before the scenario started (its input built, the peak reset), against a bound the scenario states.
/// The seconds are reported for context only.
package struct StressMeasurement: Codable, Hashable, Sendable {
  /// The scenario's name (`large-document`, `threads`).
  package var scenario: String
  package var implementation: String
  /// The bytes of JSON the scenario decodes in one conversion.
  package var inputBytes: Int
  /// Conversions that finished with a model.
  package var conversions: Int
  /// Conversions that ended in an error value (the bound still applies).
  package var failures: Int
  package var seconds: Double
  /// Resident bytes when the scenario started.
  package var baselineResidentBytes: Int
  /// The highest resident bytes during the scenario.
  package var peakResidentBytes: Int
  /// The most the peak may rise above the baseline.
  package var boundBytes: Int

  package init(
    scenario: String, implementation: String, inputBytes: Int, conversions: Int, failures: Int,
    seconds: Double, baselineResidentBytes: Int, peakResidentBytes: Int, boundBytes: Int
  ) {
    self.scenario = scenario
    self.implementation = implementation
    self.inputBytes = inputBytes
    self.conversions = conversions
    self.failures = failures
    self.seconds = seconds
    self.baselineResidentBytes = baselineResidentBytes
    self.peakResidentBytes = peakResidentBytes
    self.boundBytes = boundBytes
  }

  /// How far the peak rose above the baseline.
  package var growthBytes: Int { max(0, peakResidentBytes - baselineResidentBytes) }

  /// Whether the peak stayed within the bound.
  package var withinBound: Bool { growthBytes <= boundBytes }
}

/// The stress mode's report: one table per scenario.
package enum StressReport {
  /// Markdown: each scenario's bound, then a row per implementation.
  /// - Parameters:
  ///   - measurements: One per (scenario, implementation) pair that finished.
  ///   - scenarios: Each scenario's name and a sentence saying what it does and why its bound.
  package static func markdown(_ measurements: [StressMeasurement], scenarios: [(String, String)]) -> String {
    var lines = ["# Memory under load", ""]
    lines.append(
      "Each row is a process of its own: the input is built, the peak resident size reset "
        + "(`/proc/self/clear_refs`), then the conversions run. *Growth* is the peak above the resident "
        + "size at the start; the bound is on growth. Times are for context only.")
    for (name, summary) in scenarios {
      let rows = measurements.filter { $0.scenario == name }
      guard let first = rows.first else { continue }
      lines += ["", "## \(name)", "", summary, ""]
      lines.append("Bound: growth ≤ \(megabytes(Double(first.boundBytes))).")
      let table = Table<StressMeasurement>(
        [
          .init("implementation") { $0.implementation },
          .init("input", .trailing) { megabytes(Double($0.inputBytes)) },
          .init("conversions", .trailing) { String($0.conversions) },
          .init("errors", .trailing) { String($0.failures) },
          .init("seconds", .trailing) { Format.number($0.seconds, digits: 2) },
          .init("resident at start", .trailing) { megabytes(Double($0.baselineResidentBytes)) },
          .init("peak", .trailing) { megabytes(Double($0.peakResidentBytes)) },
          .init("growth", .trailing) { megabytes(Double($0.growthBytes)) },
          .init("within bound") { $0.withinBound ? "yes" : "**no**" },
        ], rows: rows)
      lines += ["", String(table.markdown().dropLast())]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Bytes in MB (10^6) with one decimal, KB below one MB.
  static func megabytes(_ bytes: Double) -> String {
    bytes < 1_000_000
      ? String(format: "%.1f KB", bytes / 1_000) : String(format: "%.1f MB", bytes / 1_000_000)
  }
}
