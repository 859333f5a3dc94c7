import Dispatch
import Foundation

/// Measures cases: warm-up, calibrated samples, then an exact allocation pass.
public struct Runner: Sendable {
  public struct Settings: Sendable {
    /// Samples per case (at least 10 for the default suite).
    public var samples: Int
    /// The target duration of one sample, in nanoseconds; iterations are calibrated to reach it.
    public var sampleNanoseconds: UInt64
    /// Operations in the allocation pass.
    public var allocationIterations: Int

    public init(samples: Int, sampleNanoseconds: UInt64, allocationIterations: Int) {
      self.samples = samples
      self.sampleNanoseconds = sampleNanoseconds
      self.allocationIterations = allocationIterations
    }

    public static let standard = Settings(
      samples: 15, sampleNanoseconds: 20_000_000, allocationIterations: 200)
    public static let quick = Settings(samples: 10, sampleNanoseconds: 1_000_000, allocationIterations: 20)
  }

  public var settings: Settings
  public var counter: (any AllocationCounter)?
  public var progress: (@Sendable (String) -> Void)?

  public init(
    settings: Settings, counter: (any AllocationCounter)?, progress: (@Sendable (String) -> Void)? = nil
  ) {
    self.settings = settings
    self.counter = counter
    self.progress = progress
  }

  /// The allocations of one empty operation, measured the same way: subtracted from every case.
  public func overhead() -> AllocationSnapshot? {
    guard let counter else { return nil }
    let empty: @Sendable () throws -> Any = { 0 }
    return allocations(of: empty, counter: counter, threads: 1)
  }

  /// Measures one case.
  public func run(_ benchmark: BenchmarkCase, overhead: AllocationSnapshot?) -> BenchmarkResult {
    guard let body = benchmark.body else {
      return BenchmarkResult(
        workload: benchmark.workload, operation: benchmark.operation,
        implementation: benchmark.implementation,
        samples: [], inputBytes: nil, allocations: nil, unavailable: benchmark.unavailable ?? "not measured")
    }
    progress?("\(benchmark.id)")
    do {
      // Warm-up: caches filled, code paged in; also checks the body works at all.
      for _ in 0..<3 { blackHole(try body()) }
    } catch {
      return BenchmarkResult(
        workload: benchmark.workload, operation: benchmark.operation,
        implementation: benchmark.implementation,
        samples: [], inputBytes: nil, allocations: nil, unavailable: "fails: \(error)")
    }
    let iterations = calibrate(body, threads: benchmark.threads)
    var samples: [Double] = []
    samples.reserveCapacity(settings.samples)
    for _ in 0..<settings.samples {
      let elapsed = time(body, iterations: iterations, threads: benchmark.threads)
      samples.append(Double(elapsed) / Double(iterations))
    }
    var result = BenchmarkResult(
      workload: benchmark.workload, operation: benchmark.operation, implementation: benchmark.implementation,
      samples: samples, inputBytes: benchmark.bytesPerOperation, allocations: nil)
    if let counter, benchmark.threads == 1 {
      // Totals over the pass minus the same pass of an empty operation, then per operation.
      let measured = allocations(of: body, counter: counter, threads: 1)
      let base = overhead ?? AllocationSnapshot(allocations: 0, bytes: 0)
      let count = Double(settings.allocationIterations)
      result.allocationsPerOperation = max(0, Double(measured.allocations) - Double(base.allocations)) / count
      result.bytesPerOperation = max(0, Double(measured.bytes) - Double(base.bytes)) / count
    }
    return result
  }

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
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<iterations { blackHole(try? body()) }
      return DispatchTime.now().uptimeNanoseconds - start
    }
    let start = DispatchTime.now().uptimeNanoseconds
    withoutActuallyEscaping(body) { body in
      let shared = UncheckedBox(body)
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        for _ in 0..<iterations { blackHole(try? shared.value()) }
      }
    }
    return DispatchTime.now().uptimeNanoseconds - start
  }

  /// Allocations per operation, from an exact pass.
  private func allocations(
    of body: @Sendable () throws -> Any, counter: any AllocationCounter, threads: Int
  ) -> AllocationSnapshot {
    let count = settings.allocationIterations
    let (before, after) = counter.exactly {
      let before = counter.snapshot()
      for _ in 0..<count { blackHole(try? body()) }
      let after = counter.snapshot()
      return (before, after)
    }
    return AllocationSnapshot(
      allocations: after.allocations &- before.allocations, bytes: after.bytes &- before.bytes)
  }
}

private final class UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
public func blackHole(_ value: Any?) {
  withExtendedLifetime(value) {}
}
