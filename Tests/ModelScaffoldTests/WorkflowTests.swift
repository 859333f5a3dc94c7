import Foundation
import Testing

@testable import ModelScaffold

/// The CI workflow `scaffold` writes (and ModelBench's own): every job in the measured Swift's image with
/// the one Debian list, the steps in the order the pull request and the history need, and what a
/// maintainer asks of a workflow. `make lint` runs actionlint and shellcheck on both (the scaffolded one
/// through its golden file, Golden/scaffolded-workflow.yml).
@Suite struct WorkflowTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The steps of one job, each its `name` or `uses` line and its `run` block, in order.
  private func steps(of job: String, in yaml: String) -> [(title: String, run: String)] {
    let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "  \(job):"[...]) else { return [] }
    var found: [(String, String)] = []
    var inRun = false
    for line in lines[(start + 1)...] {
      if line.hasPrefix("  "), !line.hasPrefix("   ") { break }  // the next job
      if line.hasPrefix("      - ") {
        found.append((String(line.dropFirst(8)), ""))
        inRun = false
      } else if line == "        run: |" {
        inRun = true
      } else if inRun, line.hasPrefix("          "), !found.isEmpty {
        found[found.count - 1].1 += line.dropFirst(10) + "\n"
      } else {
        inRun = false
      }
    }
    return found
  }

  @Test(arguments: [Workflow.scaffolded(runner: "shop-bench"), Workflow.modelBench])
  func theJobsRunModelBenchsCommandsInOrder(workflow: Workflow) {
    let yaml = workflow.yaml()
    let pullRequest = steps(of: "pull-request", in: yaml)
    #expect(pullRequest.first?.title == "uses: \(Workflow.checkout)")
    let commands = pullRequest.filter { !$0.title.contains("Set up") }.map(\.run)
    #expect(commands.contains { $0.contains("BASE=$(git rev-parse HEAD^1)") })
    let base = commands.firstIndex { $0.contains(" baseline --commit \"$BASE\"") }
    let compare = commands.firstIndex { $0.contains(" instructions --baseline ") }
    #expect(base != nil && compare != nil && base! < compare!)
    #expect(commands[compare!].contains("--markdown \"$GITHUB_STEP_SUMMARY\""))
    // The pull request's results are kept even when the comparison fails the job.
    #expect(pullRequest.last?.title == "uses: \(Workflow.upload)")
    #expect(
      yaml.contains(
        "      - uses: \(Workflow.upload)\n        if: always()\n        with:\n          name: pull-request")
    )
    #expect(steps(of: "history", in: yaml).contains { $0.run.contains("--shard \"$SHARD/3\"") })
    let report = steps(of: "history-report", in: yaml).map(\.run)
    let merge = report.firstIndex { $0.contains(" history merge ") }
    let write = report.firstIndex { $0.contains(" history --range \"$RANGE\"") }
    #expect(merge != nil && write != nil && merge! < write!)
    #expect(yaml.contains("shard: [1, 2, 3]") && yaml.contains("fail-fast: false"))
    #expect(yaml.contains("RUNNER: \(workflow.runner)"))
  }

  /// Least permissions, a concurrency group, a timeout on every job, the measured Swift's image, the one
  /// Debian list, the current actions, the bounded range and the caches.
  @Test(arguments: [Workflow.scaffolded(runner: "shop-bench"), Workflow.modelBench])
  func aMaintainerWouldAcceptIt(workflow: Workflow) {
    let yaml = workflow.yaml()
    #expect(yaml.contains("\npermissions:\n  contents: read\n"))
    #expect(
      yaml.contains("\nconcurrency:\n")
        && yaml.contains("cancel-in-progress: ${{ github.event_name == 'pull_request' }}"))
    let jobs = yaml.components(separatedBy: "\n    runs-on: ubuntu-latest\n").count - 1
    #expect(jobs == 3)
    #expect(yaml.components(separatedBy: "\n    timeout-minutes: ").count - 1 == jobs)
    #expect(
      yaml.components(separatedBy: "\n    container: swift:\(SystemRequirements.swiftVersion)-bookworm\n")
        .count - 1 == jobs)
    #expect(yaml.contains(SystemRequirements.debianPackages.joined(separator: " ")))
    let used = Set(
      yaml.split(separator: "\n").compactMap { line -> String? in
        guard let range = line.range(of: "- uses: ") else { return nil }
        return String(line[range.upperBound...])
      })
    #expect(
      used == [
        Workflow.checkout, Workflow.cache, Workflow.cacheRestore, Workflow.cacheSave, Workflow.upload,
        Workflow.download,
      ])
    #expect(yaml.contains("--max-count=\"$HISTORY_COMMITS\"") && !yaml.contains("..HEAD\n  "))
    #expect(
      yaml.contains("key: modelbench-history-swift-\(SystemRequirements.swiftVersion)-${{ github.sha }}"))
    // Every shell line is inside a literal block: no `run:` with text after it on the same line.
    #expect(!yaml.split(separator: "\n").contains { $0.contains("run: ") && !$0.hasSuffix("run: |") })
  }

  /// ModelBench's workflow is what `make fixtures` writes; the scaffolded one is its golden file
  /// (re-recorded with MODELBENCH_RECORD=1), which `make lint` lints.
  @Test func theCommittedWorkflowsAreCurrent() throws {
    let golden = Self.root.appendingPathComponent("Tests/ModelScaffoldTests/Golden/scaffolded-workflow.yml")
    let scaffolded = Workflow.scaffolded(runner: "shop-bench").yaml()
    if ProcessInfo.processInfo.environment["MODELBENCH_RECORD"] != nil {
      try FileManager.default.createDirectory(
        at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(scaffolded.utf8).write(to: golden)
    }
    #expect(
      try String(contentsOf: golden, encoding: .utf8) == scaffolded, "re-record with MODELBENCH_RECORD=1")
    #expect(
      GeneratedFiles.stale([(Workflow.path, Workflow.modelBench.yaml())], in: Self.root).isEmpty,
      "run make fixtures")
  }

  /// ModelBench's documents, as its workflow fetches them: the pinned digests are the fixtures' own
  /// (fetched from the fixtures folder as a mirror), and a file that differs is named and left out.
  @Test func theFixtureSourcesPinTheFixturesBytes() throws {
    let root = Self.root
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
