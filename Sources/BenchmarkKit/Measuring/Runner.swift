import Dispatch
import Foundation

/// Measures cases: warm-up, calibrated samples, then an exact allocation pass.
package struct Runner: Sendable {
  package struct Settings: Sendable {
    /// Samples per case at most.
    package var samples: Int
    /// Samples per case however slow or steady the operation.
    package var minimumSamples: Int
    /// Sampling stops once the 95 % interval of the median is this close to it (half its width ÷ the
    /// median): steady cells stop early and the time goes to noisy ones; 0 samples a fixed count.
    package var relativePrecision: Double
    /// The target duration of one sample, in nanoseconds; iterations are calibrated to reach it.
    package var sampleNanoseconds: UInt64
    /// Sampling time per case beyond which only `minimumSamples` are taken.
    package var caseBudgetNanoseconds: UInt64
    /// Operations in the allocation pass, at most (fewer for slow operations, at least one).
    package var allocationIterations: Int
    /// Time for the allocation pass.
    package var allocationBudgetNanoseconds: UInt64
    /// Warm-up operations, at most (one for an operation slower than 100 ms).
    package var warmups: Int
    /// Fresh processes per cold case.
    package var coldSamples: Int
    /// An operation slower than this (its warm-up) is timed `slowSamples` times and its allocations
    /// counted on one operation: on such an operation the run's time goes, and its spread is small.
    package var slowOperationNanoseconds: UInt64 = 1_000_000_000
    package var slowSamples = 3

    package init(
      samples: Int, minimumSamples: Int, relativePrecision: Double = 0, sampleNanoseconds: UInt64,
      caseBudgetNanoseconds: UInt64, allocationIterations: Int, allocationBudgetNanoseconds: UInt64,
      warmups: Int, coldSamples: Int
    ) {
      self.samples = samples
      self.minimumSamples = minimumSamples
      self.relativePrecision = relativePrecision
      self.sampleNanoseconds = sampleNanoseconds
      self.caseBudgetNanoseconds = caseBudgetNanoseconds
      self.allocationIterations = allocationIterations
      self.allocationBudgetNanoseconds = allocationBudgetNanoseconds
      self.warmups = warmups
      self.coldSamples = coldSamples
    }

    /// Six samples is the fewest whose smallest and largest bound the median at 95 % (sign test).
    package static let standard = Settings(
      samples: 15, minimumSamples: 6, relativePrecision: 0.01, sampleNanoseconds: 20_000_000,
      caseBudgetNanoseconds: 400_000_000, allocationIterations: 200, allocationBudgetNanoseconds: 100_000_000,
      warmups: 3, coldSamples: 6)
    package static let quick = Settings(
      samples: 10, minimumSamples: 5, sampleNanoseconds: 1_000_000, caseBudgetNanoseconds: 20_000_000,
      allocationIterations: 20, allocationBudgetNanoseconds: 5_000_000, warmups: 1, coldSamples: 3)
  }

  package var settings: Settings
  package var counter: (any AllocationCounter)?
  package var progress: (@Sendable (String) -> Void)?
  /// Called with each result as soon as it is measured (a run's journal appends it).
  package var onResult: (@Sendable (BenchmarkResult) -> Void)?
  /// Asked before each case: true stops the run there (a signal asked the runner to stop).
  package var shouldStop: (@Sendable () -> Bool)?
  /// The clock every duration is read from, in nanoseconds: the machine's monotonic clock, or a test's
  /// own, which makes each duration exact.
  package var now: @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

  package init(
    settings: Settings, counter: (any AllocationCounter)?, progress: (@Sendable (String) -> Void)? = nil
  ) {
    self.settings = settings
    self.counter = counter
    self.progress = progress
  }

  /// The allocations of one empty operation, measured the same way: subtracted from every case.
  package func overhead() -> AllocationSnapshot? {
    guard let counter else { return nil }
    let empty: @Sendable () throws -> Any = { 0 }
    return allocations(of: empty, counter: counter, count: settings.allocationIterations).smallest
  }

  /// Measures one case.
  package func run(_ benchmark: BenchmarkCase, overhead: AllocationSnapshot?) -> BenchmarkResult {
    guard let body = benchmark.body else {
      return BenchmarkResult(
        workload: benchmark.workload, operation: benchmark.operation,
        implementation: benchmark.implementation,
        samples: [], inputBytes: nil, allocations: nil, unavailable: benchmark.unavailable ?? "not measured")
    }
    progress?("\(benchmark.id)")
    // A cell whose output is wrong is not timed: a benchmark that times wrong output ranks it first.
    if let check = benchmark.check, let wrong = check() {
      return BenchmarkResult(
        workload: benchmark.workload, operation: benchmark.operation,
        implementation: benchmark.implementation,
        samples: [], inputBytes: nil, allocations: nil, unavailable: BenchmarkResult.wrongOutput + wrong)
    }
    var first: UInt64 = 0
    do {
      // Warm-up: caches filled, code paged in; also checks the body works at all.
      let start = now()
      blackHole(try body())
      first = now() - start
      let more = first > 100_000_000 ? 0 : settings.warmups - 1
      for _ in 0..<max(0, more) { blackHole(try body()) }
    } catch {
      return BenchmarkResult(
        workload: benchmark.workload, operation: benchmark.operation,
        implementation: benchmark.implementation,
        samples: [], inputBytes: nil, allocations: nil, unavailable: "fails: \(error)")
    }
    let iterations = first > settings.sampleNanoseconds ? 1 : calibrate(body, threads: benchmark.threads)
    let slow = first > settings.slowOperationNanoseconds
    // The reference is timed beside a single-threaded cell, for a quarter of a sample each time.
    let paired = benchmark.threads == 1 && !slow ? benchmark.paired : nil
    let pairing = paired.map { ($0.body, max(1, calibrate($0.body, threads: 1) / 4)) }
    let (samples, pairedSamples) = sample(
      body, iterations: iterations, threads: benchmark.threads, pairing: pairing,
      bounds: slow ? settings.slowSamples...settings.slowSamples : settings.minimumSamples...settings.samples)
    var result = BenchmarkResult(
      workload: benchmark.workload, operation: benchmark.operation, implementation: benchmark.implementation,
      samples: samples, inputBytes: benchmark.bytesPerOperation, allocations: nil)
    if let paired {
      result.pairedWith = paired.implementation
      result.pairedSamples = pairedSamples
    }
    if let counter, benchmark.threads == 1 {
      // The steady-state count of one operation, minus that of an empty operation.
      let median = UInt64(SampleStatistics(samples).median)
      let count = max(
        1, min(settings.allocationIterations, Int(settings.allocationBudgetNanoseconds / max(median, 1))))
      let (measured, variation) = allocations(of: body, counter: counter, count: slow ? 1 : max(2, count))
      let base = overhead ?? AllocationSnapshot(allocations: 0, bytes: 0)
      result.allocationsPerOperation = Double(
        measured.allocations &- min(measured.allocations, base.allocations))
      result.bytesPerOperation = Double(measured.bytes &- min(measured.bytes, base.bytes))
      result.allocationVariation = variation.map(Double.init)
    }
    return result
  }

  /// Samples until the median is known to `relativePrecision`, the case's budget is spent (after the
  /// fewest samples `bounds` allows), or its most are taken; with `pairing` (a body and its iterations),
  /// that body is timed beside each sample, before it and after it in turn so that a steady drift in
  /// the machine's speed cancels.
  private func sample(
    _ body: @Sendable () throws -> Any, iterations: Int, threads: Int,
    pairing: ((@Sendable () throws -> Any), Int)?, bounds: ClosedRange<Int>
  ) -> (samples: [Double], paired: [Double]) {
    var samples: [Double] = []
    var paired: [Double] = []
    samples.reserveCapacity(bounds.upperBound)
    var spent: UInt64 = 0
    func timePaired() {
      guard let (other, count) = pairing else { return }
      paired.append(Double(time(other, iterations: count, threads: 1)) / Double(count))
    }
    while samples.count < bounds.upperBound {
      if samples.count % 2 == 0 { timePaired() }
      let elapsed = time(body, iterations: iterations, threads: threads)
      if samples.count % 2 == 1 { timePaired() }
      spent += elapsed
      samples.append(Double(elapsed) / Double(iterations))
      guard samples.count >= bounds.lowerBound else { continue }
      if spent >= settings.caseBudgetNanoseconds { break }
      if settings.relativePrecision > 0, let interval = RatioEstimate.paired(samples, confidence: 0.95),
        interval.upper.isFinite,
        (interval.upper - interval.lower) / 2 <= settings.relativePrecision * interval.ratio
      {
        break
      }
    }
    return (samples, paired)
  }

  /// The block sizes that shift the heap's layout between counted operations: one per small size class
  /// up to 512 bytes, then a few larger ones.
  private static let paddingSizes = [
    16, 32, 48, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512, 1024, 2048, 4096,
  ]

  /// Iterations per sample so that one sample lasts about `sampleNanoseconds`.
  private func calibrate(_ body: @Sendable () throws -> Any, threads: Int) -> Int {
    var iterations = 1
    while true {
      let elapsed = time(body, iterations: iterations, threads: threads)
      if elapsed >= settings.sampleNanoseconds / 4 || iterations >= 1 << 24 {
        let perOperation = max(1, elapsed / UInt64(iterations))
        return max(1, Int(settings.sampleNanoseconds / perOperation))
      }
      iterations *= 4
    }
  }

  /// Wall time of `iterations` operations (on each of `threads` threads at once), in nanoseconds.
  private func time(_ body: @Sendable () throws -> Any, iterations: Int, threads: Int) -> UInt64 {
    if threads == 1 {
      let start = now()
      for _ in 0..<iterations { blackHole(try? body()) }
      return now() - start
    }
    let start = now()
    withoutActuallyEscaping(body) { body in
      let shared = UncheckedBox(body)
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        for _ in 0..<iterations { blackHole(try? shared.value()) }
      }
    }
    return now() - start
  }

  /// Allocations of one operation in steady state, from an exact pass: each of `count` operations is
  /// counted on its own and the smallest count is kept (with its bytes), so that allocations made now and
  /// then by caches do not blur the per-operation figure.
  ///
  /// Each operation after the first starts from another heap layout — one more block of each small
  /// size class is allocated (uncounted) before it — so that a count that depends on where objects land
  /// differs between them: the spread between the smallest and largest count (nil for one operation)
  /// says whether the cell repeats exactly or depends on the layout.
  private func allocations(
    of body: @Sendable () throws -> Any, counter: any AllocationCounter, count: Int
  ) -> (smallest: AllocationSnapshot, variation: UInt64?) {
    counter.exactly {
      // One unmeasured operation first: the first one after the thread cache is switched off allocates
      // the arena's own structures.
      blackHole(try? body())
      var best = AllocationSnapshot(allocations: .max, bytes: .max)
      var largest: UInt64 = 0
      var padding: [UnsafeMutableRawPointer] = []
      defer { for block in padding { block.deallocate() } }
      for index in 0..<max(1, count) {
        if index > 0 {
          for size in Self.paddingSizes { padding.append(.allocate(byteCount: size, alignment: 16)) }
        }
        let before = counter.snapshot()
        blackHole(try? body())
        let after = counter.snapshot()
        let allocations = after.allocations &- before.allocations
        largest = max(largest, allocations)
        if allocations < best.allocations {
          best = AllocationSnapshot(allocations: allocations, bytes: after.bytes &- before.bytes)
        }
      }
      return (best, count > 1 ? largest - best.allocations : nil)
    }
  }
}

private final class UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
package func blackHole(_ value: Any?) {
  withExtendedLifetime(value) {}
}
