import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Foundation

/// Compares two separate runs; exits with ``ComparisonOutcome``'s code.
struct Compare: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare CURRENT against BASELINE, two separate runs.",
    discussion: """
      Time regresses when the Mann–Whitney interval of the per-sample ratio lies above 1 and the estimate \
      passes the threshold; allocations must not grow beyond each cell's own variation. Separate runs \
      drift with the machine, so the time threshold is wide: for small changes in time use `modelbench \
      ab`, for exact ones `modelbench instructions --baseline`. Exit codes: 0 unchanged, 1 regressed, \
      2 improved only, 3 cells missing, 4 error.
      """)

  @Argument(help: "The baseline: a results.json or the folder holding one.")
  var baseline: String

  @Argument(help: "The current run: a results.json or the folder holding one.")
  var current: String

  @Option(help: "The relative change of a median that counts (0.25 = 25 %).")
  var timeThreshold: Double = 0.25

  @Option(help: "The confidence of the interval that must exclude no change.")
  var confidence: Double = 0.99

  @Option(help: "Allocations per operation allowed above the baseline.")
  var allocationSlack: Double = 0

  @Option(help: "Also append the comparison's Markdown to this file (a CI step summary).")
  var markdown: String?

  func validate() throws {
    guard timeThreshold >= 0 else { throw ValidationError("--time-threshold must not be negative") }
    guard confidence > 0, confidence < 1 else { throw ValidationError("--confidence must be in (0, 1)") }
  }

  func run() throws {
    try exitingOnError {
      let old = try load(baseline)
      let new = try load(current)
      let check = RegressionCheck(
        timeThreshold: timeThreshold, confidence: confidence, allocationSlack: allocationSlack)
      let findings = check.findings(baseline: old, current: new)
      let compared = old.results.filter { $0.nanoseconds != nil }.count
      let text = check.markdown(findings, compared: compared)
      print(text)
      try appendMarkdown(text, to: markdown)
      let outcome = RegressionCheck.outcome(findings)
      if outcome != .unchanged { throw ExitCode(outcome.rawValue) }
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
