import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite

extension BenchmarkSuite {
  /// The four conversions' cells of the quick run's workloads (or of every one), each with its output
  /// check against the reference implementation: what another harness (a package-benchmark target)
  /// declares as its benchmarks, the check run before the cell is timed.
  public func conversionCells(allWorkloads: Bool = false, filter: [String] = [], skip: [String] = [])
    -> [BenchmarkCase]
  {
    Runner.cases(
      of: allWorkloads ? workloads : quickWorkloads, on: implementations, filter: filter, skip: skip,
      names: propertyNames
    )
    .filter { Callgrind.operations.contains($0.operation) && $0.body != nil }
  }
}

extension BenchmarkSuite {
  /// Every cell id a run could measure, made from names alone (no input loaded): each workload's every
  /// operation on each implementation and on its own cases' (the text layers'). A superset of what is
  /// measured, so that a selection is refused only when it can select nothing.
  package func cellIDs(quick: Bool, alongside: [String]) -> [String] {
    let chosen = alongside.isEmpty ? defaultCompanions : alongside
    let runWorkloads = (quick ? quickWorkloads : workloads) + companions.filter { chosen.contains($0.name) }
    let ids = implementations.map(\.id)
    return runWorkloads.flatMap { workload in
      CellOperation.mappingOperations.flatMap { operation in
        (ids + workload.ownImplementations).map { BenchmarkCase.id(workload.name, operation, $0) }
      }
    }
  }
}

extension BenchmarkCase {
  /// Runs the cell's output check, for a harness that times the cell in a process of its own
  /// (package-benchmark's setup hook): a wrong output ends the process with exit 1, naming the cell, so
  /// that the harness fails (a thrown setup error would be reported, but the plugin would exit 0).
  public func exitUnlessOutputIsRight(harness: String) {
    guard let problem = check?() else { return }
    FileHandle.standardError.write(
      Data("\(harness): \(id): output differs from hand-written code's: \(problem)\n".utf8))
    exit(CommandExit.failed.rawValue)
  }
}
