import BenchmarkCommands
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import MappingSuite
import ModelAdapters
import ModelFixtures

/// The command line of a package made by `modelbench scaffold`: ``BenchmarkMain``'s commands on the
/// package's samples (`run` by default: ModelBench's report with the section "Behaviour on your data";
/// `check`; `sweep` on the samples' longest arrays; `instructions`, `history` and `bisect` on the
/// package's own commits).
public enum SampleBench {
  /// Registers the samples as the suite (``suite(title:samples:propertyNames:modelsModule:allocator:)``)
  /// and runs the command line, named after this executable.
  public static func main(
    title: String, samples: [SampleDocument], propertyNames: [String: [String]] = [:],
    modelsModule: String? = nil, allocator: BenchmarkSuite.Allocator
  ) {
    // Zoneless dates read in the default zone in XYYStyle (as XYYModel) and in GMT in the baselines the
    // scaffold writes: GMT, so that the check compares like with like on every machine.
    NSTimeZone.default = TimeZone(identifier: "GMT")!
    BenchmarkMain.main(
      suite: suite(
        title: title, samples: samples, propertyNames: propertyNames, modelsModule: modelsModule,
        allocator: allocator),
      name: CommandExit.executableName,
      abstract:
        "ModelBench's comparison of YYStyle, MJStyle, XYYStyle and the baselines on \(title)'s samples.")
  }

  /// The suite of a scaffolded package: every implementation ModelBench benchmarks on the samples, the
  /// report's output in `.build/report`, ModelBench's built-in workloads as companions for `run
  /// --alongside`, instructions counted by `count` children.
  ///
  /// `propertyNames` gives each JSON key of the samples the property names the models gave it;
  /// `modelsModule` is the module of the models and their per-design code (`<title>Models`, as
  /// `scaffold` names it, unless given), whose object files the report's code-size row counts.
  public static func suite(
    title: String, samples: [SampleDocument], propertyNames: [String: [String]] = [:],
    modelsModule: String? = nil, allocator: BenchmarkSuite.Allocator
  ) -> BenchmarkSuite {
    let workloads = samples.map(\.workload)
    var suite = BenchmarkSuite(
      title: "ModelBench report: \(title)", workloads: workloads, quickWorkloads: workloads,
      implementations: Implementations.benchmarked,
      lineup: Lineup(
        Implementations.benchmarked, reference: Implementations.reference, pivot: Implementations.pivot,
        publishedNames: Implementations.publishedNames),
      allocator: allocator, samples: samples, defaultOutput: ".build/report",
      countInstructions: CountCommand.countInstructions)
    // The built-in companions' own keys too, so that `run --alongside` checks a design that writes
    // property names (XYYStyle) on them as `modelbench` does.
    suite.propertyNames = propertyNames.merging(FixtureKeys.propertyNames) { own, builtIn in
      own + builtIn.filter { !own.contains($0) }
    }
    suite.companions = Workloads.all.map { $0.renamed("builtin-" + $0.name) }
    // Run beside the samples unless told otherwise: three small shapes, so that the comparison does not
    // rest on one model's — nested with dates and numbers sent as strings, flat, and every kind.
    suite.defaultCompanions = ["builtin-weibo_status", "builtin-github_user", "builtin-kinds"]
    // ModelBench's checkout has the published figures beside it (`../shared/reference`) wherever the
    // package lives; a package that depends on a released ModelBench has none, and its report says so.
    suite.defaultReference =
      URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/reference/yymodel_published_benchmark.csv")
      .path
    suite.sweepFamilies = { samples.compactMap { $0.sweepFamily() } }
    let parts = codeSizeParts(modelsModule: modelsModule ?? title + "Models")
    suite.measureCodeSize = { CodeSize.measure(parts, method: codeSizeMethod) }
    return suite
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
