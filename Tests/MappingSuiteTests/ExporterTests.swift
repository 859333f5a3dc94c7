import BenchmarkKit
import Foundation
import MappingSuite
import Testing

@Suite struct ExporterTests {
  @Test func jsonRoundTripsWithItsSchemaVersion() throws {
    let data = try Exporters.json(syntheticRun())
    let back = try Exporters.readJSON(data)
    #expect(back.schemaVersion == BenchmarkRun.currentSchemaVersion)
    #expect(back.results.count == 10)
    #expect(
      back.result("github_user", .dictToModel, "fast")?.nanoseconds?.median
        == syntheticRun().result("github_user", .dictToModel, "fast")?.nanoseconds?.median)
    var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["schemaVersion"] = 99
    #expect(throws: ReportError.self) {
      try Exporters.readJSON(JSONSerialization.data(withJSONObject: object))
    }
  }

  @Test func csvHasAHeaderAndOneRowPerCell() {
    let lines = Exporters.csv(syntheticRun()).split(separator: "\n")
    #expect(
      lines.first
        == "workload,operation,implementation,median_ns,p10_ns,p90_ns,ops_per_s,mb_per_s,allocs_per_op,bytes_per_op,unavailable"
    )
    #expect(lines.count == 11)
    #expect(lines[1] == "github_user,dict→model,fast,3657.50,3531.50,3783.50,273410.8,,1.00,64.0,")
    #expect(lines.last == "github_user,archive,ref,,,,,,,,Reference has no archiver for GitHubUser")
  }

  @Test func githubActionBenchmarkFormat() throws {
    let entries = try #require(
      JSONSerialization.jsonObject(with: Exporters.githubActionBenchmark(syntheticRun(annotated: true)))
        as? [[String: Any]])
    // A time and an allocation entry per measured cell, an instruction entry per counted one.
    #expect(entries.count == 21)
    let counted = try #require(
      entries.first { $0["name"] as? String == "github_user/dict→model/slow instructions" })
    #expect(counted["unit"] as? String == "instructions/op")
    #expect(counted["value"] as? Double == 310_000)
    let first = try #require(entries.first { $0["name"] as? String == "github_user/dict→model/fast time" })
    #expect(first["unit"] as? String == "ns/op")
    #expect(first["value"] as? Double == 3657.5)
    #expect(
      entries.contains {
        $0["name"] as? String == "github_user/dict→model/fast allocations"
          && $0["unit"] as? String == "allocs/op"
      })
  }

  @Test func publishedFiguresAndRatios() {
    let figures = PublishedFigures.parse(publishedCSV)
    #expect(figures.count == 5)
    #expect(figures[4].modelToDict == nil)
    let ratio = PublishedFigures.ratio(
      figures, workload: "github_user", operation: .dictToModel, library: "MJExtension",
      denominator: "YYModel")
    #expect(abs((ratio ?? 0) - 1141.51 / 115.67) < 1e-9)
    #expect(
      PublishedFigures.ratio(
        figures, workload: "weibo_status", operation: .modelToDict, library: "MJExtension",
        denominator: "YYModel") == nil)
  }
}

@Suite struct RenderingGoldenTests {
  @Test func markdownReport() throws {
    let writer = ReportWriter(
      run: syntheticRun(annotated: true), published: PublishedFigures.parse(publishedCSV),
      lineup: syntheticLineup)
    #expect(try assertGolden(writer.markdown(), "REPORT.md"), "re-record with MODELBENCH_RECORD=1")
  }

  @Test func svgChart() throws {
    let writer = ReportWriter(
      run: syntheticRun(), published: PublishedFigures.parse(publishedCSV), lineup: syntheticLineup)
    let chart = writer.chart(for: "github_user")
    #expect(chart.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(chart.contains("Fast design"))
    #expect(try assertGolden(chart, "github_user.svg"), "re-record with MODELBENCH_RECORD=1")
    let published = try #require(writer.publishedChart())
    #expect(try assertGolden(published, "published.svg"), "re-record with MODELBENCH_RECORD=1")
  }
}
