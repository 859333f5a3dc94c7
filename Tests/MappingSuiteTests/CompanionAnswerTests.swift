import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// Companion workloads (`run --alongside`): The answer's means leave them out, give theirs in a row under
/// each conversion, and name every design whose ratio on the run's own workloads is more than 1.3× its
/// ratio on the companions.
@Suite struct CompanionAnswerTests {
  /// The synthetic run's github_user as the run's own workload and weibo_status as its companion, with
  /// the slow design `slowdown` times slower on github_user's dict→model.
  static func answer(
    slowdown: Double, companions: [String] = ["weibo_status"], comparisons: [WorkloadComparison] = []
  ) -> String {
    var run = syntheticRun()
    for index in run.results.indices
    where run.results[index].key == "github_user/dict→model/slow" {
      run.results[index] = BenchmarkResult(
        workload: "github_user", operation: .dictToModel, implementation: "slow",
        samples: (0..<10).map { 31_000 * slowdown * (1 + Double($0) / 100) }, inputBytes: nil,
        allocations: nil)
    }
    var report = MarkdownReport(run: run, published: [], lineup: syntheticLineup)
    report.companions = companions
    report.comparisons = comparisons
    let text = report.render()
    guard let start = text.range(of: "## The answer"), let end = text.range(of: "charts/overview.svg")
    else { return "" }
    return String(text[start.lowerBound..<end.upperBound])
  }

  @Test func theCompanionsHaveTheirOwnRowAndAreLeftOutOfTheMeans() {
    let answer = Self.answer(slowdown: 1)
    // github_user alone: 3 500 / 3 900 and 31 000 / 3 900; weibo_status: 128 000 / 108 000, 1 030 000 / 108 000.
    #expect(answer.contains("| dict→model, × Reference | **0.90×** | 7.95× | 1.00× |"), "\(answer)")
    #expect(answer.contains("| … on weibo_status | 1.19× | 9.54× | **1.00×** |"), "\(answer)")
    #expect(answer.contains("Against weibo_status: every design's ratio to Reference on this run's own"))
  }

  @Test func aDesignSlowerOnTheRunsOwnWorkloadsIsNamed() {
    let answer = Self.answer(slowdown: 2)
    #expect(
      answer.contains(
        "Against weibo_status: slower here, relative to Reference, by more than 1.30×: **Slow design** "
          + "(dict→model 15.90× against 9.54×)."), "\(answer)")
    #expect(!answer.contains("**Fast design** (dict→model"))
  }

  @Test func withoutCompanionsTheAnswerIsUnchanged() {
    let answer = Self.answer(slowdown: 1, companions: [])
    #expect(!answer.contains("… on "))
    #expect(!answer.contains("Against "))
    #expect(answer.contains("| dict→model, × Reference |"))
  }

  @Test func theCompanionsAreKeptInResultsJSON() throws {
    var report = MarkdownReport(run: syntheticRun(), published: [], lineup: syntheticLineup)
    report.companions = ["weibo_status"]
    var run = syntheticRun()
    run.content = report.content
    let again = MarkdownReport(document: run)
    #expect(again.companions == ["weibo_status"])
    #expect(again.render() == report.render())
  }
}
