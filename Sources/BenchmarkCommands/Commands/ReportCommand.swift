import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSuite

/// `report`: REPORT.md, REPORT.html and the charts of a saved run, rendered again from its results.json.
package struct ReportCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Render a saved run's report (REPORT.md, REPORT.html, charts) from its results.json.",
    discussion: """
      The run's results.json keeps everything its report shows, so a CI artifact or an old run renders \
      again as it was. Exits 0 when written, 4 when the file cannot be read as a run (nothing is written) or \
      the report cannot be written.
      """)

  @Argument(help: "The results.json of a run.")
  var results: String

  @Option(help: "Where REPORT.md, REPORT.html and charts/ are written.")
  var output: String

  package init() {}

  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let run = try Self.load(results)
      let writer = ReportWriter(document: run)
      try writer.write(to: URL(fileURLWithPath: output), formats: [.json, .markdown])
      FileHandle.standardError.write(Data("\(CommandExit.executableName): wrote \(output)\n".utf8))
    }
  }

  /// Reads a run from `path`, with the file and what is wrong with it when it is not one.
  package static func load(_ path: String) throws(ReportError) -> BenchmarkRun {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path, "no such file or it cannot be read")
    }
    return try Exporters.readJSON(data, path: path)
  }
}
