import BenchmarkKit
import Foundation
import MappingSuite
import Testing

@testable import BenchmarkCommands

/// Cold cells are chosen by their own ids, with the rule `--filter` and `--skip` apply to every cell, and
/// the run's count of cells to measure and its list of missing cells agree with what is measured.
@Suite struct ColdSelectionTests {
  /// Two workloads × two implementations: the four conversions each (every dict→model cell has a cold
  /// cell), and one implementation's dict→model unavailable (no cold cell to time).
  static let cases: [BenchmarkCase] = ["a", "b"].flatMap { workload in
    ["yy", "mj"].flatMap { implementation in
      [CellOperation.dictToModel, .modelToDict, .bytesToModel, .modelToBytes].map { operation in
        if workload == "b" && implementation == "mj" && operation == .dictToModel {
          return BenchmarkCase(
            workload: workload, operation: operation, implementation: implementation, unavailable: "no code")
        }
        return BenchmarkCase(workload: workload, operation: operation, implementation: implementation) { 0 }
      }
    }
  }

  @Test(arguments: [
    (["→"], ["cold", "×"], [String]()),
    ([], ["cold"], []),
    ([], [], ["a/cold dict→model/yy", "a/cold dict→model/mj", "b/cold dict→model/yy"]),
    (["a/"], [], ["a/cold dict→model/yy", "a/cold dict→model/mj"]),
    (["a/", "b/"], ["/mj"], ["a/cold dict→model/yy", "b/cold dict→model/yy"]),
  ])
  func coldCellsFollowTheSelection(filter: [String], skip: [String], expected: [String]) throws {
    let selection = try CellSelection.parse(
      filter.flatMap { ["--filter", $0] } + skip.flatMap { ["--skip", $0] })
    // The run's cases are already selected (`Runner.cases`); a cold cell follows its dict→model cell.
    let selected = Self.cases.filter { selection.selects($0.id) }
    let cold = ColdRuns.cells(of: selected, selects: selection.selects).map {
      BenchmarkCase.id($0.workload, .cold, $0.implementation)
    }
    #expect(cold == expected)
    // What a worker plans (and a run reports missing before anything is measured): the selected cells,
    // then these cold cells.
    let planned = RunWorker.planned(selected, cold: selection.selects).map(\.description)
    #expect(planned == selected.map(\.id) + expected)
    #expect(RunWorker.planned(selected, cold: nil).map(\.description) == selected.map(\.id))
    #expect(RunOptions.missing([], cells: RunWorker.planned(selected, cold: selection.selects)) == planned)
  }
}
