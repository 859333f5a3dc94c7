import BenchmarkHistory
import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// Interleaved rounds between two runners that print fixed results.
@Suite struct InterleavedRoundsTests {
  /// A runner whose `run … --output DIR` writes a results.json with one cell at `nanoseconds`, and logs
  /// each call's arguments to `calls`.
  static func runner(nanoseconds: Double, in folder: URL, name: String) throws -> URL {
    let run = BenchmarkRun(
      environment: BenchmarkEnvironment(
        cpu: "Test", cores: 2, swiftVersion: "Swift", jemallocVersion: "none", commit: "abc", date: "2026",
        quick: true),
      peakResidentBytes: nil,
      results: [
        BenchmarkResult(
          workload: "w", operation: .dictToModel, implementation: "x",
          samples: Array(repeating: nanoseconds, count: 10), inputBytes: nil, allocations: nil)
      ])
    let results = folder.appendingPathComponent("\(name).json")
    try Exporters.json(run).write(to: results)
    let script = folder.appendingPathComponent(name)
    let text = """
      #!/bin/bash
      echo "$*" >> "\(folder.path)/calls"
      while [ $# -gt 0 ]; do
        if [ "$1" = --output ]; then out="$2"; fi
        shift
      done
      mkdir -p "$out"
      cp "\(results.path)" "$out/results.json"
      """
    try text.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  @Test func eachRoundHasBothSidesInAlternatingOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rounds-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = try Self.runner(nanoseconds: 100, in: folder, name: "baseline")
    let current = try Self.runner(nanoseconds: 120, in: folder, name: "current")
    let rounds = try InterleavedRounds(
      baseline: baseline.path, current: current.path, filter: ["/x"], skip: ["/codable"], rounds: 6,
      samples: 10, quick: true, sampleMilliseconds: 5, currentArguments: ["--extra-work", "x=0.5"]
    ).measure()
    #expect(rounds.count == 6)
    #expect(
      rounds.allSatisfy { $0.baseline == ["w/dict→model/x": 100] && $0.current == ["w/dict→model/x": 120] })
    let calls = try String(contentsOf: folder.appendingPathComponent("calls"), encoding: .utf8)
      .split(separator: "\n")
    #expect(calls.count == 12)
    #expect(calls.allSatisfy { $0.contains("--filter /x --skip /codable") && $0.contains("--quick") })
    // A B, B A, …: the current side carries its own arguments.
    let currentFirst = calls.map { $0.contains("--extra-work") }
    #expect(currentFirst == [false, true, true, false, false, true, true, false, false, true, true, false])
    let comparison = PairedComparison(rounds: rounds, threshold: 0.10, confidence: 0.95)
    #expect(comparison.outcome == .regressed)
  }

  @Test func aRunnerThatFailsIsAnErrorNamingIt() throws {
    let missing = "/nonexistent/modelbench"
    #expect(throws: HistoryError.self) {
      try InterleavedRounds(
        baseline: missing, current: missing, filter: [], rounds: 2, samples: 10, quick: true,
        sampleMilliseconds: 5
      ).measure()
    }
  }
}
