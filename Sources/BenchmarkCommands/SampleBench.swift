import ArgumentParser
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures

/// The command line of a package made by `modelbench scaffold`: `run` (the default: ModelBench's report on
/// the package's samples, with the section "Behaviour on your data"), `check`, and the `cold` and `count`
/// children.
public struct SampleBench: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "sample-bench",
    abstract: "ModelBench's comparison of YYStyle, MJStyle, XYYStyle and the baselines on your samples.",
    subcommands: [RunCommand.self, CheckCommand.self, ColdCommand.self, CountCommand.self],
    defaultSubcommand: RunCommand.self)

  public init() {}

  /// Registers the samples as the suite (every implementation ModelBench benchmarks, the report's
  /// output in `.build/report`, ModelBench's built-in workloads as companions for `run --alongside`,
  /// instructions counted by `count` children for `run --instructions`) and runs the command line.
  ///
  /// `propertyNames` gives each JSON key of the samples the property names the models gave it;
  /// `modelsModule` is the module of the models and their per-design code (`<title>Models`, as
  /// `scaffold` names it, unless given), whose object files the report's code-size row counts.
  public static func main(
    title: String, samples: [SampleDocument], propertyNames: [String: [String]] = [:],
    modelsModule: String? = nil, allocator: BenchmarkSuite.Allocator
  ) {
    let workloads = samples.map(\.workload)
    BenchmarkSuite.current = BenchmarkSuite(
      title: "ModelBench report: \(title)", workloads: workloads, quickWorkloads: workloads,
      implementations: Implementations.benchmarked,
      lineup: Lineup(
        Implementations.benchmarked, reference: Implementations.reference, pivot: Implementations.pivot,
        publishedNames: Implementations.publishedNames),
      allocator: allocator, samples: samples, defaultOutput: ".build/report",
      countInstructions: CountCommand.countInstructions)
    // The built-in companions' own keys too, so that `run --alongside` checks a design that writes
    // property names (XYYStyle) on them as `modelbench` does.
    BenchmarkSuite.current.propertyNames = propertyNames.merging(FixtureKeys.propertyNames) { own, builtIn in
      own + builtIn.filter { !own.contains($0) }
    }
    BenchmarkSuite.current.companions = Workloads.all.map { $0.renamed("builtin-" + $0.name) }
    // Small, nested, with dates and numbers sent as strings: run beside the samples unless told otherwise.
    BenchmarkSuite.current.defaultCompanions = ["builtin-weibo_status"]
    // ModelBench's checkout has the published figures beside it (`../shared/reference`) wherever the
    // package lives; a package that depends on a released ModelBench has none, and its report says so.
    BenchmarkSuite.current.defaultReference =
      URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/reference/yymodel_published_benchmark.csv")
      .path
    let parts = codeSizeParts(modelsModule: modelsModule ?? title + "Models")
    BenchmarkSuite.current.measureCodeSize = { CodeSize.measure(parts, method: codeSizeMethod) }
    // Zoneless dates read in the default zone in XYYStyle (as XYYModel) and in GMT in the baselines the
    // scaffold writes: GMT, so that the check compares like with like on every machine.
    NSTimeZone.default = TimeZone(identifier: "GMT")!
    main()
  }

  /// Each implementation's own object files in a scaffolded package's build: its library and the
  /// package's code for it (ModelRuntime and JSONText, which every design shares, are left out).
  static func codeSizeParts(modelsModule: String) -> CodeSize.Parts {
    func models(_ file: String) -> [String] { ["\(modelsModule).build/Models+\(file).swift.o"] }
    return CodeSize.parts(
      perModel: models,
      handWritten: [
        "ModelFixtures.build/HandWritten.swift.o", "ModelFixtures.build/HandWrittenModel.swift.o",
      ]
        + models("HandWritten"),
      codable: ["ModelFixtures.build/LenientDecoding.swift.o", "ModelFixtures.build/AnyCodableValue.swift.o"]
        + models("Codable"))
  }

  static let codeSizeMethod = CodeSize.method(
    perModel: "this package's code for it (`Models+<implementation>.swift`: configuration, hand-written or "
      + "Codable conformances)")
}
