import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing

/// The stress mode's pieces at small sizes: the generated document, each scenario on every
/// implementation, the bounds and the report. The memory figures themselves come from `make stress`,
/// never from a test.
@Suite struct StressScenarioTests {
  @Test func theLargeDocumentIsTheFixturesStatusesRepeated() throws {
    let document = try StressScenario.twitterDocument(bytes: 2 << 20)
    #expect(document.count >= 2 << 20)
    let object = try #require(try JSONSerialization.jsonObject(with: document) as? [String: Any])
    let statuses = try #require(object["statuses"] as? [[String: Any]])
    let original = try #require(try Fixture.twitter.object()["statuses"] as? [[String: Any]])
    #expect(statuses.count > original.count * 2)
    #expect(statuses[original.count]["id_str"] as? String == original[0]["id_str"] as? String)
    #expect(object["search_metadata"] is [String: Any])
  }

  @Test(arguments: StressScenario.allCases)
  func everyImplementationRunsTheScenario(_ scenario: StressScenario) throws {
    let settings = StressScenario.Settings(megabytes: 1, threads: 3, conversionsPerThread: 4)
    let input = try scenario.input(settings)
    let supported = Implementations.benchmarked.filter(scenario.supports)
    #expect(supported.count >= Implementations.all.count)
    for implementation in supported {
      let outcome = try #require(scenario.run(input, on: implementation, settings: settings))
      let expected = scenario == .threads ? 12 : 1
      #expect(outcome.conversions == expected, "\(implementation.id)")
      #expect(outcome.failures == 0, "\(implementation.id)")
    }
  }

  @Test func boundsFollowTheInput() {
    let settings = StressScenario.Settings()
    #expect(StressScenario.largeDocument.boundBytes(inputBytes: 100, settings: settings) == 600)
    #expect(StressScenario.threads.boundBytes(inputBytes: 100, settings: settings) == 32 << 20)
    #expect(StressScenario.largeDocument.summary(settings).contains("100 MB"))
    #expect(StressScenario.threads.summary(settings).contains("8 threads"))
  }

  @Test func theReportMarksAPeakOverItsBound() {
    func row(_ implementation: String, peak: Int) -> StressMeasurement {
      StressMeasurement(
        scenario: "threads", implementation: implementation, inputBytes: 21_000, conversions: 80_000,
        failures: 0,
        seconds: 1.5, baselineResidentBytes: 20_000_000, peakResidentBytes: peak, boundBytes: 10_000_000)
    }
    let within = row("yy", peak: 25_000_000)
    let over = row("mj", peak: 35_000_000)
    #expect(within.withinBound && within.growthBytes == 5_000_000)
    #expect(!over.withinBound)
    let report = StressReport.markdown([within, over], scenarios: [("threads", "Many threads.")])
    #expect(report.contains("Bound: growth ≤ 10.0 MB."))
    #expect(report.contains("| yy | 21.0 KB | 80000 | 0 | 1.50 | 20.0 MB | 25.0 MB | 5.0 MB | yes |"))
    #expect(report.contains("| mj | 21.0 KB | 80000 | 0 | 1.50 | 20.0 MB | 35.0 MB | 15.0 MB | **no** |"))
  }

  @Test func residentMemoryIsReadAndItsPeakReset() throws {
    let current = try #require(ResidentMemory.current())
    #expect(current > 0)
    // A 256 MB block, touched then freed (malloc maps a block this large and unmaps it on free), raises
    // the peak by its size; a reset brings the peak back near the resident size.
    do {
      let block = [UInt8](repeating: 1, count: 256 << 20)
      #expect(block[block.count - 1] == 1)
    }
    let raised = try #require(ResidentMemory.peak())
    #expect(raised >= 256 << 20)
    if ResidentMemory.resetPeak() {
      let after = try #require(ResidentMemory.peak())
      #expect(after < raised)
    }
  }
}
