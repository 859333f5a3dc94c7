import BenchmarkKit
import Foundation
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
        "Configuration: **Slow design** needed the fewest lines for the built-in models (12, against 120"))
    #expect(
      markdown.contains(
        "Bad input: **Slow design** returns an error value in 5 of 5 cases and Fast design in 1"))
    #expect(markdown.contains("different outcomes on 5 of the catalogue's 15 cases"))
    #expect(markdown.contains("| Coercions | 10 | 4 |"))
  }

  @Test func withoutFactsOnlyTheRunSpeaks() {
    let markdown = Self.report(facts: nil)
    #expect(markdown.contains("Speed: the fastest design is **Fast design** on dict→model 1.03×"))
    #expect(!markdown.contains("configuration lines"))
    #expect(!markdown.contains("bad input:"))
  }
}
