import BenchmarkKit

/// The operations of the kit's own tests: names only, as the kit knows every operation.
extension CellOperation {
  static let read = CellOperation(rawValue: "read")
  static let write = CellOperation(rawValue: "write")
}

/// Fixed results for the checks the kit makes on any suite's cells: workloads `w1`…`w3`, each read by
/// implementations `a`, `b` and `c`, ten samples a cell spread by 1 % steps; `scale` multiplies every
/// time, `extraAllocation` adds to every count, `drop` leaves one cell out by its id.
func kitResults(scale: Double = 1, extraAllocation: Double = 0, drop: String? = nil) -> [BenchmarkResult] {
  var results: [BenchmarkResult] = []
  for workload in 1...3 {
    for (place, implementation) in ["a", "b", "c"].enumerated() {
      let id = CellID(
        workload: "w\(workload)", operation: CellOperation.read.rawValue, implementation: implementation)
      if id.description == drop { continue }
      let nanoseconds = 1_000 * Double(workload) * Double(place + 1)
      var result = BenchmarkResult(
        workload: id.workload, operation: .read, implementation: implementation,
        samples: (0..<10).map { nanoseconds * scale * (1 + Double($0) / 100) }, inputBytes: nil,
        allocations: nil)
      result.allocationsPerOperation = Double(workload + place) + extraAllocation
      result.allocationVariation = 0
      results.append(result)
    }
  }
  return results
}
