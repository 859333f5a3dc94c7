import ArgumentParser
import BenchmarkCommands
import Foundation
import JSONText
import MappingSeam
import ModelAdapters
import ModelConformance
import ModelFixtures

/// Runs the conformance catalogue and writes the matrix.
struct ConformanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance", abstract: "Run the conformance catalogue and write Reports/conformance.md.")

  @Option(help: "Where the matrix is written.")
  var output: String = "Reports/conformance.md"

  @Flag(help: "Print each case's observed outcomes as catalogue tokens instead.")
  var discover = false

  @Option(
    help: ArgumentHelp(
      "Write each implementation's observed outcomes as its expectation table (<id>.json) into this folder.",
      discussion: "Sources/ModelAdapters/Expectations is where the project's tables live; review the diff."))
  var recordExpectations: String?

  func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let cases = Catalogue.all
      let implementations = Implementations.all
      let expectations = Expectations(tokens: Implementations.expectedOutcomes)
      let outcomes = ConformanceReport.run(cases: cases, implementations: implementations)
      if let folder = recordExpectations {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for implementation in implementations {
          let rows = try cases.map { testCase in
            let token = outcomes[testCase.id]?[implementation.id]?.token ?? "–"
            let key = String(decoding: try JSONWriter.bytes(testCase.id), as: UTF8.self)
            return "  \(key): \(String(decoding: try JSONWriter.bytes(token), as: UTF8.self))"
          }
          let url = URL(fileURLWithPath: folder).appendingPathComponent("\(implementation.id).json")
          try Data(("{\n" + rows.joined(separator: ",\n") + "\n}\n").utf8).write(to: url)
        }
        print("Wrote \(implementations.count) expectation tables to \(folder)")
        return
      }
      if discover {
        for testCase in cases {
          let tokens = implementations.map { outcomes[testCase.id]?[$0.id]?.token ?? "?" }
          print("\(testCase.id)\t\(tokens.joined(separator: " | "))")
        }
        return
      }
      var mismatches = 0
      for testCase in cases {
        for implementation in implementations {
          let observed = outcomes[testCase.id]?[implementation.id] ?? .unsupported
          switch expectations.verdict(observed, case: testCase.id, on: implementation.id) {
          case .matches, .observed: continue
          case .differs(let expected):
            mismatches += 1
            FileHandle.standardError.write(
              Data(
                "mismatch \(testCase.id) [\(implementation.id)]: expected \(expected), observed \(observed)\n"
                  .utf8))
          case .missing:
            mismatches += 1
            FileHandle.standardError.write(
              Data("no expectation for \(testCase.id) [\(implementation.id)]: observed \(observed)\n".utf8))
          }
        }
      }
      let markdown = ConformanceReport.markdown(
        cases: cases, outcomes: outcomes, implementations: implementations, expectations: expectations)
      try Data(markdown.utf8).write(to: URL(fileURLWithPath: output))
      print("Wrote \(output): \(cases.count) cases, \(mismatches) mismatches with the catalogue.")
      if mismatches > 0 { throw CommandExit.failed.exit }
    }
  }
}
