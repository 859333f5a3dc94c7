import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSuite

/// Compares two separate runs; exits with the outcome's ``CommandExit``.
package struct CompareCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare CURRENT against BASELINE, two separate runs.",
    discussion: """
      Time regresses when the Mann–Whitney interval of the per-sample ratio lies above 1 and the estimate \
      passes the threshold; allocations must not grow beyond each cell's own variation. Separate runs \
      drift with the machine, so the time threshold is wide: for small changes in time use `ab`, for \
      exact ones `instructions --baseline`. --threshold is the relative change of a median that counts.
      """ + " " + CommandExit.comparisonLegend)

  @Argument(help: "The baseline: a results.json or the folder holding one.")
  var baseline: String

  @Argument(help: "The current run: a results.json or the folder holding one.")
  var current: String

  /// Separate runs drift with the machine: only a wide change in time counts.
  enum Defaults: SignificanceDefaults { static let threshold = 0.25 }

  @OptionGroup var significance: SignificanceOptions<Defaults>

  @Option(help: "The confidence of the interval that must exclude no change.")
  var confidence: Double = 0.99

  @Option(help: "Allocations per operation allowed above the baseline.")
  var allocationSlack: Double = 0

  package init() {}

  package func validate() throws {
    guard confidence > 0, confidence < 1 else { throw ValidationError("--confidence must be in (0, 1)") }
  }

  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let old = try load(baseline)
      let new = try load(current)
      let check = RegressionCheck(
        timeThreshold: significance.threshold, confidence: confidence, allocationSlack: allocationSlack,
        allocationTolerances: CellOperation.allocationTolerances)
      let findings = check.findings(baseline: old.results, current: new.results)
      let compared = old.results.filter { $0.nanoseconds != nil }.count
      let text = check.markdown(findings, compared: compared)
      print(MarkdownText.forStandardOutput(text))
      try significance.appendMarkdown(text)
      let outcome = RegressionCheck.outcome(findings)
      if outcome != .unchanged { throw CommandExit(outcome).exit }
    }
  }

  private func load(_ path: String) throws -> BenchmarkRun {
    var url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      url.appendPathComponent("results.json")
    }
    do {
      return try Exporters.readJSON(Data(contentsOf: url))
    } catch let error as ReportError {
      throw error
    } catch {
      throw ReportError.unreadable(url.path, "\(error)")
    }
  }
}
