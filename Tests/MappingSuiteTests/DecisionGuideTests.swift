import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// "Which design when": every row and sentence from the run and the facts given.
@Suite struct DecisionGuideTests {
  static func report(facts: DecisionFacts?) -> String {
    var report = MarkdownReport(run: syntheticRun(), published: [], lineup: syntheticLineup)
    report.decisionFacts = facts
    return report.render()
  }

  @Test func theFactsAddRowsAndAdvice() {
    let facts = DecisionFacts(
      behaviour: [
        .init(group: "Coercions", cases: 10, differing: 4), .init(group: "Bad input", cases: 5, differing: 1),
      ],
      badInput: ["fast": .init(1, 4, 5), "slow": .init(5, 0, 5)],
      configuration: ["fast": .init(120, "mappers"), "slow": .init(12, "nothing much")])
    let markdown = Self.report(facts: facts)
    #expect(markdown.contains("| bad input: error values / lenient / cases | 1 / 4 / 5 | 5 / 0 / 5 | – |"))
    #expect(markdown.contains("| configuration lines, built-in models | 120 | **12** | – |"))
    #expect(
      markdown.contains(
        "Configuration: of the designs, **Slow design** needed the fewest lines for the built-in models (12, against 120"
      ))
    #expect(
      markdown.contains(
        "Bad input: of the designs, **Slow design** returns an error value in 5 of 5 cases and Fast design in 1"
      ))
    #expect(markdown.contains("different outcomes on 5 of the catalogue's 15 cases"))
    #expect(markdown.contains("| Coercions | 10 | 4 |"))
  }

  @Test func withoutFactsOnlyTheRunSpeaks() {
    let markdown = Self.report(facts: nil)
    #expect(markdown.contains("Speed: the fastest design is **Fast design** on dict→model 1.03×"))
    #expect(!markdown.contains("configuration lines"))
    #expect(!markdown.contains("bad input:"))
  }

  @Test func archivingSaysTheDesignsShareAboveTheArchiver() {
    var run = syntheticRun()
    // Every workload archived by all three: the reference at 1 ms, the fast design at 2 ms (archive) and
    // 1.25 ms (unarchive), the slow one at 4 ms.
    for workload in ["github_user", "weibo_status"] {
      for (id, archive, unarchive) in [("ref", 1e6, 1e6), ("fast", 2e6, 1.25e6), ("slow", 4e6, 4e6)] {
        for (operation, median) in [(CellOperation.archive, archive), (.unarchive, unarchive)] {
          run.results.removeAll {
            $0.workload == workload && $0.operation == operation && $0.implementation == id
          }
          run.results.append(
            BenchmarkResult(
              workload: workload, operation: operation, implementation: id,
              samples: Array(repeating: median, count: 10), inputBytes: nil, allocations: nil))
        }
      }
    }
    let markdown = MarkdownReport(run: run, published: [], lineup: syntheticLineup).render()
    #expect(
      markdown.contains(
        "Archiving: the fastest design, **Fast design**, archives at 2.00× and unarchives at 1.25× "
          + "Reference's NSCoding through the same archiver, so its own work is 50 % and 20 % of its time"))
    #expect(
      markdown.contains("| archive, × Reference | 2.00× (2.00–2.00×) | 4.00× (4.00–4.00×) | **1.00×** |"))
  }
}

/// "Per operation and workload" names the text layer's share only for the id the lineup gives as its
/// text layer: BenchmarkKit knows none by name.
@Suite struct TextLayerShareTests {
  static func run() -> BenchmarkRun {
    var run = syntheticRun()
    let cells: [(CellOperation, String, Double)] = [
      (.bytesToModel, "fast", 10_000), (.bytesToModel, "slow", 40_000), (.bytesToModel, "ref", 12_000),
      (.parse, "text", 5_000),
    ]
    for (operation, implementation, nanoseconds) in cells {
      run.results.append(
        BenchmarkResult(
          workload: "github_user", operation: operation, implementation: implementation,
          samples: Array(repeating: nanoseconds, count: 10), inputBytes: 1_000, allocations: nil))
    }
    return run
  }

  @Test(arguments: [("text", true), (nil, false), ("other", false)] as [(String?, Bool)])
  func theShareIsTheLineupsTextLayer(textLayer: String?, named: Bool) {
    var lineup = syntheticLineup
    lineup.textLayer = textLayer
    let markdown = MarkdownReport(run: Self.run(), published: [], lineup: lineup).render()
    #expect(markdown.contains("the text layer is 50 % of Fast design's time") == named)
  }
}
