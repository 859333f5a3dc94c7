import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite

/// `modelbench ratios`: does one workload of a run rank the implementations as another does?
struct RatiosCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ratios",
    abstract: "Compare implementation ratios between two workloads of one results.json.",
    discussion: """
      For each operation and pair NUM/DEN, the ratio NUM ÷ DEN of medians (or, with --metric \
      instructions, of instructions per operation) on --workload against the same ratio on --reference, \
      each within one run; given several runs, the median of each ratio over them. Exits 0 when every \
      ratio is within --tolerance of the reference's, 1 when one is not, 3 when a cell is missing. Used to hold a scaffolded package's models to hand-made ones \
      (`make scaffold-check`: the scaffolded twitter against ModelBench's built-in twitter).
      """)

  @Argument(help: "One or more results.json of the same cells (each ratio is the median over them).")
  var results: [String]

  @Option(help: "The workload whose ratios are checked.")
  var workload: String

  @Option(help: "The workload they are held to.")
  var reference: String

  @Option(help: "Operations, comma-separated (default dict→model).")
  var operations: String = CellOperation.dictToModel.rawValue

  @Option(help: "Ratios as NUM/DEN implementation ids, comma-separated.")
  var pairs: String = "yy/hand,mj/yy"

  @Option(help: "The largest relative difference allowed (0.30: ±30 %).")
  var tolerance: Double = 0.30

  @Option(help: "The figure compared: time (medians) or instructions (a run with --instructions).")
  var metric: WorkloadRatios.Metric = .time

  func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      guard !results.isEmpty else { throw ValidationError("give at least one results.json") }
      let runs = try results.map { try Exporters.readJSON(Data(contentsOf: URL(fileURLWithPath: $0))) }
      var operations: [CellOperation] = []
      for name in self.operations.split(separator: ",") {
        guard let operation = CellOperation.mapping(named: String(name)) else {
          throw ValidationError("unknown operation '\(name)'")
        }
        operations.append(operation)
      }
      let pairs = try self.pairs.split(separator: ",").map { pair -> (String, String) in
        let parts = pair.split(separator: "/")
        guard parts.count == 2 else { throw ValidationError("a pair is NUM/DEN, not '\(pair)'") }
        return (String(parts[0]), String(parts[1]))
      }
      let comparison = WorkloadRatios(
        runs: runs, workload: workload, referenceWorkload: reference, operations: operations, pairs: pairs,
        tolerance: tolerance, metric: metric)
      print(comparison.markdown())
      if !comparison.missing.isEmpty { throw CommandExit.incomplete.exit }
      if !comparison.passed { throw CommandExit.failed.exit }
    }
  }
}

extension WorkloadRatios.Metric: ExpressibleByArgument {}
