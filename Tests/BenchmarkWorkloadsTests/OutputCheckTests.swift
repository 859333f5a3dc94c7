import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import MappingSuite
import ModelAdapters
import ModelFixtures
import Testing

/// The runner checks each cell's output against hand-written code's before timing it: a mapper that
/// maps nothing, or drops a field, is refused with where its output first differs; every built-in
/// implementation passes on every workload.
@Suite struct OutputCheckTests {
  /// Hand-written code's codec with its output changed by `change` (and its text made from that).
  struct AlteredMapper: MappingImplementation {
    var id: String
    var displayName: String { id }
    var isBaseline: Bool { false }
    var decodeFrom: @Sendable ([String: Any]) -> [String: Any]
    var change: @Sendable ([String: Any]) -> [String: Any]
    var isReference = false

    func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
      guard let hand = HandWrittenImplementation().codec(for: Model.self) else { return nil }
      let decodeFrom = decodeFrom
      let change = change
      return ModelCodec(
        decodeObject: { object throws(MappingError) in try hand.decodeObject(decodeFrom(object)) },
        decodeData: { data throws(MappingError) in
          let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
          return try hand.decodeObject(decodeFrom(object))
        },
        update: nil,
        encodeObject: { model throws(MappingError) in change(try hand.encodeObject(model)) },
        encodeData: { model throws(MappingError) in
          (try? JSONSerialization.data(withJSONObject: change(try hand.encodeObject(model)))) ?? Data()
        })
    }
  }

  /// Makes empty models and writes `{}`: the mapper that timed far faster than Hand-written, unchecked.
  static let noOp = AlteredMapper(id: "no-op", decodeFrom: { _ in [:] }, change: { _ in [:] })
  /// Maps everything but writes no `login`.
  static let dropsLogin = AlteredMapper(
    id: "drops-login", decodeFrom: { $0 }, change: { $0.filter { $0.key != "login" } })

  static func cells(_ mapper: AlteredMapper) -> [BenchmarkCase] {
    Runner.cases(
      of: [Workloads.all[0]], on: [HandWrittenImplementation(), mapper],
      filter: ["/dict→model/", "/model→dict/", "/bytes→model/", "/model→bytes/"]
    ).filter { $0.implementation == mapper.id }
  }

  /// Each cell run as the runner runs it, each expected refused for wrong output with no sample taken;
  /// the results, with why.
  static func refused(_ cells: [BenchmarkCase]) -> [(cell: BenchmarkCase, why: String)] {
    let runner = Runner(settings: .quick, counter: nil)
    return cells.map { cell in
      let result = runner.run(cell, overhead: nil)
      #expect(result.isWrongOutput, "\(cell.id)")
      #expect(result.samples.isEmpty)
      return (cell, result.unavailable ?? "")
    }
  }

  @Test(arguments: [(noOp, "`$.avatar_url`"), (dropsLogin, "`$.login`")])
  func aWrongMapperIsRefusedNotTimed(mapper: AlteredMapper, path: String) throws {
    let cells = Self.cells(mapper)
    #expect(cells.count == 4)
    for (_, why) in Self.refused(cells) { #expect(why.contains(path), "\(why)") }
  }

  /// Writes NaN where `login` was: its output breaks model→dict's and model→bytes's contracts
  /// (`OutputContract`), which hold for the reference too, so none of its cells is timed.
  @Test func aReferenceThatBreaksTheContractIsRefused() throws {
    let nan = AlteredMapper(
      id: "nan", decodeFrom: { $0 }, change: { $0.merging(["login": Double.nan]) { $1 } }, isReference: true)
    let cells = Runner.cases(
      of: [Workloads.all[0]], on: [nan], filter: ["/dict→model/", "/model→dict/", "/model→bytes/"])
    #expect(cells.count == 3)
    for (cell, why) in Self.refused(cells) {
      #expect(why.contains("contract"), "\(why)")
      if cell.operation != .modelToBytes { #expect(why.contains("$.login"), "\(why)") }
    }
  }

  /// The checks alone (no timing), with each archive left out: every built-in implementation's output
  /// agrees with hand-written code's on every quick workload, but for differences a behaviour kind
  /// explains.
  @Test(arguments: Workloads.quick.map(\.name))
  func everyBuiltInImplementationPassesOnTheQuickWorkloads(workload: String) {
    expectEveryCheckPasses(on: workload)
  }

  /// The same on the fixture documents and the rest: a test of its own so that `make asan` can leave
  /// these out (`ASAN_SKIP`), as they go through the code the quick workloads do, only longer.
  @Test(arguments: Workloads.all.map(\.name).filter { name in !Workloads.quick.contains { $0.name == name } })
  func everyBuiltInImplementationPassesOnTheLargerWorkloads(workload: String) {
    expectEveryCheckPasses(on: workload)
  }

  private func expectEveryCheckPasses(on workload: String) {
    let cells = Runner.cases(
      of: Workloads.all.filter { $0.name == workload }, on: Implementations.benchmarked,
      filter: ["/dict→model/", "/model→dict/", "/bytes→model/", "/model→bytes/"],
      names: FixtureKeys.propertyNames)
    let checked = cells.filter { $0.check != nil }
    // Each design and baseline is checked on the workload (XYYStyle's field path only where it applies).
    #expect(
      Set(checked.map(\.implementation)).isSuperset(of: ["yy", "yy-direct", "mj", "xyy", "hand", "codable"]))
    for cell in checked {
      let wrong = cell.check?()
      #expect(wrong == nil, "\(cell.id): \(wrong ?? "")")
    }
  }

  /// A mapper that maps only GitHubUser: the runner says which of the workloads' models it lacks.
  @Test func modelsWithNoCodecAreNamed() {
    struct OnlyGitHubUser: MappingImplementation {
      var id: String { "only-github" }
      var displayName: String { "OnlyGitHub" }
      var isBaseline: Bool { false }
      func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
        Model.self == GitHubUser.self ? HandWrittenImplementation().codec(for: Model.self) : nil
      }
    }
    let cells = Runner.cases(
      of: Workloads.quick, on: [HandWrittenImplementation(), OnlyGitHubUser()], filter: ["/dict→model/"])
    #expect(
      Runner.missingCodecs(cells)
        == [
          "only-github: 5 of 6 models have no codec: WeiboStatus, WideModel, DeepNode, KindsDocument, "
            + "CanadaGeometry; 5 of 6 workloads will be empty"
        ])
  }
}
