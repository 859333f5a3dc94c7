import MappingSeam

extension Runner {
  /// The cases of every workload on every implementation, in report order.
  ///
  /// - Parameters:
  ///   - workloads: The inputs, in report order.
  ///   - implementations: The implementations, in report order.
  ///   - filter: keep only cases whose id (`workload/operation/implementation`) contains one of these;
  ///     a filter that names workloads also spares building the others' cases, and filters that each name
  ///     an operation other than archive and unarchive spare archiving the models.
  ///   - adjust: applied to every case (the runner's hidden `--slow-down` uses it).
  public static func cases(
    of workloads: [Workload], on implementations: [any MappingImplementation], filter: [String] = [],
    adjust: (BenchmarkCase) -> BenchmarkCase = { $0 }
  ) -> [BenchmarkCase] {
    let named = workloads.filter { workload in filter.contains { $0.contains(workload.name) } }
    let archives =
      filter.isEmpty
      || filter.contains { text in
        text.contains(MappingOperation.archive.rawValue)
          || !MappingOperation.allCases.contains { text.contains($0.rawValue) }
      }
    var cases: [BenchmarkCase] = []
    for workload in named.isEmpty ? workloads : named {
      cases += workload.ownCases().filter { workload.measures($0.operation) }
      for implementation in implementations {
        cases += workload.cases(implementation, archives && workload.measures(.archive)).filter {
          workload.measures($0.operation)
        }.map(adjust)
      }
    }
    if !filter.isEmpty { cases = cases.filter { c in filter.contains { c.id.contains($0) } } }
    return cases
  }

  /// Measures every case that runs in this process, each handed to `onResult` as it is measured, until
  /// `shouldStop` says so: cold cases are left to the caller, which times them in fresh processes.
  public func run(_ cases: [BenchmarkCase]) -> [BenchmarkResult] {
    let overhead = overhead()
    var results: [BenchmarkResult] = []
    for benchmarkCase in cases {
      if benchmarkCase.operation == .cold, benchmarkCase.body == nil, benchmarkCase.unavailable == nil {
        continue
      }
      if shouldStop?() ?? false { break }
      let result = run(benchmarkCase, overhead: overhead)
      onResult?(result)
      results.append(result)
    }
    return results
  }
}
