import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import MappingSuite
import ModelAdapters

/// `modelbench anatomy`: where each cell's instructions go, by phase, under callgrind.
///
/// Each cell runs in a child under callgrind as `instructions` does (``Callgrind``); its dump's self costs
/// are read per function (``CallgrindProfile``), Swift symbols demangled (``SwiftDemangler``), and each
/// given to a phase by ``CostPhases/classifier``. Writes `ANATOMY.md` (the report's "Where the time goes"
/// section alone), `anatomy.json` and a stacked chart per workload and operation. Fails when a cell's
/// phases miss its total by more than 2 % (the dump was misread).
struct AnatomyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "anatomy",
    abstract: "Where each cell's instructions go, by phase (text layer, meta look-up, write, runtime, …).")

  @OptionGroup var selection: CellSelection

  /// `anatomy` counts five operations a cell unless told otherwise.
  enum FiveIterations: CountingDefaults { static let iterations = 5 }
  @OptionGroup var counting: CountingOptions<FiveIterations>

  /// ANATOMY.md, anatomy.json and the charts.
  @OptionGroup var output: OutputOptions

  func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let cases = Runner.cases(
        of: counting.workloads(of: ModelBench.builtIn), on: Implementations.benchmarked,
        filter: selection.filter,
        skip: selection.skip)
      let report = try Self.measure(cases, iterations: counting.iterations)
      let suite = ModelBench.builtIn
      let folder = output.folder(for: Self.self)
      let markdown = try SectionOutput(folder).write(
        section: report.markdown(lineup: suite.lineup), as: "ANATOMY.md",
        charts: report.charts(lineup: suite.lineup), data: report.cells, dataName: "anatomy.json")
      print(markdown)
      FileHandle.standardError.write(Data("modelbench: wrote \(folder)\n".utf8))
    }
  }

  /// The anatomy of the four conversions among `cases`, each cell in a callgrind child.
  ///
  /// - Throws: When no cell could be measured, `swift-demangle` cannot run, or a cell's phases miss its
  ///   total by more than 2 %.
  static func measure(_ cases: [BenchmarkCase], iterations: Int) throws -> AnatomyReport {
    let ids = Callgrind.countable(cases)
    guard !ids.isEmpty else {
      throw ValidationError("no cell to measure: the anatomy covers the four conversions")
    }
    let profiles = CountCommand.callgrind(iterations: iterations).profile(ids)
    guard !profiles.isEmpty else { throw ValidationError("no cell could be measured under callgrind") }
    let symbols = Set(profiles.values.flatMap { $0.entries.map(\.function) })
    let names = try SwiftDemangler.demangle(Array(symbols))
    let qualified = names.mapValues(\.qualified)
    let simplified = names.mapValues(\.simplified)
    let cells = profiles.map { id, profile in
      CostPhases.classifier.anatomy(
        of: profile, cell: id, iterations: iterations, demangled: qualified, display: simplified)
    }
    let report = AnatomyReport(
      cells: cells.sorted { $0.cell < $1.cell }, phases: CostPhases.all, designOwned: CostPhases.designOwned,
      iterations: iterations, statements: CostPhases.designStatements)
    for cell in report.cells where cell.total > 0 && abs(cell.attributed - cell.total) / cell.total > 0.02 {
      throw ValidationError(
        "\(cell.cell): the phases add up to \(cell.attributed) instructions/op, the dump's total is \(cell.total)"
      )
    }
    return report
  }
}
