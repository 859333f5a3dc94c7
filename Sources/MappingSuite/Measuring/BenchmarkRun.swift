import BenchmarkKit

/// A whole run: what `results.json` holds.
package struct BenchmarkRun: Codable, Sendable {
  /// Bumped whenever a field changes meaning; `compare` refuses runs of another version.
  package static let currentSchemaVersion = 1

  package var schemaVersion: Int
  package var environment: BenchmarkEnvironment
  package var peakResidentBytes: Int?
  package var results: [BenchmarkResult]
  /// Everything else the report shows, so that `modelbench report` renders it again from this file
  /// alone (nil in files written before it was kept, and in `--time-only` runs).
  package var content: ReportContent?

  package init(environment: BenchmarkEnvironment, peakResidentBytes: Int?, results: [BenchmarkResult]) {
    self.schemaVersion = Self.currentSchemaVersion
    self.environment = environment
    self.peakResidentBytes = peakResidentBytes
    self.results = results
  }

  package func result(_ workload: String, _ operation: CellOperation, _ implementation: String)
    -> BenchmarkResult?
  {
    results.first {
      $0.workload == workload && $0.operation == operation && $0.implementation == implementation
    }
  }
}
