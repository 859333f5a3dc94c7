import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// An implementation timed on fewer workloads than any mean needs is not a column of "–": it is shown
/// apart, with its means over its own workloads.
@Suite struct ShownApartTests {
  @Test func anImplementationOnFewerWorkloadsIsShownApart() throws {
    var run = syntheticRun()
    run.results.append(
      BenchmarkResult(
        workload: "github_user", operation: .dictToModel, implementation: "part",
        samples: Array(repeating: 7_800, count: 10), inputBytes: nil, allocations: nil))
    let lineup = Lineup(
      members: syntheticLineup.members + [
        .init(id: "part", displayName: "Partial design", isBaseline: false)
      ],
      reference: "ref", pivot: "fast")
    let text = MarkdownReport(run: run, published: [], lineup: lineup).render()
    let answer = try #require(text.components(separatedBy: "## Contents").first)
    #expect(answer.contains("| concern | Fast design | Slow design | Reference |"), "\(answer)")
    #expect(
      answer.contains(
        "- **Partial design** is shown apart, measured on 1 of the 2 workloads (github_user): there it runs at "
          + "dict→model 1.91× × Reference."), "\(answer)")
  }

  /// A run without the reference (CI's anchors run times one design's cells only) has no means at all:
  /// its answer stays, with every implementation in it, and none is shown apart.
  @Test func withoutTheReferenceNoneIsShownApart() {
    var run = syntheticRun()
    run.results = run.results.filter { $0.implementation == "fast" }
    let text = MarkdownReport(run: run, published: [], lineup: syntheticLineup).render()
    #expect(text.contains("## The answer"), "\(text)")
    #expect(!text.contains("shown apart"))
  }
}
