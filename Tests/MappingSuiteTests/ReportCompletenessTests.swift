import BenchmarkKit
import Testing

@testable import MappingSuite

/// The report says how the run went; a partial one lists what it did not measure.
@Suite struct ReportCompletenessTests {
  @Test func theReportSaysCompleteResumedOrPartial() {
    var report = MarkdownReport(
      run: BenchmarkRun(
        environment: BenchmarkEnvironment(
          cpu: "cpu", cores: 2, swiftVersion: "6.3.1", jemallocVersion: "5", commit: "abc", date: "d",
          quick: true),
        peakResidentBytes: nil,
        results: [
          BenchmarkResult(
            workload: "github_user", operation: .dictToModel, implementation: "yy", samples: [10, 11],
            inputBytes: 1_000, allocations: nil)
        ]),
      published: [], lineup: Lineup(members: [], reference: "", pivot: ""))
    report.completeness = .complete
    #expect(report.render().contains("· complete\n"))
    report.completeness = .resumed(started: "2026-11-27T00:00:00Z")
    #expect(report.render().contains("complete, resumed (first started 2026-11-27T00:00:00Z)"))
    report.completeness = .partial(measured: 1, missing: ["github_user/dict→model/mj"])
    let text = report.render()
    #expect(text.contains("partial: 1 of 2 cells measured") && text.contains("## Not measured"))
    #expect(text.contains("- github\\_user/dict→model/mj"))
  }
}
