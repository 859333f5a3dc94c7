import BenchmarkCommands
import BenchmarkKit
import Foundation
import MappingSuite

/// Two runners timed in interleaved rounds — A B, then B A, and so on — each round keeping every
/// selected cell's median on both sides: the measurement behind `ab` and `history --time`.
///
/// Each side of a round is the runner's `run --time-only` over the selected cells, so both runners must
/// know `run --time-only --sample-milliseconds` (the A/B mode's commit and later).
package struct InterleavedRounds: Sendable {
  package var baseline: String
  package var current: String
  package var filter: [String]
  package var rounds: Int
  package var samples: Int
  package var quick: Bool
  package var sampleMilliseconds: Int
  /// Cells left out (passed on only when given: runners older than `run --skip` do not know it).
  package var skip: [String] = []
  package var baselineArguments: [String] = []
  package var currentArguments: [String] = []

  package init(
    baseline: String, current: String, filter: [String], skip: [String] = [], rounds: Int, samples: Int,
    quick: Bool, sampleMilliseconds: Int, baselineArguments: [String] = [], currentArguments: [String] = []
  ) {
    self.skip = skip
    self.baseline = baseline
    self.current = current
    self.filter = filter
    self.rounds = rounds
    self.samples = samples
    self.quick = quick
    self.sampleMilliseconds = sampleMilliseconds
    self.baselineArguments = baselineArguments
    self.currentArguments = currentArguments
  }

  /// Every round's medians per cell, both sides.
  package func measure() throws(HistoryError) -> [PairedComparison.Round] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modelbench-ab-\(UUID())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var measured: [PairedComparison.Round] = []
    let started = ContinuousClock.now
    for round in 0..<rounds {
      let order = round % 2 == 0 ? [false, true] : [true, false]
      var medians: [Bool: [String: Double]] = [:]
      for isCurrent in order {
        let folder = scratch.appendingPathComponent("\(round)-\(isCurrent ? "current" : "baseline")")
        medians[isCurrent] = try side(
          isCurrent ? current : baseline, extra: isCurrent ? currentArguments : baselineArguments,
          into: folder)
      }
      measured.append(PairedComparison.Round(baseline: medians[false]!, current: medians[true]!))
      let elapsed = Double((ContinuousClock.now - started).components.seconds)
      let eta = Int(elapsed / Double(round + 1) * Double(rounds - round - 1))
      FileHandle.standardError.write(
        Data(
          "\(CommandExit.executableName) ab: round \(round + 1)/\(rounds) done, ETA \(eta / 60):\(String(format: "%02d", eta % 60))\n"
            .utf8))
    }
    return measured
  }

  /// One side of one round: the runner's `run --time-only`, and each measured cell's median.
  private func side(_ executable: String, extra: [String], into folder: URL) throws(HistoryError)
    -> [String: Double]
  {
    var arguments = ["run", "--time-only", "--samples", String(samples), "--format", "json"]
    arguments += ["--sample-milliseconds", String(sampleMilliseconds)]
    arguments += ["--output", folder.path]
    if quick { arguments.append("--quick") }
    arguments += filter.flatMap { ["--filter", $0] } + skip.flatMap { ["--skip", $0] } + extra
    switch ChildFailure.run(URL(fileURLWithPath: executable), arguments, quiet: true) {
    case .failure(let failure): throw HistoryError(failure.why, at: executable)
    case .success: break
    }
    let file = folder.appendingPathComponent("results.json")
    let run: BenchmarkRun
    do {
      run = try Exporters.readJSON(Data(contentsOf: file))
    } catch {
      throw HistoryError("\(error)", at: file.path)
    }
    var medians: [String: Double] = [:]
    for result in run.results {
      if let median = result.nanoseconds?.median { medians[result.key] = median }
    }
    return medians
  }
}
