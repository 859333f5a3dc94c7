import BenchmarkHistory
import BenchmarkKit
import ChildProcesses
import Foundation
import MappingSuite

extension AnchorPrograms {
  /// Samples per side of a round (the fewest `run` takes), and their length: half the main run's.
  private static let roundSamples = 10
  private static let roundMilliseconds = 10

  /// The goal check's rounds: for each document, the anchor programs and this runner's goal cells
  /// (``AnchorGoal/cells(of:)``, in a child `run --time-only`) back to back, which goes first
  /// alternating by round and document. A round whose side failed is left out, and said so.
  static func measureRounds(
    _ rounds: Int, documents: [(name: String, path: String)], programs: [URL], scratch: URL
  ) -> [AnchorRound] {
    var measured: [AnchorRound] = []
    for round in 0..<rounds {
      var anchors: [String: Double] = [:]
      var cells: [String: Double] = [:]
      var failure: String?
      for (index, document) in documents.enumerated() {
        let anchorsFirst = (round + index) % 2 == 0
        for side in anchorsFirst ? [true, false] : [false, true] {
          let outcome =
            side
            ? anchorMedians(document, programs: programs)
            : cellMedians(document.name, into: scratch.appendingPathComponent("round-\(round)-\(index)"))
          switch outcome {
          case .success(let medians):
            if side { anchors.merge(medians) { $1 } } else { cells.merge(medians) { $1 } }
          case .failure(let why): failure = why.message
          }
        }
      }
      if let failure {
        FileHandle.standardError.write(
          Data("modelbench: anchors: round \(round + 1) left out: \(failure)\n".utf8))
        continue
      }
      measured.append(AnchorRound(anchors: anchors, cells: cells))
      FileHandle.standardError.write(Data("modelbench: anchors: round \(round + 1)/\(rounds) done\n".utf8))
    }
    return measured
  }

  struct RoundFailure: Error {
    let message: String
  }

  /// Every program's medians on one document, by ``AnchorGoal/anchorKey(_:_:_:)``.
  private static func anchorMedians(_ document: (name: String, path: String), programs: [URL]) -> Result<
    [String: Double], RoundFailure
  > {
    let arguments = [
      "--samples", String(roundSamples), "--milliseconds", String(roundMilliseconds),
      "\(document.name)=\(document.path)",
    ]
    var medians: [String: Double] = [:]
    for program in programs {
      let result = ChildProcess(program.path, arguments, errors: .intoOutput).runForText()
      guard result.status == 0, let parsed = try? AnchorReport.measurements(fromLines: result.output) else {
        return .failure(RoundFailure(message: "\(program.lastPathComponent) exited with \(result.status)"))
      }
      for measurement in parsed {
        guard let median = measurement.median else { continue }
        medians[AnchorGoal.anchorKey(measurement.anchor, measurement.operation, measurement.document)] =
          median
      }
    }
    return .success(medians)
  }

  /// The goal cells' medians on one document, timed by this runner in a child process as `ab` times a
  /// side (`run --time-only`).
  private static func cellMedians(_ document: String, into folder: URL) -> Result<
    [String: Double], RoundFailure
  > {
    let cells = setup.cells(of: document)
    var arguments = ["run", "--time-only", "--format", "json", "--output", folder.path]
    arguments += ["--samples", String(roundSamples), "--sample-milliseconds", String(roundMilliseconds)]
    // A cell id is matched as a substring: `twitter/parse/jsontext` names no twitter_minified cell.
    arguments += cells.flatMap { ["--filter", $0] }
    let result = ChildProcess(runnerPath, arguments, errors: .intoOutput).runForText()
    guard result.status == 0,
      let data = try? Data(contentsOf: folder.appendingPathComponent("results.json")),
      let run = try? Exporters.readJSON(data)
    else {
      return .failure(
        RoundFailure(message: "the cells of \(document) were not timed (status \(result.status))"))
    }
    var medians: [String: Double] = [:]
    for result in run.results where cells.contains(result.key) {
      if let median = result.nanoseconds?.median { medians[result.key] = median }
    }
    return .success(medians)
  }

  /// This runner's own executable.
  private static var runnerPath: String {
    let link = "/proc/self/exe"
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: link) { return resolved }
    return CommandLine.arguments[0]
  }
}
