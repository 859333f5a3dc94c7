import BenchmarkKit
import Foundation
import MappingSuite
import Testing

/// A suite's workload comparisons (ModelBench's: kinds against twitter and github_user): the answer names
/// every design whose ratio on one side is more than 1.3× its ratio on the other, whatever the means.
@Suite struct WorkloadComparisonTests {
  static let comparison = WorkloadComparison(["github_user"], against: ["weibo_status"])

  @Test func aDesignSlowerOnTheComparedWorkloadsIsNamed() {
    let answer = CompanionAnswerTests.answer(slowdown: 2, companions: [], comparisons: [Self.comparison])
    #expect(
      answer.contains(
        "On github_user, slower relative to Reference than on weibo_status by more than 1.30×: "
          + "**Slow design** (dict→model 15.90× against 9.54×)."), "\(answer)")
    // Both workloads stay in the means: the comparison only adds its sentence.
    #expect(!answer.contains("… on "))
  }

  @Test func withinTheToleranceSaysSo() {
    let answer = CompanionAnswerTests.answer(slowdown: 1, companions: [], comparisons: [Self.comparison])
    #expect(
      answer.contains(
        "On github_user, every design's ratio to Reference is within 1.30× of its ratio on weibo_status"),
      "\(answer)")
  }

  @Test(arguments: [
    WorkloadComparison(["kinds"], against: ["weibo_status"]),
    WorkloadComparison(["github_user"], against: ["twitter"]),
  ])
  func aSideTheRunDidNotMeasureGivesNoSentence(_ comparison: WorkloadComparison) {
    let answer = CompanionAnswerTests.answer(slowdown: 2, companions: [], comparisons: [comparison])
    #expect(answer.contains("## The answer"))
    #expect(!answer.contains("On "), "\(answer)")
  }

  @Test func theComparisonsAreKeptInResultsJSON() throws {
    var report = MarkdownReport(run: syntheticRun(), published: [], lineup: syntheticLineup)
    report.comparisons = [Self.comparison]
    var run = syntheticRun()
    run.content = report.content
    let again = MarkdownReport(document: run)
    #expect(again.comparisons == [Self.comparison])
    #expect(again.render() == report.render())
  }
}
