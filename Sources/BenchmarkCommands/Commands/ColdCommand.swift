import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam

/// The child of a cold sample: prints the nanoseconds of this process's first dict→model, or, when that
/// conversion's output is wrong, why (``BenchmarkResult/wrongOutput`` first), checked after it was timed.
package struct ColdCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "cold", abstract: "Time one cold dict→model in this fresh process (used by the run).",
    shouldDisplay: false)

  @Option var workload: String
  @Option var implementation: String

  package init() {}

  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      print(
        try Self.sample(workload: workload, implementation: implementation, suite: BenchmarkSuite.current))
    }
  }

  /// What the child prints: the nanoseconds of the first dict→model of `implementation` on `workload`
  /// in this process, or ``BenchmarkResult/wrongOutput`` and why, when its output is wrong.
  package static func sample(workload: String, implementation: String, suite: BenchmarkSuite) throws -> String
  {
    guard let found = (suite.workloads + suite.companions).first(where: { $0.name == workload }) else {
      throw ValidationError("unknown workload '\(workload)'")
    }
    guard let mapper = suite.implementations.first(where: { $0.id == implementation }) else {
      throw ValidationError("unknown implementation '\(implementation)'")
    }
    let nanoseconds = try found.coldRun(mapper)
    // Checked after the timed conversion, which must be the process's first.
    if let wrong = Runner.wrongDictToModel(
      on: found, by: mapper, among: suite.implementations, names: suite.propertyNames)
    {
      return BenchmarkResult.wrongOutput + wrong
    }
    return "\(nanoseconds)"
  }
}
