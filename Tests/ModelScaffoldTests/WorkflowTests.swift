import Foundation
import Testing

@testable import ModelScaffold

/// The CI workflow `scaffold` writes (and ModelBench's own): each step one plain line of shell, in the
/// order the pull request and the history need.
@Suite struct WorkflowTests {
  /// The `run` lines of one job, in order.
  private func runs(of job: String, in yaml: String) -> [String] {
    let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "  \(job):"[...]) else { return [] }
    var found: [String] = []
    for line in lines[(start + 1)...] {
      if line.hasPrefix("  "), !line.hasPrefix("   ") { break }  // the next job
      if let range = line.range(of: "run: ") { found.append(String(line[range.upperBound...])) }
    }
    return found
  }

  @Test(arguments: [Workflow.scaffolded(runner: "shop-bench"), Workflow.modelBench])
  func theJobsRunModelBenchsCommandsInOrder(workflow: Workflow) {
    let yaml = workflow.yaml()
    let pullRequest = runs(of: "pull-request", in: yaml)
    #expect(pullRequest.count == 5)
    #expect(pullRequest.dropFirst(3).first?.contains(" baseline --commit \"$BASE\"") == true)
    #expect(pullRequest.last?.contains(" instructions --baseline ") == true)
    #expect(pullRequest.last?.contains("--markdown \"$GITHUB_STEP_SUMMARY\"") == true)
    #expect(runs(of: "history", in: yaml).last?.contains("--shard \"$SHARD/3\"") == true)
    let report = runs(of: "history-report", in: yaml)
    #expect(report.suffix(2).first?.contains(" history merge ") == true)
    #expect(report.last?.contains(" history --range \"$RANGE\"") == true)
    #expect(yaml.contains("shard: [1, 2, 3]"))
    // Plain YAML scalars: no ": " or " #" in a line of shell, none starting with a quote.
    for line in runs(of: "pull-request", in: yaml) + runs(of: "history", in: yaml) + report {
      #expect(!line.contains(": ") && !line.contains(" #") && !line.hasPrefix("\""), "\(line)")
    }
    #expect(yaml.contains("RUNNER: \(workflow.runner)"))
  }
}
