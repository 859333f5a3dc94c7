import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam

/// The child of `run --instructions` in a runner that registers ``CountCommand/callgrind(iterations:)``:
/// counts one cell of the suite (its workloads and companions) under callgrind.
public struct CountCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "count", abstract: "Count one cell's instructions under callgrind (used by the run).",
    shouldDisplay: false)

  /// The cell's exact id: workload/operation/implementation.
  @Option var cell: String
  @Option var iterations = 10

  public init() {}

  public func run() throws {
    guard let found = BenchmarkSuite.current.cell(cell) else { throw ValidationError("no cell '\(cell)'") }
    try Callgrind.countInChild([found], iterations: iterations)
  }

  /// Counting through children that are this command.
  public static func callgrind(iterations: Int) -> Callgrind {
    Callgrind(iterations: iterations, childArguments: [configuration.commandName!])
  }
}
