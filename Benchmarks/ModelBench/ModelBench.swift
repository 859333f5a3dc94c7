import ArgumentParser
import BenchmarkCommands
import BenchmarkJemalloc
import BenchmarkKit
import BenchmarkMain
import BenchmarkWorkloads
import Foundation
import MappingSuite
import ModelAdapters
import ModelFixtures

/// `modelbench`: BenchmarkMain's command line on ModelBench's suite, with the commands only this
/// executable has (the catalogue, the scaffold, the fixtures, the micro, stress and anatomy modes, …).
@main
enum ModelBench {
  /// The commands beyond every suite's (`BenchmarkMain.groups`), by group.
  static let ownGroups: [CommandGroup] = [
    CommandGroup(name: "Your data", subcommands: [ScaffoldCommand.self]),
    CommandGroup(
      name: "Maintenance",
      subcommands: [
        ConformanceCommand.self, AnatomyCommand.self, MicroCommand.self, ProfileCommand.self,
        StressCommand.self, RatiosCommand.self, FixturesCommand.self, StressChildCommand.self,
      ]),
  ]

  /// Registers the built-in suite, then runs the command line.
  static func main() {
    // Zoneless dates read in the default zone (XYYStyle, as XYYModel): the same work on every machine.
    NSTimeZone.default = TimeZone(identifier: "GMT")!
    BenchmarkMain.main(
      suite: builtIn, name: "modelbench",
      abstract: "Measures YYStyle, MJStyle, XYYStyle and the baselines side by side.",
      extraGroups: ownGroups)
  }

  /// The eight workloads, every benchmarked implementation, the text layers' rows; ratios to hand-written
  /// code and to YYStyle.
  static var builtIn: BenchmarkSuite {
    var suite = BenchmarkSuite.builtIn(allocator: .jemalloc)
    suite.lineup.members += TextLayerCases.members
    suite.lineup.textLayer = TextLayerCases.ownLayer
    suite.measureAnatomy = { cases in
      try AnatomyCommand.measure(cases, iterations: AnatomyCommand.FiveIterations.iterations)
    }
    suite.decisionFacts = { DecisionFacts.modelBench }
    suite.measureAnchors = { workloads, quick, rounds in
      AnchorPrograms.measure(workloads: workloads, quick: quick, rounds: rounds)
    }
    suite.measureCodeSize = { CodeSize.measure(codeSizeParts, method: codeSizeMethod) }
    suite.measurePeakMemory = { StressCommand.peakMemory(megabytes: $0) }
    return suite
  }

  /// Each implementation's own object files: its library (ModelRuntime and JSONText, the runtime and text
  /// layer every design shares, are left out) and its per-model code for the benchmark's models.
  static let codeSizeParts: CodeSize.Parts = {
    let models = ["FixtureModels", "CorpusModels"]
    func configuration(_ suffix: String) -> [String] {
      models.map { "ModelAdapters.build/\($0)+\(suffix).swift.o" }
    }
    let handWritten = [
      "HandWritten", "HandWrittenModel", "GitHubUser+HandWritten", "Weibo+HandWritten",
      "WeiboUser+HandWritten", "CorpusModels+HandWritten",
    ]
    let codable = ["FixtureModels+Codable", "CorpusModels+Codable", "LenientDecoding", "AnyCodableValue"]
    return CodeSize.parts(
      perModel: configuration, declaredSetters: ["ModelAdapters.build/FixtureModels+XYYSetters.swift.o"],
      handWritten: handWritten.map { "ModelFixtures.build/\($0).swift.o" },
      codable: codable.map { "ModelFixtures.build/\($0).swift.o" })
  }()

  static let codeSizeMethod = CodeSize.method(
    perModel: "its per-model code for the benchmark's models (configuration, hand-written or Codable "
      + "conformances)")
}
