import BenchmarkKit
import Foundation
import MappingSuite

extension RunOptions {
  /// The report of a measured run: the journal's results, in order, with what the worker's later phases
  /// made, in the formats asked for.
  func writeReport(
    _ measured: [BenchmarkResult], products: WorkerProducts, environment: BenchmarkEnvironment,
    completeness: RunCompleteness, output: String, plan: RunPlan, suite: BenchmarkSuite
  ) throws {
    var results = measured
    if let counts = products.instructions {
      for index in results.indices { results[index].instructionsPerOperation = counts[results[index].key] }
    }
    let run = BenchmarkRun(
      environment: environment, peakResidentBytes: products.peakResidentBytes, results: results)
    let (published, unpublished) = publishedFigures(for: Set(results.map(\.workload)), suite: suite)
    var writer = ReportWriter(run: run, published: published, lineup: suite.lineup)
    writer.report.title = suite.title
    writer.report.sectionOrder = suite.reportSections
    writer.report.anatomy = products.anatomy
    writer.report.sweep = products.sweep
    writer.report.anchors = products.anchors
    writer.report.decisionFacts = products.decisionFacts
    writer.report.codeSize = products.codeSize
    writer.report.completeness = completeness
    writer.report.companions = plan.companionNames(of: suite)
    writer.report.comparisons = suite.comparisons
    if let unpublished { writer.report.sections.append(unpublished) }
    if let behaviour = products.behaviour {
      writer.report.sections.append(behaviour.markdown)
      writer.extraFiles["behaviour.csv"] = behaviour.csv
    }
    try writer.write(to: URL(fileURLWithPath: output), formats: timeOnly ? [.json] : formats)
    FileHandle.standardError.write(Data("\(CommandExit.executableName): wrote \(output)\n".utf8))
  }

  /// The report of a stopped run: the cells measured, the rest listed as not measured.
  func writePartial(
    _ results: [BenchmarkResult], missing: [String], environment: BenchmarkEnvironment, peak: Int?,
    output: String, plan: RunPlan, suite: BenchmarkSuite
  ) throws {
    let run = BenchmarkRun(environment: environment, peakResidentBytes: peak, results: results)
    var writer = ReportWriter(run: run, published: [], lineup: suite.lineup)
    writer.report.title = suite.title
    writer.report.sectionOrder = suite.reportSections
    writer.report.completeness = .partial(measured: results.count, missing: missing)
    try writer.write(to: URL(fileURLWithPath: output), formats: timeOnly ? [.json] : formats)
    // The phases after the cells never ran: a stop comes during the cells, or kills the worker after them.
    let notRun = plan.phases(cells: 0, coldCells: 0, settings: plan.runnerSettings, suite: suite)
      .filter { !$0.measuresCells }.map(\.feeds)
    FileHandle.standardError.write(
      Data(
        ("\(CommandExit.executableName): stopped; wrote the partial report of \(results.count) cells to \(output) "
          + "(\(missing.count) not measured: `run --resume \(output)` with the same options measures them)"
          + (notRun.isEmpty ? "" : "; left out, made again on resume: " + notRun.joined(separator: ", "))
          + "\n")
          .utf8))
  }
}
