import BenchmarkKit
import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures

/// Cold first conversions: each sample is a fresh process of this runner (`modelbench cold`) timing its
/// first dict→model, so metas, caches and type metadata are built inside the measurement.
enum ColdRuns {
  static func measure(cases: [BenchmarkCase], samples: Int, progress: @Sendable (String) -> Void)
    -> [BenchmarkResult]
  {
    var pairs: [(String, String)] = []
    for benchmarkCase in cases where benchmarkCase.operation == .dictToModel && benchmarkCase.body != nil {
      pairs.append((benchmarkCase.workload, benchmarkCase.implementation))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    return pairs.map { workload, implementation in
      progress("\(workload)/\(MappingOperation.cold.rawValue)/\(implementation)")
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
  }

  private static func runChild(_ executable: URL, workload: String, implementation: String) -> Result<
    Double, ChildFailure
  > {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["cold", "--workload", workload, "--implementation", implementation]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return .failure(ChildFailure(why: "cannot start \(executable.path): \(error)"))
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
      let value = Double(text)
    else {
      return .failure(ChildFailure(why: "the cold child exited with status \(process.terminationStatus)"))
    }
    return .success(value)
  }
}

struct ChildFailure: Error {
  let why: String
}
