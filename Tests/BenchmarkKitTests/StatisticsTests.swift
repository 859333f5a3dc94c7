import BenchmarkKit
import Foundation
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
      workload: "w", operation: .read, implementation: "fast", samples: [1_000, 1_000, 1_000],
      inputBytes: 2_000, allocations: AllocationSnapshot(allocations: 3, bytes: 96))
    #expect(result.operationsPerSecond == 1_000_000)
    #expect(result.megabytesPerSecond == 2_000)
    #expect(result.allocationsPerOperation == 3)
    #expect(result.bytesPerOperation == 96)
    #expect(result.key == "w/read/fast")
  }
}

@Suite struct RegressionCheckTests {
  @Test func aRunAgainstItselfPasses() {
    let findings = RegressionCheck().findings(
      baseline: kitResults(), current: kitResults())
    #expect(findings.isEmpty)
    #expect(RegressionCheck.outcome(findings) == .unchanged)
  }

  @Test func aSlowerRunFailsWithTheCellsThatRegressed() {
    let findings = RegressionCheck().regressions(
      baseline: kitResults(), current: kitResults(scale: 1.5))
    #expect(findings.count == 9)
    #expect(findings.allSatisfy { $0.kind == .time && $0.verdict == .regressed })
    #expect(abs((findings.first?.estimate?.ratio ?? 0) - 1.5) < 1e-9)
    #expect(findings.first?.description.contains("ratio 1.50×") == true)
    #expect(RegressionCheck.outcome(findings) == .regressed)
  }

  @Test func aFasterRunIsAnImprovementNotARegression() {
    let check = RegressionCheck()
    let findings = check.findings(baseline: kitResults(), current: kitResults(scale: 0.5))
    #expect(findings.count == 9)
    #expect(findings.allSatisfy { $0.verdict == .improved })
    #expect(
      check.regressions(baseline: kitResults(), current: kitResults(scale: 0.5)).isEmpty)
    #expect(RegressionCheck.outcome(findings) == .improved)
    #expect(check.markdown(findings, compared: 9).contains("**improved** over 9 cells"))
  }

  @Test(arguments: [(1.15, 0), (1.3, 9)])
  func aChangeWithinTheThresholdPasses(scale: Double, regressions: Int) {
    // The default threshold is 25 %: a certain 15 % passes, a certain 30 % fails.
    #expect(
      RegressionCheck().regressions(
        baseline: kitResults(), current: kitResults(scale: scale)
      ).count
        == regressions)
  }

  @Test func noiseThatOverlapsIsNotARegression() {
    // Same medians' ratio as a regression, but samples so spread that the interval includes 1.
    var noisy = kitResults(scale: 1.3)
    for index in noisy.indices where !noisy[index].samples.isEmpty {
      let median = noisy[index].samples[0]
      noisy[index].samples = (0..<10).map { median * (0.3 + Double($0 % 5) * 0.35) }
    }
    #expect(RegressionCheck().findings(baseline: kitResults(), current: noisy).isEmpty)
  }

  @Test func oneMoreAllocationIsARegressionUnlessTheCellVaries() {
    let findings = RegressionCheck().regressions(
      baseline: kitResults(), current: kitResults(extraAllocation: 1))
    #expect(findings.count == 9)
    #expect(findings.allSatisfy { $0.kind == .allocations })
    #expect(
      RegressionCheck(allocationSlack: 1).regressions(
        baseline: kitResults(), current: kitResults(extraAllocation: 1)
      ).isEmpty)
    var varying = kitResults(extraAllocation: 1)
    for index in varying.indices { varying[index].allocationVariation = 2 }
    #expect(RegressionCheck().regressions(baseline: kitResults(), current: varying).isEmpty)
  }

  /// An operation the suite names a tolerance for is allowed that share of each cell's count; the
  /// others stay exact.
  @Test func anOperationsToleranceAllowsThatShareOfItsCount() {
    var baseline = kitResults()
    var current = kitResults()
    for index in baseline.indices {
      baseline[index].allocationsPerOperation = 1_000
      current[index].allocationsPerOperation = 1_040
    }
    #expect(RegressionCheck().regressions(baseline: baseline, current: current).count == baseline.count)
    let tolerant = RegressionCheck(allocationTolerances: [.read: 0.05])
    #expect(tolerant.findings(baseline: baseline, current: current).isEmpty)
    #expect(
      RegressionCheck(allocationTolerances: [.write: 0.05]).regressions(baseline: baseline, current: current)
        .count == baseline.count)
  }

  @Test func aMissingCellIsReported() {
    let findings = RegressionCheck().regressions(
      baseline: kitResults(), current: kitResults(drop: "w1/read/b"))
    #expect(findings.map(\.kind) == [.missing])
    #expect(findings.first?.key == "w1/read/b")
    #expect(RegressionCheck.outcome(findings) == .incomplete)
  }
}

@Suite struct RatioEstimateTests {
  @Test func theNormalQuantileIsRight() {
    #expect(abs(RatioEstimate.zScore(0.95) - 1.959964) < 1e-5)
    #expect(abs(RatioEstimate.zScore(0.99) - 2.575829) < 1e-5)
  }

  @Test func pairedRatiosGiveTheSignTestInterval() throws {
    // Ten ratios 1.0…1.9: P(Binomial(10, ½) ≤ 1) = 11/1024 ≤ 2.5 % < P(≤ 2), so the 95 % interval runs
    // from the second smallest to the second largest; at 99 % from the smallest to the largest.
    let ratios = (0..<10).map { 1 + Double($0) / 10 }.shuffled()
    let estimate = try #require(RatioEstimate.paired(ratios, confidence: 0.95))
    #expect(abs(estimate.ratio - 1.45) < 1e-9)
    #expect(abs(estimate.lower - 1.1) < 1e-9)
    #expect(abs(estimate.upper - 1.8) < 1e-9)
    let wider = try #require(RatioEstimate.paired(ratios, confidence: 0.99))
    #expect(wider.lower == 1)
    #expect(abs(wider.upper - 1.9) < 1e-9)
  }

  @Test func oneDisturbedRoundDoesNotHideASlowDown() throws {
    // A round in which something else ran shows any ratio at all; it is one round of ten.
    let estimate = try #require(
      RatioEstimate.paired([0.61] + Array(repeating: 1.2, count: 9), confidence: 0.95))
    #expect(estimate.verdict(threshold: 0.10) == .regressed)
  }

  @Test func independentSamplesGiveTheMannWhitneyInterval() throws {
    // 10 against 10, shifted by exactly log 2: every pairwise difference is log 2 plus (j − i)/100;
    // at 95 % the tables' interval is the 24th smallest to the 24th largest of the 100 differences.
    let before = (0..<10).map { exp(Double($0) / 100) }
    let after = (0..<10).map { 2 * exp(Double($0) / 100) }
    let estimate = try #require(
      RatioEstimate.independent(baseline: before, current: after, confidence: 0.95))
    var differences: [Double] = []
    for j in 0..<10 { for i in 0..<10 { differences.append(log(2) + Double(j - i) / 100) } }
    differences.sort()
    #expect(abs(estimate.ratio - 2) < 1e-9)
    #expect(abs(log(estimate.lower) - differences[23]) < 1e-9)
    #expect(abs(log(estimate.upper) - differences[76]) < 1e-9)
  }

  @Test(arguments: [
    ([1.2, 1.21, 1.19, 1.2, 1.22, 1.18, 1.2, 1.2, 1.21, 1.19], ComparisonVerdict.regressed),
    ([0.8, 0.81, 0.79, 0.8, 0.8, 0.82, 0.8, 0.78, 0.8, 0.8], .improved),
    ([1.01, 0.99, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0, 1.02, 0.98], .unchanged),
    // Certainly slower, but by less than the threshold.
    ([1.03, 1.03, 1.04, 1.03, 1.02, 1.03, 1.03, 1.04, 1.03, 1.03], .unchanged),
    // Slower on average, but half the rounds say faster: not beyond doubt.
    ([1.4, 0.8, 1.3, 0.7, 1.5, 0.9, 1.2, 0.8, 1.3, 0.9], .unchanged),
  ])
  func theVerdictNeedsBothCertaintyAndSize(ratios: [Double], expected: ComparisonVerdict) throws {
    let estimate = try #require(RatioEstimate.paired(ratios, confidence: 0.95))
    #expect(estimate.verdict(threshold: 0.05) == expected)
  }

  @Test func tooFewRoundsLeaveTheIntervalOpen() throws {
    let estimate = try #require(RatioEstimate.paired([1.5, 1.5], confidence: 0.95))
    #expect(estimate.lower == 0)
    #expect(estimate.upper == .infinity)
    #expect(estimate.verdict(threshold: 0.05) == .unchanged)
    #expect(RatioEstimate.paired([1.5], confidence: 0.95) == nil)
  }
}

@Suite struct PairedComparisonTests {
  static func rounds(slowdown: Double, count: Int = 10) -> [PairedComparison.Round] {
    (0..<count).map { round in
      // The machine drifts by up to ±30 % between rounds; both sides of a round drift alike.
      let drift = 1 + 0.3 * sin(Double(round))
      let jitter = { (side: Int) in 1 + 0.01 * Double((round * 7 + side * 3) % 5 - 2) }
      return PairedComparison.Round(
        baseline: ["w/dict→model/a": 1000 * drift * jitter(0), "w/dict→model/b": 500 * drift * jitter(1)],
        current: [
          "w/dict→model/a": 1000 * drift * jitter(2) * slowdown, "w/dict→model/b": 500 * drift * jitter(3),
        ])
    }
  }

  @Test func driftCancelsAndASlowDownShows() {
    let same = PairedComparison(rounds: Self.rounds(slowdown: 1), threshold: 0.05, confidence: 0.95)
    #expect(same.outcome == .unchanged)
    let slower = PairedComparison(rounds: Self.rounds(slowdown: 1.2), threshold: 0.05, confidence: 0.95)
    #expect(slower.outcome == .regressed)
    #expect(slower.rows.map(\.verdict) == [.regressed, .unchanged])
    #expect(slower.markdown().contains("| w/dict→model/a | 1.2"))
    #expect(
      slower.markdown().contains("**regressed** (1 regressed, 0 improved, 1 unchanged, 0 missing, 0 new)"))
  }

  @Test func aCellTheCurrentSideLacksIsMissing() {
    var rounds = Self.rounds(slowdown: 1)
    for index in rounds.indices { rounds[index].current["w/dict→model/b"] = nil }
    let comparison = PairedComparison(rounds: rounds, threshold: 0.05, confidence: 0.95)
    #expect(comparison.rows.last?.verdict == .missing)
    #expect(comparison.outcome == .incomplete)
  }

  @Test func roundsRoundTripThroughJSON() throws {
    let rounds = Self.rounds(slowdown: 1.1, count: 2)
    let decoded = try JSONDecoder().decode(
      [PairedComparison.Round].self, from: JSONEncoder().encode(rounds))
    #expect(decoded == rounds)
  }
}
