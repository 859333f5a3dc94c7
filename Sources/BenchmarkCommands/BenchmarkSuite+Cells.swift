import BenchmarkKit
import MappingSeam

extension BenchmarkSuite {
  /// The four conversions' cells of the quick run's workloads (or of every one), each with its output
  /// check against the reference implementation: what another harness (a package-benchmark target)
  /// declares as its benchmarks, the check run before the cell is timed.
  public func conversionCells(allWorkloads: Bool = false, filter: [String] = [], skip: [String] = [])
    -> [BenchmarkCase]
  {
    Runner.cases(
      of: allWorkloads ? workloads : quickWorkloads, on: implementations, filter: filter, skip: skip,
      names: propertyNames
    )
    .filter { Callgrind.operations.contains($0.operation) && $0.body != nil }
  }
}
