import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Foundation

/// `ab`: two builds' runners measured in interleaved rounds and compared as paired ratios —
/// the comparison of time that survives a machine's drift.
///
/// Each round runs both runners once, one after the other (`run --time-only` over the selected cells;
/// the order alternates, A B then B A, so that a steady drift weighs on both sides alike), and keeps each
/// cell's median. `PairedComparison` (BenchmarkKit) turns the rounds into a verdict per cell; the exit
/// status is its outcome's. Both runners must know `run --time-only --sample-milliseconds` (this commit's
/// runner and later).
package struct ABCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "ab",
    abstract: "Compare two builds' runners in interleaved rounds (A B, B A, …) on paired ratios.",
    discussion: """
      Build each commit's runner (`swift build -c release --product <runner>`, then copy \
      .build/release/<runner> aside) and pass both.
      """ + " " + CommandExit.comparisonLegend)

  /// A round's sides are seconds apart: a change of a tenth is visible.
  enum Defaults: SignificanceDefaults { static let threshold = 0.10 }

  @Option(help: "The baseline build's runner executable.")
  var baseline: String

  @Option(help: "The current build's runner executable.")
  var current: String

  /// Both runners get it.
  @OptionGroup var selection: CellSelection

  @Option(help: "Rounds, each running both sides once (at least 6 at 95 % confidence, 8 at 99 %).")
  var rounds = 10

  @Option(help: "Samples per cell per side and round.")
  var samples = 10

  @Flag(help: "The four small workloads only (the quick run's).")
  var quick = false

  @Option(help: "The length of one sample in milliseconds (the standard run's is 20).")
  var sampleMilliseconds = 5

  @OptionGroup var significance: SignificanceOptions<Defaults>

  @Option(help: "The confidence of the interval that must exclude no change.")
  var confidence = 0.95

  @Option(help: "An argument for the baseline's runner only (repeatable), for example a hidden --extra-work.")
  var baselineArgument: [String] = []

  @Option(help: "An argument for the current runner only (repeatable).")
  var currentArgument: [String] = []

  /// AB.md and ab.json.
  @OptionGroup var output: OutputOptions

  package init() {}

  package func validate() throws {
    guard confidence > 0, confidence < 1 else { throw ValidationError("--confidence must be in (0, 1)") }
    // Too few rounds leave the interval unbounded: nothing could ever be flagged.
    guard let interval = RatioEstimate.paired(Array(repeating: 2, count: rounds), confidence: confidence),
      interval.lower > 0
    else {
      throw ValidationError(
        "--rounds \(rounds) is too few to exclude no change at --confidence \(confidence)")
    }
    guard samples >= 10 else { throw ValidationError("--samples must be at least 10") }
    guard sampleMilliseconds >= 1 else { throw ValidationError("--sample-milliseconds must be positive") }
    for path in [baseline, current] where !FileManager.default.isExecutableFile(atPath: path) {
      throw ValidationError("\(path) is not an executable")
    }
  }

  package func run() throws {
    try CommandExit.exitingOnError(Self.self, compareInRounds)
  }

  private func compareInRounds() throws {
    let measured = try InterleavedRounds(
      baseline: baseline, current: current, filter: selection.filter, skip: selection.skip, rounds: rounds,
      samples: samples, quick: quick,
      sampleMilliseconds: sampleMilliseconds, baselineArguments: baselineArgument,
      currentArguments: currentArgument
    ).measure()
    let comparison = PairedComparison(
      rounds: measured, threshold: significance.threshold, confidence: confidence)
    let directory = URL(fileURLWithPath: output.folder(for: Self.self))
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let text = comparison.markdown()
    try Data(text.utf8).write(to: directory.appendingPathComponent("AB.md"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(measured).write(to: directory.appendingPathComponent("ab.json"))
    print(text)
    try significance.appendMarkdown(text)
    if comparison.outcome != .unchanged { throw CommandExit(comparison.outcome).exit }
  }
}
