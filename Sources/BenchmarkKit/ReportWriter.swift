import Foundation

/// Writes a run's report folder: results.json, REPORT.md, results.csv, github-action-benchmark.json, charts/.
public struct ReportWriter {
  /// The run, the published figures and the lineup, as REPORT.md renders them.
  public var report: MarkdownReport

  public init(run: BenchmarkRun, published: [PublishedFigure], lineup: Lineup) {
    report = MarkdownReport(run: run, published: published, lineup: lineup)
  }

  var run: BenchmarkRun { report.run }
  var published: [PublishedFigure] { report.published }
  var lineup: Lineup { report.lineup }

  public func markdown() -> String { report.render() }

  /// The chart of one workload: ns/op per operation (groups) and implementation (bars), log scale.
  public func chart(for workload: String) -> String {
    let operations = MappingOperation.allCases.filter { op in
      run.results.contains { $0.workload == workload && $0.operation == op }
    }
    let series = lineup.order.map { id in
      (name: lineup.name(id), values: operations.map { run.result(workload, $0, id)?.nanoseconds?.median })
    }
    return SVGChart.groupedBars(
      title: "\(workload): time per operation (log scale)", categories: operations.map(\.rawValue),
      series: series,
      unit: "ns/op", logScale: true)
  }

  /// Measured against published ratios, as bars.
  public func publishedChart() -> String? {
    guard let referenceLibrary = lineup.publishedName(lineup.reference) else { return nil }
    var categories: [String] = []
    var measured: [Double?] = []
    var reference: [Double?] = []
    for workload in report.workloads {
      for operation in [MappingOperation.dictToModel, .modelToDict, .archive] {
        for (id, library) in report.publishedMembers {
          guard let value = report.ratio(workload, operation, id, to: lineup.reference),
            let published = PublishedFigures.ratio(
              published, workload: workload, operation: operation, library: library,
              denominator: referenceLibrary)
          else { continue }
          categories.append(
            "\(workload) \(operation.rawValue) \(lineup.name(id))/\(lineup.name(lineup.reference))")
          measured.append(value)
          reference.append(published)
        }
      }
    }
    guard !categories.isEmpty else { return nil }
    return SVGChart.groupedBars(
      title: "Ratio to \(lineup.name(lineup.reference)): measured and published", categories: categories,
      series: [
        (name: "measured", values: measured), (name: "published (originals, 2015)", values: reference),
      ],
      unit: "× hand-written", logScale: false)
  }

  public func write(to directory: URL, formats: [String]) throws {
    let manager = FileManager.default
    try manager.createDirectory(
      at: directory.appendingPathComponent("charts"), withIntermediateDirectories: true)
    try Exporters.json(run).write(to: directory.appendingPathComponent("results.json"))
    if formats.contains("markdown") {
      try Data(markdown().utf8).write(to: directory.appendingPathComponent("REPORT.md"))
      for workload in report.workloads {
        try Data(chart(for: workload).utf8).write(
          to: directory.appendingPathComponent("charts/\(workload).svg"))
      }
      for chart in (report.anatomy?.charts(lineup: lineup) ?? [])
        + (report.sweep?.charts(lineup: lineup) ?? [])
      {
        try Data(chart.svg.utf8).write(to: directory.appendingPathComponent("charts/\(chart.name)"))
      }
      if let chart = publishedChart() {
        try Data(chart.utf8).write(to: directory.appendingPathComponent("charts/published.svg"))
      }
    }
    if formats.contains("csv") {
      try Data(Exporters.csv(run).utf8).write(to: directory.appendingPathComponent("results.csv"))
    }
    if formats.contains("github") {
      try Exporters.githubActionBenchmark(run).write(
        to: directory.appendingPathComponent("github-action-benchmark.json"))
    }
  }
}
