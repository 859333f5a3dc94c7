import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import MappingSuite
import ModelAdapters
import Synchronization
import Testing

/// Each single-threaded cell is timed beside the reference's same operation, sample by sample, so that a
/// change in the machine's speed between two cells does not become a design's ratio.
@Suite struct PairedTimingTests {
  static func cells(adjust: @escaping (BenchmarkCase) -> BenchmarkCase = { $0 }) -> [BenchmarkCase] {
    Runner.cases(
      of: [Workloads.all[0]], on: [YYStyleImplementation(), HandWrittenImplementation()],
      filter: ["/dict→model/", "/model→dict/", "/bytes→model/", "/model→bytes/", "×2 threads"],
      adjust: adjust)
  }

  @Test func everyOtherSingleThreadedCellIsPairedWithTheReference() {
    let cells = Self.cells()
    let designs = cells.filter { $0.implementation == "yy" && $0.threads == 1 }
    #expect(designs.count == 4)
    for cell in designs { #expect(cell.paired?.implementation == "hand", "\(cell.id)") }
    for cell in cells where cell.implementation == "hand" || cell.threads > 1 {
      #expect(cell.paired == nil, "\(cell.id)")
    }
  }

  /// A fault put into the reference's cell (the runner's hidden `--inject-fault`) stays in that cell: the
  /// designs' cells are paired with the reference as it is.
  @Test func aFaultInTheReferencesCellStaysThere() throws {
    let cells = Self.cells { InjectedFault(kind: .trap, text: "/hand").apply(to: $0) }
    let paired = try #require(cells.first { $0.id.hasSuffix("dict→model/yy") }?.paired)
    #expect(throws: Never.self) { _ = try paired.body() }
  }

  /// The machine runs five times slower from the moment the reference's own cell is measured until the
  /// end: divided by the reference's median, the design (twice the reference's work) reads 10×; paired,
  /// 2×. The runner reads a clock that each operation moves by its cost, so the durations are exact and a
  /// loaded machine cannot move them.
  @Test func aSlowerMachineMovesTheMediansButNotThePairedRatio() {
    final class Machine: Sendable {
      let slowdown = Atomic<UInt64>(1)
      let nanoseconds = Atomic<UInt64>(0)
    }
    let machine = Machine()
    let work: @Sendable (UInt64) -> @Sendable () throws -> Any = { units in
      {
        let cost = units * machine.slowdown.load(ordering: .relaxed) * 1_000
        return machine.nanoseconds.add(cost, ordering: .relaxed).newValue
      }
    }
    var runner = Runner(settings: .quick, counter: nil)
    runner.now = { machine.nanoseconds.load(ordering: .relaxed) }
    let reference = runner.run(
      BenchmarkCase(workload: "w", operation: .dictToModel, implementation: "ref", body: work(1)),
      overhead: nil)
    machine.slowdown.store(5, ordering: .relaxed)
    var design = BenchmarkCase(
      workload: "w", operation: .dictToModel, implementation: "design", body: work(2))
    design.paired = ("ref", work(1))
    let result = runner.run(design, overhead: nil)
    let medians = (result.nanoseconds?.median ?? 0) / (reference.nanoseconds?.median ?? .infinity)
    #expect(result.pairedWith == "ref")
    #expect(result.pairedSamples?.count == result.samples.count)
    #expect(result.pairedRatio == 2, "paired \(result.pairedRatio ?? 0)")
    #expect(medians == 10, "medians \(medians)")
  }
}
