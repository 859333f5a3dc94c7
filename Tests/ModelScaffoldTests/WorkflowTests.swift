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
    // ModelBench's own fetches its documents first (they live outside its repository).
    let setUp = workflow.fixtures == nil ? 3 : 4
    #expect(pullRequest.count == setUp + 2)
    #expect(pullRequest.dropFirst(setUp).first?.contains(" baseline --commit \"$BASE\"") == true)
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

  /// ModelBench's documents, as its workflow fetches them: the pinned digests are the fixtures' own
  /// (fetched from the fixtures folder as a mirror), and a file that differs is named and left out.
  @Test func theFixtureSourcesPinTheFixturesBytes() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    #expect(Workflow.modelBench.yaml().contains("Scripts/fetch-fixtures.sh"))
    let fixtures = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["MODELBENCH_FIXTURES"]
        ?? root.deletingLastPathComponent().appendingPathComponent("shared/fixtures").path)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fetch-\(UUID())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    func fetch(from mirror: URL) throws -> (status: Int32, errors: String) {
      let process = Process()
      process.executableURL = root.appendingPathComponent("Scripts/fetch-fixtures.sh")
      process.arguments = [scratch.appendingPathComponent("out").path]
      process.environment = ProcessInfo.processInfo.environment.merging(["FIXTURES_MIRROR": mirror.path]) {
        $1
      }
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, text)
    }
    #expect(try fetch(from: fixtures).status == 0)
    let fetched = try FileManager.default.contentsOfDirectory(
      atPath: scratch.appendingPathComponent("out").path)
    #expect(
      fetched.sorted() == [
        "canada.json", "citm_catalog.json", "github_user.json", "twitter.json", "weibo_status.json",
      ])
    // A mirror whose github_user.json differs by one byte.
    let bad = scratch.appendingPathComponent("bad")
    try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
    for name in fetched {
      var data = try Data(contentsOf: fixtures.appendingPathComponent(name))
      if name == "github_user.json" { data.append(UInt8(ascii: "\n")) }
      try data.write(to: bad.appendingPathComponent(name))
    }
    try FileManager.default.removeItem(at: scratch.appendingPathComponent("out"))
    let failed = try fetch(from: bad)
    #expect(failed.status == 1)
    #expect(failed.errors.contains("github_user.json: SHA-256"))
    let kept = try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("out").path)
    #expect(kept.count == 4 && !kept.contains("github_user.json"))
  }
}
