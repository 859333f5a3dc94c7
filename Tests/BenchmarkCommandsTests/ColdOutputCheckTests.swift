import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import MappingSuite
import ModelAdapters
import Testing

@testable import BenchmarkCommands

/// Nothing wrong is timed, cold starts included: a mapper that makes empty models has its warm cells
/// refused, and its cold dict→model is either not run (its warm cell was refused) or, in the cold child,
/// checked after its timed conversion and reported as wrong output instead of a time.
@Suite struct ColdOutputCheckTests {
  /// Makes empty models and writes `{}`, whatever it is given: far faster than Hand-written, and wrong.
  struct NoOpMapper: MappingImplementation {
    var id: String { "no-op" }
    var displayName: String { "No-op" }
    var isBaseline: Bool { false }

    func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
      guard let hand = HandWrittenImplementation().codec(for: Model.self) else { return nil }
      return ModelCodec(
        decodeObject: { _ throws(MappingError) in try hand.decodeObject([:]) },
        decodeData: { _ throws(MappingError) in try hand.decodeObject([:]) },
        update: nil,
        encodeObject: { _ throws(MappingError) in [:] },
        encodeData: { _ throws(MappingError) in Data("{}".utf8) })
    }
  }

  static let suite = BenchmarkSuite(
    workloads: Workloads.quick, quickWorkloads: Workloads.quick,
    implementations: [HandWrittenImplementation(), NoOpMapper()],
    lineup: Lineup(members: [], reference: "hand", pivot: "hand"), allocator: .uncounted)

  /// What the cold child prints, for each quick workload whose model Hand-written maps.
  @Test(arguments: Workloads.quick.map(\.name))
  func theColdChildReportsWrongOutputInsteadOfATime(_ workload: String) throws {
    let wrong = try ColdCommand.sample(workload: workload, implementation: "no-op", suite: Self.suite)
    #expect(wrong.hasPrefix(BenchmarkResult.wrongOutput), "\(wrong)")
    let right = try ColdCommand.sample(workload: workload, implementation: "hand", suite: Self.suite)
    #expect(Double(right) != nil, "\(right)")
  }

  /// A run measures the warm cells first: a cold cell whose warm dict→model was refused is not run, and
  /// says why (no child is started, so none needs this test's executable).
  @Test func aRefusedWarmCellIsNotRunCold() {
    let cases = Runner.cases(
      of: [Workloads.quick[0]], on: Self.suite.implementations, filter: ["/dict→model/"])
    let runner = Runner(settings: .quick, counter: nil)
    let warm = cases.map { runner.run($0, overhead: nil) }
    let refusedWarm = warm.filter(\.isWrongOutput)
    #expect(refusedWarm.map(\.implementation) == ["no-op"])
    let cold = ColdRuns.measure(
      cases: cases.filter { $0.implementation == "no-op" }, selects: { _ in true }, samples: 1,
      progress: { _ in },
      refused: Dictionary(
        uniqueKeysWithValues: refusedWarm.map {
          (BenchmarkCase.id($0.workload, .cold, $0.implementation), $0.unavailable ?? "")
        }))
    #expect(cold.count == 1)
    #expect(cold.first?.isWrongOutput == true)
    #expect(cold.first?.samples.isEmpty == true)
  }
}
