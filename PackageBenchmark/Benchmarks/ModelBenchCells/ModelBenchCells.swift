// ModelBench's conversion cells as package-benchmark benchmarks: each cell of the quick workloads on every
// implementation, named by its id (workload/operation/implementation), every output checked against
// hand-written code's before any is timed.

import Benchmark
import BenchmarkCommands
import BenchmarkKit
import BenchmarkMain
import Foundation

let benchmarks: @Sendable () -> Void = {
  // Zoneless dates read in the default zone (XYYStyle, as XYYModel): the same work on every machine.
  NSTimeZone.default = TimeZone(identifier: "GMT")!
  // Wall clock and the interposer's malloc counts; no ARC metrics (they crash on Swift 6.3's hooks) and
  // no hardware instruction counter (`modelbench instructions` counts under callgrind instead).
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident], timeUnits: .nanoseconds,
    warmupIterations: 10, maxDuration: .milliseconds(300), maxIterations: 100_000)
  let suite = BenchmarkSuite.builtIn(
    allocator: .uncounted)
  let cells = suite.conversionCells()
  // Every output checked before anything is timed: a wrong one ends the run with exit 1 (a setup hook's
  // error would be reported, but the plugin would still exit 0).
  let wrong = cells.compactMap { cell in cell.check?().map { "\(cell.id): \($0)" } }
  if !wrong.isEmpty {
    FileHandle.standardError.write(
      Data(
        ("ModelBenchCells: output differs from hand-written code's:\n" + wrong.joined(separator: "\n") + "\n")
          .utf8))
    exit(1)
  }
  for cell in cells {
    guard let body = cell.body else { continue }
    Benchmark(cell.id) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try body()) }
    }
  }
}
