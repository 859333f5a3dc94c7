import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite

extension RunOptions {
  /// The operations whose output is checked (archive's is the archiver's bytes; unarchive's model is
  /// checked instead).
  static let checkedOperations: [CellOperation] = [
    .dictToModel, .modelToDict, .bytesToModel, .modelToBytes, .twoThreads, .unarchive,
  ]

  /// `run --check-only`: each cell's output against its conversion's contract and the reference's,
  /// nothing timed; says how long the checks took and names every cell refused.
  func checkOutputsOnly(_ suite: BenchmarkSuite) throws {
    let workloads = quick ? suite.quickWorkloads : suite.workloads
    let operations = Self.checkedOperations.map { "/\($0.rawValue)/" }
    let cases = Runner.cases(
      of: workloads, on: suite.implementations,
      filter: filter.isEmpty ? operations : filter, skip: selection.skip, names: suite.propertyNames)
    var wrong: [String] = []
    var checked = 0
    let spent = ContinuousClock().measure {
      for benchmarkCase in cases {
        guard let check = benchmarkCase.check else { continue }
        checked += 1
        if let why = check() { wrong.append("  \(benchmarkCase.id): \(why)\n") }
      }
    }
    let seconds = Double(spent.components.seconds) + Double(spent.components.attoseconds) / 1e18
    FileHandle.standardError.write(
      Data(
        ("\(CommandExit.executableName): "
          + String(
            format: "checked the output of %d cells against %@'s in %.2f s; %d wrong\n", checked,
            suite.lineup.name(suite.lineup.reference), seconds, wrong.count) + wrong.joined()).utf8))
    if !wrong.isEmpty { throw CommandExit.failed.exit }
  }
}
