import BenchmarkKit
import Foundation
import MappingSuite

/// The measurements a runner may add to `run`, each a closure the executable registers; a suite without
/// one leaves its section out and says why.
extension BenchmarkSuite {
  /// Instructions per operation of `cases` under callgrind, by cell id: `quick` samples or not, with the
  /// `--extra-work` settings passed on to the counting child.
  package typealias InstructionCounter =
    @Sendable (_ cases: [BenchmarkCase], _ quick: Bool, _ extraWork: [String]) -> [String: Double]

  /// Where the instructions of `cases` go, phase by phase (`run --anatomy`).
  package typealias AnatomyMeasurer = @Sendable (_ cases: [BenchmarkCase]) throws -> AnatomyReport

  /// The anchor programs on the documents of `workloads` (`quick` samples or not), then `rounds` paired
  /// goal-check rounds (`run --anchors`).
  package typealias AnchorMeasurer =
    @Sendable (_ workloads: [String], _ quick: Bool, _ rounds: Int) -> AnchorReport

  /// Peak resident memory of bytes → model at each document size, in MB (the sweep's memory table).
  package typealias PeakMemoryMeasurer = @Sendable (_ megabytes: [Int]) -> [StressMeasurement]

  /// The machine code each implementation adds; nil where it cannot be told.
  package typealias CodeSizeMeasurer = @Sendable () -> CodeSizeReport?

  /// The families `sweep` and `run --sweep` grow, made when a sweep runs.
  package typealias SweepFamilySource = @Sendable () -> [SweepFamily]

  /// What the catalogue and the sources say of each design, for the decision guide.
  package typealias DecisionFactsSource = @Sendable () -> DecisionFacts
}
