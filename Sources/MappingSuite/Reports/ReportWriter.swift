import BenchmarkKit
import Foundation

/// Writes a run's report folder: results.json, REPORT.md, results.csv, github-action-benchmark.json, charts/.
package struct ReportWriter {
  /// The run, the published figures and the lineup, as REPORT.md renders them.
  package var report: MarkdownReport
  /// Files written beside the report as they are (`behaviour.csv`), by path relative to its folder.
  package var extraFiles: [String: String] = [:]

  package init(run: BenchmarkRun, published: [PublishedFigure], lineup: Lineup) {
    report = MarkdownReport(run: run, published: published, lineup: lineup)
  }

  /// The writer of a run read back from its results.json.
  package init(document run: BenchmarkRun) {
    report = MarkdownReport(document: run)
  }

  var run: BenchmarkRun { report.run }
  var published: [PublishedFigure] { report.published }
  var lineup: Lineup { report.lineup }

  package func markdown() -> String { report.render() }

  /// The chart of one workload: a panel per operation, each on its own axis, every value written.
  package func chart(for workload: String) -> String {
    let operations = CellOperation.mappingOperations.filter { op in
      run.results.contains { $0.workload == workload && $0.operation == op && $0.nanoseconds != nil }
    }
    let panels = operations.map { operation in
      SVGChart.Panel(
        title: operation.rawValue,
        bars: lineup.order.compactMap { id -> SVGChart.Bar? in
          guard let result = run.result(workload, operation, id) else { return nil }
          let median = result.nanoseconds?.median
          let name = lineup.name(id, for: operation)
          return SVGChart.Bar(
            name: name, color: lineup.color(id), value: median, label: median.map(Format.nanoseconds) ?? "–")
        })
    }
    return SVGChart.panels(
      title: "\(workload): median time per operation",
      subtitle: "each operation on its own axis; shorter is faster",
      panels: panels, columns: 3)
  }

  /// The answer's overview chart.
  package func overviewChart() -> String {
    ReportAnswer(guide: DecisionGuide(report: report, facts: report.decisionFacts)).chart()
  }

  /// Measured against published ratios, as bars.
  package func publishedChart() -> String? {
    guard let referenceLibrary = lineup.publishedName(lineup.reference) else { return nil }
    var categories: [String] = []
    var measured: [Double?] = []
    var reference: [Double?] = []
    for workload in report.workloads {
      for operation in [CellOperation.dictToModel, .modelToDict, .archive] {
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

  /// Every file of the report folder, by path relative to it.
  ///
  /// The report is rendered from results.json read back, as `modelbench report` renders it, so the two
  /// are equal by construction.
  package func files(formats: Set<ReportFormat>) throws -> [(path: String, data: Data)] {
    var run = self.run
    run.content = report.content
    let json = try Exporters.json(run)
    return try ReportWriter(document: Exporters.readJSON(json)).renderedFiles(json: json, formats: formats)
  }

  private func renderedFiles(json: Data, formats: Set<ReportFormat>) throws -> [(path: String, data: Data)] {
    var files: [(path: String, data: Data)] = formats.contains(.json) ? [("results.json", json)] : []
    if formats.contains(.markdown) {
      var charts: [(name: String, svg: String)] = [("overview.svg", overviewChart())]
      charts += report.workloads.map { ("\($0).svg", chart(for: $0)) }
      charts += (report.anatomy?.charts(lineup: lineup) ?? []) + (report.sweep?.charts(lineup: lineup) ?? [])
      if let chart = publishedChart() { charts.append(("published.svg", chart)) }
      let markdown = markdown()
      files.append(("REPORT.md", Data(markdown.utf8)))
      files += charts.map { ("charts/\($0.name)", Data($0.svg.utf8)) }
      let html = HTMLReport(
        title: report.title, markdown: markdown,
        charts: Dictionary(
          charts.map { ($0.name, $0.svg) }, uniquingKeysWith: { first, _ in first }))
      files.append(("REPORT.html", Data(html.render().utf8)))
    }
    if formats.contains(.csv) { files.append(("results.csv", Data(Exporters.csv(run).utf8))) }
    if formats.contains(.github) {
      files.append(("github-action-benchmark.json", try Exporters.githubActionBenchmark(run)))
    }
    return files
  }

  /// Writes the report folder: every file is written whole beside it first, then renamed into place,
  /// so an interrupted or failed write never leaves a half-written file, and nothing is renamed until
  /// every file is written. Other files in the folder are left alone.
  package func write(to directory: URL, formats: Set<ReportFormat>) throws {
    let extra = extraFiles.sorted { $0.key < $1.key }.map { (path: $0.key, data: Data($0.value.utf8)) }
    try Self.write(files(formats: formats) + extra, to: directory)
  }

  /// Writes `files` into `directory` as ``write(to:formats:)`` does.
  package static func write(_ files: [(path: String, data: Data)], to directory: URL) throws {
    let manager = FileManager.default
    let parent = directory.standardizedFileURL.deletingLastPathComponent()
    try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    let staging = parent.appendingPathComponent(
      ".\(directory.lastPathComponent).writing-\(ProcessInfo.processInfo.processIdentifier)")
    try? manager.removeItem(at: staging)
    defer { try? manager.removeItem(at: staging) }
    for file in files {
      let url = staging.appendingPathComponent(file.path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.data.write(to: url)
    }
    for file in files {
      let target = directory.appendingPathComponent(file.path)
      try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      if rename(staging.appendingPathComponent(file.path).path, target.path) != 0 {
        throw ReportError.unwritable(target.path, String(cString: strerror(errno)))
      }
    }
  }
}

/// The files a report folder may hold: `REPORT.md` with its page and charts, `results.json`, `results.csv`,
/// and github-action-benchmark's JSON.
package enum ReportFormat: String, CaseIterable, Codable, Sendable {
  case markdown, json, csv, github
}
