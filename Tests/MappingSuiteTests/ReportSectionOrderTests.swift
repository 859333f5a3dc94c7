import BenchmarkKit
import Foundation
import Testing

@testable import MappingSuite

/// REPORT.md shows the sections its suite declares, in that order, and a report made again from
/// results.json keeps them.
@Suite struct ReportSectionOrderTests {
  /// The `##` headings after the answer's, in order.
  static func headings(_ markdown: String) -> [String] {
    let body = markdown.components(separatedBy: "## How the figures are made").dropFirst().joined()
    return body.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
  }

  static func report(_ order: [ReportSection]) -> MarkdownReport {
    var report = MarkdownReport(run: syntheticRun(), published: [], lineup: syntheticLineup)
    report.sections = ["## Behaviour on your data\n\nEvery sample round-trips.\n"]
    report.sectionOrder = order
    return report
  }

  @Test func theStandardOrderPutsTheFiguresBeforeTheMethod() {
    let headings = Self.headings(Self.report(ReportSection.standard).render())
    #expect(headings.suffix(3) == ["Behaviour on your data", "Empty cells", "How to read the figures"])
  }

  @Test func aSuiteReordersAndLeavesOutSections() throws {
    let order: [ReportSection] = [.howTheFiguresAreMade, .method, .runner]
    let report = Self.report(order)
    let markdown = report.render()
    #expect(Self.headings(markdown).suffix(2) == ["How to read the figures", "Behaviour on your data"])
    // The workloads' tables are not declared, so not shown.
    #expect(!markdown.contains("charts/github_user.svg"))
    var run = report.run
    run.content = report.content
    let again = MarkdownReport(document: try Exporters.readJSON(Exporters.json(run)))
    #expect(again.sectionOrder == order && again.render() == markdown)
  }

  @Test func anUnknownSectionInResultsIsAnErrorWithItsPath() throws {
    var run = syntheticRun()
    run.content = Self.report([.method]).content
    let text = try #require(String(data: Exporters.json(run), encoding: .utf8))
    let damaged = Data(text.replacingOccurrences(of: "\"method\"", with: "\"appendix\"").utf8)
    #expect {
      _ = try Exporters.readJSON(damaged)
    } throws: { error in
      String(describing: error).contains("sectionOrder")
    }
  }
}
