import BenchmarkKit
import Foundation
import MappingSuite

/// A fixed run for the exporter and rendering tests: two workloads, three implementations; `annotated`
/// adds instruction counts to github_user's dict→model cells and an allocation count that depends on the
/// memory layout to one weibo_status cell.
func syntheticRun(
  scale: Double = 1, extraAllocation: Double = 0, drop: String? = nil, annotated: Bool = false
) -> BenchmarkRun {
  let environment = BenchmarkEnvironment(
    cpu: "Test CPU", cores: 2, swiftVersion: "Swift 6.3.1", jemallocVersion: "5.3.0", commit: "abc1234",
    date: "2026-11-22T00:00:00Z", quick: false)
  var results: [BenchmarkResult] = []
  let base: [(String, CellOperation, String, Double, Double)] = [
    ("github_user", .dictToModel, "fast", 3_500, 1), ("github_user", .dictToModel, "slow", 31_000, 4),
    ("github_user", .dictToModel, "ref", 3_900, 1), ("github_user", .modelToDict, "fast", 3_100, 2),
    ("github_user", .modelToDict, "slow", 17_500, 6), ("github_user", .modelToDict, "ref", 2_100, 2),
    ("weibo_status", .dictToModel, "fast", 128_000, 195),
    ("weibo_status", .dictToModel, "slow", 1_030_000, 819),
    ("weibo_status", .dictToModel, "ref", 108_000, 203),
  ]
  for (workload, operation, implementation, nanoseconds, allocations) in base {
    if let drop, "\(workload)/\(operation.rawValue)/\(implementation)" == drop { continue }
    let samples = (0..<10).map { nanoseconds * scale * (1 + Double($0) / 100) }
    var result = BenchmarkResult(
      workload: workload, operation: operation, implementation: implementation, samples: samples,
      inputBytes: operation == .dictToModel ? nil : nil, allocations: nil)
    result.allocationsPerOperation = allocations + extraAllocation
    result.bytesPerOperation = allocations * 64
    result.allocationVariation = 0
    if annotated, workload == "github_user", operation == .dictToModel {
      result.instructionsPerOperation = nanoseconds * 10
    }
    if annotated, workload == "weibo_status", implementation == "slow" { result.allocationVariation = 12 }
    results.append(result)
  }
  results.append(
    BenchmarkResult(
      workload: "github_user", operation: .archive, implementation: "ref", samples: [], inputBytes: nil,
      allocations: nil, unavailable: "Reference has no archiver for GitHubUser"))
  return BenchmarkRun(environment: environment, peakResidentBytes: 35_000_000, results: results)
}

/// A run of one operation on workloads `w1`, `w2`, … in which the fast and slow designs take `fast[i]`
/// and `slow[i]` × the reference's 2 µs on the i-th; `annotate` may add counts to each result.
func ratioRun(
  _ operation: CellOperation, fast: [Double], slow: [Double],
  annotate: (inout BenchmarkResult) -> Void = { _ in }
) -> BenchmarkRun {
  var results: [BenchmarkResult] = []
  for index in fast.indices {
    for (id, ratio) in [("ref", 1.0), ("fast", fast[index]), ("slow", slow[index])] {
      var result = BenchmarkResult(
        workload: "w\(index + 1)", operation: operation, implementation: id,
        samples: Array(repeating: 2_000 * ratio, count: 10), inputBytes: nil, allocations: nil)
      annotate(&result)
      results.append(result)
    }
  }
  var run = syntheticRun()
  run.results = results
  return run
}

/// The Markdown report of a run of the synthetic lineup.
func syntheticReport(_ run: BenchmarkRun) -> String {
  MarkdownReport(run: run, published: [], lineup: syntheticLineup).render()
}

/// The synthetic run's implementations: a fast and a slow design and a reference baseline, standing for
/// the published YYModel, MJExtension and "Manually" rows.
let syntheticLineup = Lineup(
  members: [
    .init(id: "fast", displayName: "Fast design", isBaseline: false, publishedName: "YYModel"),
    .init(id: "slow", displayName: "Slow design", isBaseline: false, publishedName: "MJExtension"),
    .init(id: "ref", displayName: "Reference", isBaseline: true, publishedName: "Manually"),
  ],
  reference: "ref", pivot: "fast")

let publishedCSV = """
  # comment
  workload,iterations,library,dict_to_model_ms,model_to_dict_ms,archive_ms
  github_user,10000,Manually,110.51,89.84,2084.79
  github_user,10000,YYModel,115.67,193.69,2213.85
  github_user,10000,MJExtension,1141.51,942.73,2490.13
  weibo_status,1000,YYModel,582.99,463.93,2727.17
  weibo_status,1000,MJExtension,4131.83,,3650.17
  """

/// Compares `text` with a golden file, or records it when MODELBENCH_RECORD is set.
func assertGolden(_ text: String, _ name: String) throws -> Bool {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden/\(name)")
  if ProcessInfo.processInfo.environment["MODELBENCH_RECORD"] != nil {
    try Data(text.utf8).write(to: url)
  }
  return try String(contentsOf: url, encoding: .utf8) == text
}
