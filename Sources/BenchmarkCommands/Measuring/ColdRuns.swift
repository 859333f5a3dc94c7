import BenchmarkKit
import ChildProcesses
import Foundation
import MappingSeam
import MappingSuite

/// Cold first conversions: each sample is a fresh process of this runner (`modelbench cold`) timing its
/// first dict→model, so metas, caches and type metadata are built inside the measurement.
enum ColdRuns {
  /// The cold cells of `cases`: one per measurable dict→model cell whose cold id `selects` keeps (the
  /// run's `--filter` and `--skip`, applied to the cold id itself), as (workload, implementation).
  static func cells(of cases: [BenchmarkCase], selects: (String) -> Bool) -> [(
    workload: String, implementation: String
  )] {
    cases.compactMap { benchmarkCase in
      guard benchmarkCase.operation == .dictToModel, benchmarkCase.body != nil,
        selects(BenchmarkCase.id(benchmarkCase.workload, .cold, benchmarkCase.implementation))
      else { return nil }
      return (benchmarkCase.workload, benchmarkCase.implementation)
    }
  }

  /// Times the cold cells of `cases` not in `measured`, a child process per sample. A pair whose warm
  /// dict→model was refused for wrong output (`refused`, by cold id) is not run: its result says why.
  static func measure(
    cases: [BenchmarkCase], selects: (String) -> Bool, samples: Int, progress: @Sendable (String) -> Void,
    skipping measured: Set<String> = [], refused: [String: String] = [:], shouldStop: () -> Bool = { false },
    onResult: (BenchmarkResult) -> Void = { _ in }
  ) -> [BenchmarkResult] {
    let pairs = cells(of: cases, selects: selects).filter {
      !measured.contains(BenchmarkCase.id($0.workload, .cold, $0.implementation))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    var results: [BenchmarkResult] = []
    for (workload, implementation) in pairs {
      if shouldStop() { break }
      let id = BenchmarkCase.id(workload, .cold, implementation)
      let result =
        refused[id].map {
          BenchmarkResult(
            workload: workload, operation: .cold, implementation: implementation, samples: [],
            inputBytes: nil,
            allocations: nil, unavailable: $0)
        } ?? measure(executable, workload, implementation, samples: samples, progress: progress)
      onResult(result)
      results.append(result)
    }
    return results
  }

  private static func measure(
    _ executable: URL, _ workload: String, _ implementation: String, samples: Int,
    progress: @Sendable (String) -> Void
  ) -> BenchmarkResult {
    progress(BenchmarkCase.id(workload, .cold, implementation))
    var values: [Double] = []
    var failure: String?
    for _ in 0..<samples {
      switch runChild(executable, workload: workload, implementation: implementation) {
      case .success(let nanoseconds): values.append(nanoseconds)
      case .failure(let error): failure = error.why
      }
      if failure != nil { break }
    }
    return BenchmarkResult(
      workload: workload, operation: .cold, implementation: implementation,
      samples: failure == nil ? values : [],
      inputBytes: nil, allocations: nil, unavailable: failure)
  }

  private static func runChild(_ executable: URL, workload: String, implementation: String) -> Result<
    Double, ChildFailure
  > {
    ChildFailure.run(executable, ["cold", "--workload", workload, "--implementation", implementation]).flatMap
    {
      data in
      let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      if text.hasPrefix(BenchmarkResult.wrongOutput) { return .failure(ChildFailure(why: text)) }
      return Double(text).map { .success($0) }
        ?? .failure(ChildFailure(why: "the cold child printed '\(text)'"))
    }
  }
}

/// Why a child process of this runner (`cold`, `stress-child`) gave no result.
package struct ChildFailure: Error {
  package let why: String

  package init(why: String) { self.why = why }

  /// Runs this runner again with `arguments` and returns what it printed, when it exited with 0; the
  /// child's standard error goes to ours unless `quiet`. The child inherits this process's environment
  /// unless given its own.
  package static func run(
    _ executable: URL, _ arguments: [String], quiet: Bool = false, environment: [String: String]? = nil
  ) -> Result<Data, ChildFailure> {
    let child = ChildProcess(
      executable.path, arguments, environment: environment.map { .replaced($0) } ?? .inherited,
      errors: quiet ? .discarded : .inherited)
    let ending: ChildProcess.Ending
    do {
      ending = try child.run()
    } catch {
      return .failure(ChildFailure(why: "\(error)"))
    }
    guard ending.succeeded else {
      return .failure(ChildFailure(why: "the \(arguments[0]) child \(ending.summary)"))
    }
    return .success(ending.output)
  }
}
