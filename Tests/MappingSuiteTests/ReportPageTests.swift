import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// The report's answer first, its page, and a report rendered again from results.json.
@Suite struct ReportPageTests {
  static func writer(_ run: BenchmarkRun = syntheticRun(), sections: [String] = []) -> ReportWriter {
    var writer = ReportWriter(
      run: run, published: PublishedFigures.parse(publishedCSV), lineup: syntheticLineup)
    writer.report.sections = sections
    writer.report.codeSize = CodeSizeReport(
      bytes: ["fast": 120_000, "slow": 80_000, "ref": 20_000], method: "test")
    return writer
  }

  static func file(_ files: [(path: String, data: Data)], _ path: String) throws -> String {
    String(decoding: try #require(files.first { $0.path == path }).data, as: UTF8.self)
  }

  @Test func theAnswerEndsWithinSixtyLinesAndHasACodeSizeRow() throws {
    let markdown = try Self.file(Self.writer().files(formats: [.json, .markdown]), "REPORT.md")
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    let answer = try #require(lines.firstIndex { $0 == "## The answer" })
    let contents = try #require(lines.firstIndex { $0 == "## Contents" })
    #expect(answer < 10, "the environment block is at most eight lines")
    #expect(contents < 60)
    let table = lines[answer..<contents]
    #expect(table.contains { $0.hasPrefix("| code size added | 120.0 KB | 80.0 KB | **20.0 KB** |") })
    // The best of a row is bold: here the reference, which the fast design trails on weibo_status.
    // Beside each mean, the lowest and highest workload's ratio behind it.
    #expect(
      table.contains {
        $0 == "| dict→model, × Reference | 1.03× (0.90–1.19×) | 8.71× (7.95–9.54×) | **1.00×** |"
      })
    #expect(table.contains { $0.contains("![The answer") })
    // Every section of the report stays, below the contents list.
    #expect(markdown.contains("## github_user") && markdown.contains("## How the figures are made"))
    #expect(markdown.contains("- [github_user](#github_user)"))
  }

  @Test func aReportRenderedAgainFromResultsJSONEqualsTheRunsOwn() throws {
    let files = try Self.writer(sections: ["## Behaviour on your data\n\nA section.\n"]).files(
      formats: [.json, .markdown])
    let json = try #require(files.first { $0.path == "results.json" }).data
    let again = try ReportWriter(document: Exporters.readJSON(json, path: "results.json")).files(
      formats: [.markdown])
    for path in ["REPORT.md", "REPORT.html", "charts/overview.svg", "charts/github_user.svg"] {
      #expect(try Self.file(files, path) == Self.file(again, path), "\(path) differs")
    }
    #expect(try Self.file(again, "REPORT.md").contains("## Behaviour on your data"))
  }

  @Test(arguments: [
    ("", "the file is empty"),
    ("{\"schemaVersion\": 1, \"environment\": {", "not JSON, or cut short"),
    ("[1, 2, 3]", "not a ModelBench results file"),
    ("{\"name\": \"package.json\"}", "not a ModelBench results file"),
    ("{\"schemaVersion\": 7, \"results\": []}", "newer than this runner reads"),
    ("{\"schemaVersion\": 1, \"results\": []}", "$.environment is missing"),
  ])
  func aFileThatIsNotARunIsNamedWithItsProblem(text: String, problem: String) throws {
    do {
      _ = try Exporters.readJSON(Data(text.utf8), path: "runs/old/results.json")
      Issue.record("read \(text) as a run")
    } catch {
      #expect(error.description.contains("runs/old/results.json"))
      #expect(error.description.contains(problem), "\(error.description)")
    }
  }

  @Test func aMissingCellIsADashWithItsReasonNeverZero() throws {
    let markdown = try Self.file(
      Self.writer(syntheticRun(drop: "weibo_status/dict→model/slow")).files(formats: [.markdown]),
      "REPORT.md")
    #expect(markdown.contains("| archive | Reference | – |"))
    #expect(markdown.contains("– Reference, archive: Reference has no archiver for GitHubUser."))
    #expect(!markdown.contains("| 0.00× |"))
    // A member measured on fewer workloads has no mean, and the answer says why.
    #expect(
      markdown.contains(
        "- Slow design, dict→model: measured on 1 of the 2 workloads; the mean needs every one."))
  }

  @Test func textFromSamplesRendersAsTextAndRunsNothing() throws {
    let hostile = "</script><script>alert(1)</script>"
    let image = "<img src=x onerror=alert(2)>"
    let section =
      "## Behaviour on your data\n\n| key | value |\n|---|---|\n| \(MarkdownText.escape(hostile)) | "
      + "\(MarkdownText.escape(image)) |\n\nSample \(MarkdownText.escape(image)).\n"
    let html = try Self.file(Self.writer(sections: [section]).files(formats: [.markdown]), "REPORT.html")
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img src=x"))
    #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("&lt;img src=x onerror=alert(2)&gt;"))
    // The page's only script is its own, and it loads nothing.
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
  }

  @Test func escapedTextReadsBackLiterally() {
    let text = "$.user_mentions[*].screen_name *x* `code` a|b"
    let html = HTMLReport(
      title: "t", markdown: "| a |\n|---|\n| \(MarkdownText.escape(text)) |\n", charts: [:]
    )
    .render()
    #expect(html.contains("<td>$.user_mentions[*].screen_name *x* `code` a|b</td>"), "\(html)")
  }

  /// What `check` prints to a terminal: the user's text as it is, no emphasis markers, the rest kept.
  @Test(arguments: [
    "$.accounts[*].accepts_direct_messages_from", #""everybody" & <you>"#, "*x* `code` a|b \\ c", "a**b**",
  ])
  func escapedMarkdownReadsAsTextInATerminal(_ text: String) {
    #expect(MarkdownText.plain(MarkdownText.escape(text)) == text)
    let line = "- **YYStyle**: \(MarkdownText.escape(text)) → `x`"
    #expect(MarkdownText.plain(line) == "- YYStyle: \(text) → `x`")
  }

  @Test func namesWithUnderscoresReadAsTheyAreNotAsEmphasis() {
    let markdown = "## citm_catalog_minified\n\n| a |\n|---|\n| twitter_minified `a_b_c` |\n"
    let html = HTMLReport(title: "t", markdown: markdown, charts: [:]).render()
    #expect(html.contains("<h2 id=\"citm_catalog_minified\">citm_catalog_minified</h2>"), "\(html)")
    #expect(html.contains("<td>twitter_minified <code>a_b_c</code></td>"), "\(html)")
    #expect(!html.contains("<em>"))
  }

  @Test func everyMedianOnThePageIsTheOneInResultsJSON() throws {
    let run = syntheticRun()
    let html = try Self.file(Self.writer(run).files(formats: [.markdown]), "REPORT.html")
    for result in run.results {
      guard let median = result.nanoseconds?.median else { continue }
      let text =
        median < 1_000_000
        ? String(format: "%.2f µs", median / 1_000) : String(format: "%.2f ms", median / 1e6)
      let row =
        "<tr><td>\(result.operation.rawValue)</td><td>\(syntheticLineup.name(result.implementation))</td><td align=\"right\">\(text)</td>"
      #expect(html.contains(row), "\(result.key): \(text)")
    }
    // Charts are inline (the page needs no other file) and show each value on hover.
    #expect(!html.contains("<img src=\"charts/"))
    #expect(html.contains("<title>dict→model, Fast design: 3.66 µs</title>"))
  }

  @Test func everyImplementationHasOneColourNeverShared() {
    let lineup = Lineup(
      members: (0..<20).map { .init(id: "m\($0)", displayName: "M\($0)", isBaseline: false) },
      reference: "m0",
      pivot: "m0")
    let colours = lineup.order.map(lineup.color)
    #expect(Set(colours).count == colours.count)
    #expect(lineup.color("m3") == lineup.color("m3"))
  }
}
