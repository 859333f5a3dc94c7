import ArgumentParser
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures

/// The child of a cold sample: prints the nanoseconds of this process's first dict→model.
struct Cold: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Time one cold dict→model in this fresh process (used by the run).", shouldDisplay: false)

  @Option var workload: String
  @Option var implementation: String

  func run() throws {
    guard let found = Workloads.all.first(where: { $0.name == workload }) else {
      throw ValidationError("unknown workload '\(workload)'")
    }
    guard let mapper = Implementations.named(implementation) else {
      throw ValidationError("unknown implementation '\(implementation)'")
    }
    print(try found.coldRun(mapper))
  }
}
