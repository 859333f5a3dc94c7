import ArgumentParser
import BenchmarkCommands
import BenchmarkJemalloc
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import ModelAdapters
import ModelFixtures

@main
struct ModelBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "modelbench",
    abstract: "Measures YYStyle, MJStyle, XYYStyle and the baselines side by side.",
    subcommands: [
      RunCommand.self, CompareCommand.self, ColdCommand.self, ConformanceCommand.self, MicroCommand.self,
      ProfileCommand.self, StressCommand.self, InstructionsCommand.self, AnatomyCommand.self,
      SweepCommand.self, ABCommand.self, ScaffoldCommand.self, RatiosCommand.self, HistoryCommand.self,
      BisectCommand.self, FixturesCommand.self, StressChildCommand.self, ReportCommand.self,
      CountCommand.self,
    ],
    defaultSubcommand: RunCommand.self)

  /// Registers the built-in suite, then runs the command line.
  static func main() {
    BenchmarkSuite.current = builtIn
    // Zoneless dates read in the default zone (XYYStyle, as XYYModel): the same work on every machine.
    NSTimeZone.default = TimeZone(identifier: "GMT")!
    main(nil)
  }

  /// The eight workloads, every benchmarked implementation, the text layers' rows; ratios to hand-written
  /// code and to YYStyle.
  static var builtIn: BenchmarkSuite {
    var lineup = Lineup(
      Implementations.benchmarked, reference: Implementations.reference, pivot: Implementations.pivot,
      publishedNames: Implementations.publishedNames)
    lineup.members += TextLayerCases.members
    lineup.textLayer = TextLayerCases.ownLayer
    var suite = BenchmarkSuite(
      workloads: Workloads.all, quickWorkloads: Workloads.quick, implementations: Implementations.benchmarked,
      lineup: lineup, allocator: .jemalloc,
      countInstructions: CountCommand.countInstructions)
    suite.propertyNames = FixtureKeys.propertyNames
    suite.measureAnatomy = { cases in
      try AnatomyCommand.measure(cases, iterations: AnatomyCommand.FiveIterations.iterations)
    }
    suite.decisionFacts = { DecisionFacts.modelBench }
    suite.measureAnchors = { workloads, quick, rounds in
      AnchorPrograms.measure(workloads: workloads, quick: quick, rounds: rounds)
    }
    suite.measureCodeSize = { CodeSize.measure(codeSizeParts, method: codeSizeMethod) }
    suite.measureSweep = {
      SweepCommand.measure(SweepFamilies.all, quick: true, memoryMegabytes: SweepCommand.quickMemorySizes)
    }
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
