import ArgumentParser
import Foundation
import ModelConformance

/// Runs the conformance catalogue and writes the matrix.
struct ConformanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance", abstract: "Run the conformance catalogue and write Reports/conformance.md.")

  @Option(help: "Where the matrix is written.")
  var output: String = "Reports/conformance.md"

  @Flag(help: "Print each case's observed outcomes as catalogue tokens instead.")
  var discover = false

  func run() throws {
    let cases = Catalogue.all
    let outcomes = ConformanceReport.run(cases: cases, implementations: Implementations.all)
    if discover {
      for testCase in cases {
        let tokens = Catalogue.implementationOrder.map { outcomes[testCase.id]?[$0]?.token ?? "?" }
        print("\(testCase.id)\t\(tokens.joined(separator: " | "))")
      }
      return
    }
    var mismatches = 0
    for testCase in cases {
      for (id, expected) in testCase.expected where outcomes[testCase.id]?[id] != expected {
        mismatches += 1
        FileHandle.standardError.write(
          Data(
            "mismatch \(testCase.id) [\(id)]: expected \(expected), observed \(outcomes[testCase.id]?[id].map(\.token) ?? "?")\n"
              .utf8))
      }
    }
    let markdown = ConformanceReport.markdown(
      cases: cases, outcomes: outcomes, implementations: Implementations.all)
    try Data(markdown.utf8).write(to: URL(fileURLWithPath: output))
    print("Wrote \(output): \(cases.count) cases, \(mismatches) mismatches with the catalogue.")
    if mismatches > 0 { throw ExitCode(1) }
  }
}
