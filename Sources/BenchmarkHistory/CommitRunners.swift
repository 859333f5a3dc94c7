import BenchmarkKit
import ChildProcesses
import Foundation

/// The runners of past commits, for `history` and `bisect`: each commit checked out in one worktree
/// under the work directory (`.build-history/`), its package (at `packagePath` in the repository: the
/// package the command runs in) built there in release, and its runner product kept in
/// `runners/<commit>/`, so that a commit is built once.
///
/// One worktree and one scratch directory serve every commit, so moving from one commit to the next
/// rebuilds only what changed between them (a full build only for the first). Its counts are taken by
/// the commit's own runner (`<product> instructions`), each cell in its own callgrind child as always.
package final class CommitRunners {
  /// What a commit gives.
  package enum Outcome: Equatable {
    case runner(URL)
    case doesNotBuild(String)
    case predatesInstructions
  }

  package let git: Git
  package let work: URL
  package let swift: String
  /// The runner product built at each commit (`modelbench`, or a scaffolded package's `<name>-bench`).
  package let product: String
  /// The package's folder relative to the repository's top level ("" when the package is the
  /// repository).
  package let packagePath: String
  /// The fixtures folder every runner reads (`MODELBENCH_FIXTURES`), wherever its worktree is.
  package let fixtures: URL?
  /// Commits built by this instance (a cached runner is not counted).
  package private(set) var built: [String] = []
  /// The runner to use for one commit instead of building it (`--reuse-head`).
  package var reused: [String: URL] = [:]
  /// Each runner's `instructions --help`, asked once: nil when it has no such command.
  private var instructionsHelp: [URL: String?] = [:]

  package init(
    git: Git, work: URL, swift: String, product: String = "modelbench", packagePath: String = "",
    scratch: URL? = nil, fixtures: URL? = nil
  ) {
    self.scratch = scratch ?? work.appendingPathComponent("scratch")
    self.sharesScratch = scratch != nil
    self.git = git
    self.work = work
    self.swift = swift
    self.product = product
    self.packagePath = packagePath
    self.fixtures = fixtures
  }

  private var worktree: URL { work.appendingPathComponent("worktree") }
  /// The build folder every commit's build shares.
  private let scratch: URL
  /// Whether the build folder is another's (`--scratch-path`), which builds of other folders use too.
  private let sharesScratch: Bool
  /// The package in the worktree.
  private var package: URL { packagePath.isEmpty ? worktree : worktree.appendingPathComponent(packagePath) }
  private func directory(of commit: String) -> URL {
    work.appendingPathComponent("runners").appendingPathComponent(commit)
  }

  /// The commit's runner when it is reused or already built; nothing is built.
  package func cachedRunner(for commit: String) -> URL? {
    if let reused = reused[commit] { return reused }
    let executable = directory(of: commit).appendingPathComponent(product)
    return FileManager.default.isExecutableFile(atPath: executable.path) ? executable : nil
  }

  /// The commit's runner: reused, cached, or built now.
  package func runner(for commit: String) throws(HistoryError) -> Outcome {
    if cachedRunner(for: commit) == nil, let failure = try build(commit) { return .doesNotBuild(failure) }
    let executable = cachedRunner(for: commit)!
    return help(executable) == nil ? .predatesInstructions : .runner(executable)
  }

  /// A runner's `instructions --help` (nil when the runner predates the command), run once per runner.
  private func help(_ runner: URL) -> String? {
    if let known = instructionsHelp[runner] { return known }
    let result = ChildProcess(runner.path, ["instructions", "--help"], errors: .intoOutput).runForText()
    let help = result.status == 0 ? result.output : nil
    instructionsHelp[runner] = help
    return help
  }

  /// Checks the commit out in the worktree and builds its runner into `runners/<commit>/`.
  /// - Returns: The build's last lines when it failed, nil when it succeeded.
  private func build(_ commit: String) throws(HistoryError) -> String? {
    try checkOut(commit)
    try pinPathDependencies(worktreePackage: package)
    // SwiftPM reuses a build folder's plan when the package graph looks unchanged, even for a package at
    // another path: in a shared folder, the last build of the same manifest elsewhere would be taken for
    // this commit's. Without the plan it is made again; the modules stay, so only what changed compiles.
    if sharesScratch {
      for plan in ["release.yaml", "release/description.json"] {
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent(plan))
      }
    }
    FileHandle.standardError.write(
      Data("building \(product) at \(commit.prefix(7)) in \(package.path)\n".utf8))
    let started = ContinuousClock.now
    let result = ChildProcess(
      swift,
      [
        "build", "-c", "release", "--product", product, "--package-path", package.path,
        "--scratch-path", scratch.path,
      ], errors: .intoOutput
    ).runForText()
    let logs = work.appendingPathComponent("logs")
    try Self.files(logs) {
      try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
      try Data(result.output.utf8).write(to: logs.appendingPathComponent("\(commit).log"))
    }
    guard result.status == 0 else {
      return result.output.split(separator: "\n").suffix(12).joined(separator: "\n")
    }
    built.append(commit)
    let seconds = (ContinuousClock.now - started).components.seconds
    FileHandle.standardError.write(Data("built \(product) at \(commit.prefix(7)) in \(seconds) s\n".utf8))
    let products = scratch.appendingPathComponent("release")
    let target = directory(of: commit)
    try Self.files(target) {
      let files = FileManager.default
      try? files.removeItem(at: target)
      try files.createDirectory(at: target, withIntermediateDirectories: true)
      for name in try files.contentsOfDirectory(atPath: products.path)
      where name == product || name.hasSuffix(".resources") {
        try files.copyItem(at: products.appendingPathComponent(name), to: target.appendingPathComponent(name))
      }
      // The commit's own samples beside its runner: the worktree moves on to other commits.
      let samples = package.appendingPathComponent(Self.samplesFolder)
      if files.fileExists(atPath: samples.path) {
        try files.copyItem(at: samples, to: target.appendingPathComponent(Self.samplesFolder))
      }
    }
    return nil
  }

  /// The worktree at `commit`: created on first use, then moved from commit to commit. One that no
  /// longer belongs to this repository (restored from a CI cache into a new clone) is made again.
  private func checkOut(_ commit: String) throws(HistoryError) {
    let inWorktree = Git(directory: worktree)
    if FileManager.default.fileExists(atPath: worktree.appendingPathComponent(".git").path),
      (try? inWorktree.run(["rev-parse", "--git-dir"])) == nil
    {
      try Self.files(work) { try FileManager.default.removeItem(at: worktree) }
    }
    if FileManager.default.fileExists(atPath: worktree.appendingPathComponent(".git").path) {
      try inWorktree.run(["checkout", "--quiet", "--detach", "--force", commit])
      try inWorktree.run(["clean", "--quiet", "-fd"])
    } else {
      try Self.files(work) {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      }
      try git.run(["worktree", "prune"])
      try git.run(["worktree", "add", "--quiet", "--detach", "--force", worktree.path, commit])
    }
  }

  /// Counts the selected cells with a commit's runner (`instructions`, each cell under callgrind). Old
  /// runners that lack `--skip` get none, and the skipped cells are dropped here instead.
  package func count(
    with runner: URL, filter: [String], skip: [String], allWorkloads: Bool, iterations: Int
  ) throws(HistoryError) -> [String: Double] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modelbench-history-\(UUID())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var arguments = ["instructions", "--output", scratch.path, "--iterations", String(iterations)]
    arguments += filter.flatMap { ["--filter", $0] }
    if allWorkloads { arguments.append("--all-workloads") }
    if help(runner)?.contains("--skip") == true {
      arguments += skip.flatMap { ["--skip", $0] }
    }
    // The runner reads the fixtures this checkout reads, wherever its worktree is, and its commit's own
    // samples, kept beside it (a scaffolded runner reads `MODELBENCH_SAMPLES` before its source's folder).
    var environment: [String: String] = [:]
    if let fixtures { environment["MODELBENCH_FIXTURES"] = fixtures.path }
    let samples = runner.deletingLastPathComponent().appendingPathComponent(Self.samplesFolder)
    if FileManager.default.fileExists(atPath: samples.path) {
      environment["MODELBENCH_SAMPLES"] = samples.path
    }
    let result = ChildProcess(
      runner.path, arguments, environment: .adding(environment), errors: .inherited
    ).runForText()
    guard result.status == 0 else {
      throw HistoryError("instructions exited with status \(result.status)", at: runner.path)
    }
    let file = scratch.appendingPathComponent("instructions.json")
    let counts: InstructionCounts
    do {
      counts = try InstructionCounts.read(file)
    } catch {
      throw HistoryError("\(error)", at: file.path)
    }
    return counts.cells.filter { id, _ in Runner.selects(id, filter: [], skip: skip) }
  }

  /// The folder of a scaffolded package's samples, relative to the package.
  static let samplesFolder = "Samples"

  /// Runs file-system work, its error made a ``HistoryError`` at `location`.
  private static func files(_ location: URL, _ body: () throws -> Void) throws(HistoryError) {
    do {
      try body()
    } catch {
      throw HistoryError("\(error)", at: location.path)
    }
  }
}
