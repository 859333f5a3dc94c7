import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam

/// The child that ``Callgrind`` runs under valgrind, in `modelbench` and in every runner that registers
/// it: counts cells of the suite (its workloads and companions), each in a fork of its own.
///
/// Its command line is its own, small and fixed. Parsing a command instantiates the generic metadata of
/// that command's options, and the Swift runtime's metadata cache left behind is one the counted casts
/// then probe; a child that was a larger command would count differently whenever that command's options
/// changed.
package struct CountCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "count", abstract: "Count cells' instructions under callgrind (used by the run).",
    shouldDisplay: false)

  /// The cells' exact ids (workload/operation/implementation); without any, one a line on standard input.
  @Option var cell: [String] = []
  @Option var iterations = 10
  @OptionGroup var work: ExtraWorkOptions

  package init() {}

  package func run() throws {
    let ids = try CountInput()
    if cell.isEmpty { try ids.readAll(from: STDIN_FILENO) } else { try cell.forEach(ids.append) }
    let extraWork = try work.parsed()
    // The suite is made before the forks, which share it; each fork builds its own cell, so that no
    // cell's data is in another's heap.
    let suite = BenchmarkSuite.current
    try Callgrind.countInChild(ids, iterations: iterations) { suite.cell($0).map(extraWork.apply(to:)) }
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
