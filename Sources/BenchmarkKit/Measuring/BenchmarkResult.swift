/// The measured figures of one cell, or why it has none.
package struct BenchmarkResult: Codable, Hashable, Sendable {
  package var workload: String
  package var operation: CellOperation
  package var implementation: String
  /// Nanoseconds per operation, one value per sample.
  package var samples: [Double]
  package var nanoseconds: SampleStatistics?
  package var operationsPerSecond: Double?
  package var megabytesPerSecond: Double?
  package var allocationsPerOperation: Double?
  package var bytesPerOperation: Double?
  /// How much the allocation count varied between the operations of the exact pass (largest minus
  /// smallest; the smallest is ``allocationsPerOperation``): 0 for a cell that repeats exactly, nil when
  /// not measured. Foundation's keyed archivers vary (see the README); ``RegressionCheck`` allows it.
  package var allocationVariation: Double?
  /// The reference implementation whose operation on the same workload was timed in turn with this
  /// cell's, one sample beside each of ``samples``; nil when none was.
  package var pairedWith: String?
  /// That reference's nanoseconds per operation, sample by sample beside ``samples``.
  package var pairedSamples: [Double]?
  /// Instructions per operation under callgrind (`modelbench run --instructions`), nil when not counted.
  package var instructionsPerOperation: Double?
  /// Why the cell is empty.
  package var unavailable: String?
  /// How `unavailable` begins for a cell refused because its output differs from the reference's.
  package static let wrongOutput = "wrong output: "
  /// Whether the cell was refused for wrong output.
  package var isWrongOutput: Bool { unavailable?.hasPrefix(Self.wrongOutput) ?? false }
  /// How `unavailable` begins for a cell whose workload could not load its input.
  package static let inputMissing = "the input cannot be loaded: "
  /// Whether the cell's workload could not load its input.
  package var isInputMissing: Bool { unavailable?.hasPrefix(Self.inputMissing) ?? false }

  package init(
    workload: String, operation: CellOperation, implementation: String, samples: [Double],
    inputBytes: Int?, allocations: AllocationSnapshot?, unavailable: String? = nil
  ) {
    self.workload = workload
    self.operation = operation
    self.implementation = implementation
    self.samples = samples
    self.unavailable = unavailable
    if !samples.isEmpty {
      let statistics = SampleStatistics(samples)
      nanoseconds = statistics
      operationsPerSecond = statistics.median > 0 ? 1e9 / statistics.median : nil
      if let inputBytes, statistics.median > 0 {
        megabytesPerSecond = Double(inputBytes) / statistics.median * 1e9 / 1_000_000
      }
    }
    if let allocations {
      allocationsPerOperation = Double(allocations.allocations)
      bytesPerOperation = Double(allocations.bytes)
    }
  }

  package var key: String { BenchmarkCase.id(workload, operation, implementation) }

  /// This cell's time ÷ ``pairedWith``'s: the median of the ratios of samples timed side by side, so that
  /// a change in the machine's speed during the run lands on both; nil when the cell was not paired.
  package var pairedRatio: Double? {
    guard let pairedSamples, pairedSamples.count == samples.count, !samples.isEmpty else { return nil }
    let ratios = zip(samples, pairedSamples).compactMap { $1 > 0 ? $0 / $1 : nil }
    return ratios.count == samples.count ? SampleStatistics.percentile(ratios.sorted(), 0.5) : nil
  }
}

/// Where and how a run was made.
package struct BenchmarkEnvironment: Codable, Hashable, Sendable {
  package var cpu: String
  package var cores: Int
  package var swiftVersion: String
  package var jemallocVersion: String
  package var commit: String
  package var date: String
  package var quick: Bool
  /// Whether the runner ran with address-space randomisation (nil: not recorded). With it on, the
  /// allocation counts of a few archive cells differ between runs (see the README).
  package var addressSpaceRandomized: Bool?

  package init(
    cpu: String, cores: Int, swiftVersion: String, jemallocVersion: String, commit: String, date: String,
    quick: Bool
  ) {
    self.cpu = cpu
    self.cores = cores
    self.swiftVersion = swiftVersion
    self.jemallocVersion = jemallocVersion
    self.commit = commit
    self.date = date
    self.quick = quick
  }
}
