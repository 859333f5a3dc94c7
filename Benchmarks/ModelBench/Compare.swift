import ArgumentParser
import BenchmarkKit
import Foundation

/// Compares two runs and exits non-zero on a regression.
struct Compare: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare CURRENT against BASELINE; exit 1 and list what regressed.")

  @Argument(help: "The baseline: a results.json or the folder holding one.")
  var baseline: String

  @Argument(help: "The current run: a results.json or the folder holding one.")
  var current: String

  @Option(help: "Relative slow-down of a median allowed beyond the samples' noise (0.10 = 10%).")
  var timeThreshold: Double = 0.10

  @Option(help: "Allocations per operation allowed above the baseline.")
  var allocationSlack: Double = 0

  func run() throws {
    let old = try load(baseline)
    let new = try load(current)
    let findings = RegressionCheck(timeThreshold: timeThreshold, allocationSlack: allocationSlack)
      .regressions(baseline: old, current: new)
    let compared = old.results.filter { $0.nanoseconds != nil }.count
    if findings.isEmpty {
      print(
        "No regression in \(compared) cells (time threshold \(Int(timeThreshold * 100))% + noise, allocations exact)."
      )
      return
    }
    print("\(findings.count) regression(s) in \(compared) cells:")
    for finding in findings { print("- \(finding)") }
    throw ExitCode(1)
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
      throw ValidationError(error.description)
    } catch {
      throw ValidationError("Cannot read \(url.path): \(error)")
    }
  }
}
