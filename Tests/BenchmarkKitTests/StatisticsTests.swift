import BenchmarkKit
import Testing

@Suite struct StatisticsTests {
  @Test func percentilesInterpolateBetweenRanks() {
    let statistics = SampleStatistics((1...10).map(Double.init).shuffled())
    #expect(statistics.count == 10)
    #expect(statistics.median == 5.5)
    #expect(abs(statistics.p10 - 1.9) < 1e-9)
    #expect(abs(statistics.p90 - 9.1) < 1e-9)
    #expect(statistics.min == 1)
    #expect(statistics.max == 10)
    #expect(abs(statistics.relativeSpread - (9.1 - 1.9) / 5.5) < 1e-9)
  }

  @Test func oneSampleIsItsOwnMedian() {
    let statistics = SampleStatistics([42])
    #expect(statistics.median == 42)
    #expect(statistics.p10 == 42)
    #expect(statistics.p90 == 42)
    #expect(statistics.relativeSpread == 0)
  }

  @Test func resultsDeriveRates() {
    let result = BenchmarkResult(
      workload: "w", operation: .bytesToModel, implementation: "fast", samples: [1_000, 1_000, 1_000],
      inputBytes: 2_000, allocations: AllocationSnapshot(allocations: 3, bytes: 96))
    #expect(result.operationsPerSecond == 1_000_000)
    #expect(result.megabytesPerSecond == 2_000)
    #expect(result.allocationsPerOperation == 3)
    #expect(result.bytesPerOperation == 96)
    #expect(result.key == "w/bytes→model/fast")
  }
}

@Suite struct RegressionCheckTests {
  @Test func aRunAgainstItselfPasses() {
    #expect(RegressionCheck().regressions(baseline: syntheticRun(), current: syntheticRun()).isEmpty)
  }

  @Test func aSlowerRunFailsWithTheCellsThatRegressed() {
    let findings = RegressionCheck().regressions(baseline: syntheticRun(), current: syntheticRun(scale: 1.5))
    #expect(findings.count == 9)
    #expect(findings.allSatisfy { $0.kind == .time })
    #expect(findings.first?.description.contains("+50.0%") == true)
  }

  @Test func noiseWithinTheMarginPasses() {
    // 10 % threshold plus the samples’ own 7.8 % p10–p90 spread: 15 % slower passes, 20 % fails.
    #expect(
      RegressionCheck().regressions(baseline: syntheticRun(), current: syntheticRun(scale: 1.15)).isEmpty)
    #expect(
      !RegressionCheck().regressions(baseline: syntheticRun(), current: syntheticRun(scale: 1.2)).isEmpty)
  }

  @Test func oneMoreAllocationIsARegression() {
    let findings = RegressionCheck().regressions(
      baseline: syntheticRun(), current: syntheticRun(extraAllocation: 1))
    #expect(findings.count == 9)
    #expect(findings.allSatisfy { $0.kind == .allocations })
    #expect(
      RegressionCheck(allocationSlack: 1).regressions(
        baseline: syntheticRun(), current: syntheticRun(extraAllocation: 1)
      ).isEmpty)
  }

  @Test func aMissingCellIsReported() {
    let findings = RegressionCheck().regressions(
      baseline: syntheticRun(), current: syntheticRun(drop: "github_user/dict→model/slow"))
    #expect(findings.map(\.kind) == [.missing])
    #expect(findings.first?.key == "github_user/dict→model/slow")
  }
}

@Suite struct SlowDownTests {
  @Test func parsesAndApplies() throws {
    let slowDown = try SlowDown.parse(["fast=2000000"])
    #expect(slowDown.nanoseconds == ["fast": 2_000_000])
    #expect(throws: SlowDownError.self) { try SlowDown.parse(["fast"]) }
    let slowed = slowDown.apply(
      to: BenchmarkCase(workload: "w", operation: .dictToModel, implementation: "fast") { 1 })
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try slowed.body!() }
    #expect(elapsed >= .milliseconds(2))
    let untouched = slowDown.apply(
      to: BenchmarkCase(workload: "w", operation: .dictToModel, implementation: "slow") { 1 })
    #expect(try untouched.body!() as? Int == 1)
  }
}
