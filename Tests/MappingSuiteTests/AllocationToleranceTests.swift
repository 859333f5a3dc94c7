import BenchmarkKit
import MappingSuite
import Testing

/// The allocation tolerances the suite hands the kit's regression check: an archiver's count varies
/// from run to run, so its cells are allowed that much.
@Suite struct AllocationToleranceTests {
  @Test(arguments: [(10_150.0, ComparisonVerdict.unchanged), (10_300, .regressed), (9_700, .improved)])
  func archiveCellsAreAllowedTheirArchiversVariation(current: Double, expected: ComparisonVerdict) {
    func run(_ allocations: Double) -> BenchmarkRun {
      var run = syntheticRun()
      var archive = BenchmarkResult(
        workload: "weibo_status", operation: .archive, implementation: "fast",
        samples: (0..<10).map { 1_000 + Double($0) }, inputBytes: nil, allocations: nil)
      archive.allocationsPerOperation = allocations
      run.results.append(archive)
      return run
    }
    let check = RegressionCheck(allocationTolerances: CellOperation.allocationTolerances)
    let findings = check.findings(baseline: run(10_000).results, current: run(current).results)
    #expect(findings.map(\.verdict) == (expected == .unchanged ? [] : [expected]))
  }
}
