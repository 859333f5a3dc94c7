/// A section of REPORT.md after the answer: a suite declares which it shows and in what order
/// (`BenchmarkSuite.reportSections`), and `MarkdownReport` renders each; one with nothing to show is left
/// out.
package enum ReportSection: String, Codable, Sendable, CaseIterable {
  /// A table and a chart per workload.
  case workloads
  /// Measured against the originals' published ratios.
  case published
  /// How the answer's figures are made, then the decision guide.
  case howTheFiguresAreMade
  /// Where each cell's instructions go (`run --anatomy`).
  case anatomy
  /// How each conversion's cost grows (`run --sweep`).
  case sweep
  /// simdjson and serde_json on the run's documents (`run --anchors`).
  case anchors
  /// What the runner adds (the published figures it could not read, "Behaviour on your data").
  case runner
  /// Allocation counts that do not repeat, and why.
  case varyingAllocations
  /// The cells with no time, each with why.
  case emptyCells
  /// The cells a stopped run did not reach.
  case notMeasured
  /// How to read the figures.
  case method

  /// Every section, in the order ModelBench's report and a scaffolded package's show them.
  package static let standard: [ReportSection] = allCases
}
