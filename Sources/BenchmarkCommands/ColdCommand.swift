import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam

/// The child of a cold sample: prints the nanoseconds of this process's first dict→model.
package struct ColdCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "cold", abstract: "Time one cold dict→model in this fresh process (used by the run).",
    shouldDisplay: false)

  @Option var workload: String
  @Option var implementation: String

  package init() {}

  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let suite = BenchmarkSuite.current
      guard let found = (suite.workloads + suite.companions).first(where: { $0.name == workload }) else {
        throw ValidationError("unknown workload '\(workload)'")
      }
      guard let mapper = suite.implementations.first(where: { $0.id == implementation }) else {
        throw ValidationError("unknown implementation '\(implementation)'")
      }
      print(try found.coldRun(mapper))
    }
  }
}
