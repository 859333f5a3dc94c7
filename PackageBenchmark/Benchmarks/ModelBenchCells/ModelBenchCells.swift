// ModelBench's conversion cells as package-benchmark benchmarks: each cell of the quick workloads on every
// implementation, named by its id (workload/operation/implementation), its output checked against
// hand-written code's before it is timed.

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
  // `baseline check`: allocation counts are exact; wall clock and throughput are judged past 20 % at
  // p50, memory past 10 %, wide of the spread between runs on a loaded machine.
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident], timeUnits: .nanoseconds,
    warmupIterations: 10, maxDuration: .milliseconds(300), maxIterations: 100_000,
    thresholds: [
      // p25: an increase on the common path fails; above it XYYStyle's bounded cache adds two
      // allocations to a share of operations that differs between runs.
      .mallocCountTotal: .init(absolute: [.p25: 0]),
      .wallClock: .init(relative: [.p50: 20.0]), .throughput: .init(relative: [.p50: 20.0]),
      .peakMemoryResident: .init(relative: [.p50: 10.0]),
    ])
  let suite = BenchmarkSuite.builtIn(
    allocator: .uncounted)
  // Each cell's output checked in the process that times it, before it is timed (package-benchmark runs
  // every benchmark in a process of its own, and every process registers them all).
  for cell in suite.conversionCells() {
    guard let body = cell.body else { continue }
    Benchmark(
      cell.id, configuration: .init(setup: { cell.exitUnlessOutputIsRight(harness: "ModelBenchCells") })
    ) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(try body()) }
    }
  }
}
