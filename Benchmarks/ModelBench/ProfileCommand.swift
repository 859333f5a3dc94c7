import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import ModelAdapters

/// Runs one benchmark cell in a loop, for a profiler.
///
/// The loop is the function `profiledLoop`, never inlined, so that callgrind can count only it:
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*profiledLoop*' modelbench profile ID`.
/// `make profile CASE=citm_catalog/dict→model/yy` does exactly that and prints the top functions.
struct ProfileCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "profile",
    abstract: "Run one cell (workload/operation/implementation) in a loop, for callgrind.")

  @Argument(help: "The cell's id, as in the report: workload/operation/implementation.")
  var id: String

  @Option(help: "Operations in the profiled loop (one more runs before it, unprofiled).")
  var iterations = 10

  func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      try ReproducibleProcess.ensure()
      guard let cell = BenchmarkSuite.current.cell(id) ?? Self.sweepCell(id) else {
        throw ValidationError(
          "no cell '\(id)'; ids look like citm_catalog/dict→model/yy or, for a sweep size, string_utf8_1000/bytes→model/yy"
        )
      }
      guard let body = cell.body else {
        throw ValidationError("'\(id)' is not measured: \(cell.unavailable ?? "measured in a fresh process")")
      }
      blackHole(try body())
      try profiledLoop(body, iterations)
      FileHandle.standardError.write(Data("modelbench: \(iterations) × \(id)\n".utf8))
    }
  }

  /// The cell of one sweep size (`string_utf8_1000000/bytes→model/yy`): the suite does not list the
  /// sweep's workloads, but a family's growth is often what one wants to profile.
  static func sweepCell(_ id: String) -> BenchmarkCase? {
    guard let name = id.split(separator: "/").first else { return nil }
    for family in SweepFamilies.all {
      let prefix = family.name + "_"
      guard name.hasPrefix(prefix), let size = Int(name.dropFirst(prefix.count)) else { continue }
      return BenchmarkSuite.current.cell(id, among: [family.workload(size)])
    }
    return nil
  }
}
