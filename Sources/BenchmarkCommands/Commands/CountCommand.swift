import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam

/// The child that ``Callgrind`` runs under valgrind, in `modelbench` and in every runner that registers
/// it: counts one cell of the suite (its workloads and companions).
///
/// Its command line is its own, small and fixed. Parsing a command instantiates the generic metadata of
/// that command's options, and the Swift runtime's metadata cache left behind is one the counted casts
/// then probe; a child that was a larger command would count differently whenever that command's options
/// changed.
package struct CountCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "count", abstract: "Count one cell's instructions under callgrind (used by the run).",
    shouldDisplay: false)

  /// The cell's exact id: workload/operation/implementation.
  @Option var cell: String
  @Option var iterations = 10
  @OptionGroup var work: ExtraWorkOptions

  package init() {}

  package func run() throws {
    guard let found = BenchmarkSuite.current.cell(cell) else { throw ValidationError("no cell '\(cell)'") }
    try Callgrind.countInChild([work.parsed().apply(to: found)], iterations: iterations)
  }

  /// A suite's `countInstructions`: the countable cases, each counted in a child that is this command,
  /// five operations a cell in a quick run and ten otherwise.
  package static func countInstructions(
    _ cases: [BenchmarkCase], quick: Bool, extraWork: [String]
  ) -> [String: Double] {
    callgrind(iterations: quick ? 5 : 10, extraWork: extraWork).count(Callgrind.countable(cases))
  }

  /// Counting through children that are this command, with the parent's `--extra-work` settings.
  package static func callgrind(iterations: Int, extraWork: [String] = []) -> Callgrind {
    Callgrind(
      iterations: iterations,
      childArguments: [configuration.commandName!] + extraWork.flatMap { ["--extra-work", $0] })
  }
}
