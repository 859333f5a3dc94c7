import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Foundation
import ModelFixtures

/// The runners of past commits, for `history` and `bisect`: each commit checked out in one worktree
/// under the work directory (`.build-history/`), built there in release, and its runner kept in
/// `runners/<commit>/`, so that a commit is built once.
///
/// One worktree and one scratch directory serve every commit, so moving from one commit to the next
/// rebuilds only what changed between them (a full build only for the first). Its counts are taken by
/// the commit's own runner (`modelbench instructions`), each cell in its own callgrind child as always.
final class CommitRunners {
  /// What a commit gives.
  enum Outcome {
    case runner(URL)
    case doesNotBuild(String)
    case predatesInstructions
  }

  let git: Git
  let work: URL
  let swift: String
  /// Commits built by this instance (a cached runner is not counted).
  private(set) var built: [String] = []
  /// The runner to use for one commit instead of building it (`--reuse-head`).
  var reused: [String: URL] = [:]
  /// Each runner's `instructions --help`, asked once: nil when it has no such command.
  private var instructionsHelp: [URL: String?] = [:]

  init(git: Git, work: URL, swift: String) {
    self.git = git
    self.work = work
    self.swift = swift
  }

  private var worktree: URL { work.appendingPathComponent("worktree") }
  private var scratch: URL { work.appendingPathComponent("scratch") }
  private func directory(of commit: String) -> URL {
    work.appendingPathComponent("runners").appendingPathComponent(commit)
  }

  /// The commit's runner when it is reused or already built; nothing is built.
  func cachedRunner(for commit: String) -> URL? {
    if let reused = reused[commit] { return reused }
    let executable = directory(of: commit).appendingPathComponent("modelbench")
    return FileManager.default.isExecutableFile(atPath: executable.path) ? executable : nil
  }

  /// The commit's runner: reused, cached, or built now.
  func runner(for commit: String) throws -> Outcome {
    if cachedRunner(for: commit) == nil, let failure = try build(commit) { return .doesNotBuild(failure) }
    let executable = cachedRunner(for: commit)!
    return help(executable) == nil ? .predatesInstructions : .runner(executable)
  }

  /// A runner's `instructions --help` (nil when the runner predates the command), run once per runner.
  private func help(_ runner: URL) -> String? {
    if let known = instructionsHelp[runner] { return known }
    let result = Subprocess.run(runner.path, ["instructions", "--help"])
    let help = result.status == 0 ? result.output : nil
    instructionsHelp[runner] = help
    return help
  }

  /// Checks the commit out in the worktree and builds its runner into `runners/<commit>/`.
  /// - Returns: The build's last lines when it failed, nil when it succeeded.
  private func build(_ commit: String) throws -> String? {
    try checkOut(commit)
    FileHandle.standardError.write(
      Data("modelbench: building \(commit.prefix(7)) in \(worktree.path)\n".utf8))
    let started = ContinuousClock.now
    let result = Subprocess.run(
      swift,
      [
        "build", "-c", "release", "--product", "modelbench", "--package-path", worktree.path,
        "--scratch-path", scratch.path,
      ])
    let logs = work.appendingPathComponent("logs")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    try Data(result.output.utf8).write(to: logs.appendingPathComponent("\(commit).log"))
    guard result.status == 0 else {
      return result.output.split(separator: "\n").suffix(12).joined(separator: "\n")
    }
    built.append(commit)
    let seconds = (ContinuousClock.now - started).components.seconds
    FileHandle.standardError.write(Data("modelbench: built \(commit.prefix(7)) in \(seconds) s\n".utf8))
    let products = scratch.appendingPathComponent("release")
    let target = directory(of: commit)
    let files = FileManager.default
    try? files.removeItem(at: target)
    try files.createDirectory(at: target, withIntermediateDirectories: true)
    for name in try files.contentsOfDirectory(atPath: products.path)
    where name == "modelbench" || name.hasSuffix(".resources") {
      try files.copyItem(at: products.appendingPathComponent(name), to: target.appendingPathComponent(name))
    }
    return nil
  }

  /// The worktree at `commit`: created on first use, then moved from commit to commit.
  private func checkOut(_ commit: String) throws {
    if FileManager.default.fileExists(atPath: worktree.appendingPathComponent(".git").path) {
      try Git(directory: worktree).run(["checkout", "--quiet", "--detach", "--force", commit])
      try Git(directory: worktree).run(["clean", "--quiet", "-fd"])
    } else {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      try git.run(["worktree", "prune"])
      try git.run(["worktree", "add", "--quiet", "--detach", "--force", worktree.path, commit])
    }
  }

  /// Counts the selected cells with a commit's runner (`instructions`, each cell under callgrind). Old
  /// runners that lack `--skip` get none, and the skipped cells are dropped here instead.
  func count(
    with runner: URL, filter: [String], skip: [String], allWorkloads: Bool, iterations: Int
  ) throws -> [String: Double] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modelbench-history-\(UUID())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var arguments = ["instructions", "--output", scratch.path, "--iterations", String(iterations)]
    arguments += filter.flatMap { ["--filter", $0] }
    if allWorkloads { arguments.append("--all-workloads") }
    if help(runner)?.contains("--skip") == true {
      arguments += skip.flatMap { ["--skip", $0] }
    }
    // The runner reads the fixtures this checkout reads, wherever its worktree is.
    setenv("MODELBENCH_FIXTURES", Fixture.directory.path, 1)
    let result = Subprocess.run(runner.path, arguments, echoErrors: true)
    guard result.status == 0 else {
      throw ValidationError("\(runner.path) instructions exited with status \(result.status)")
    }
    let counts = try InstructionCounts.read(scratch.appendingPathComponent("instructions.json"))
    return counts.cells.filter { id, _ in !skip.contains { id.contains($0) } }
  }
}

/// The options `history` and `bisect` share: the repository, where its commits are built, and the Swift
/// that builds them.
struct CommitBuildOptions: ParsableArguments {
  @Option(help: "The git repository (a checkout of this package).")
  var repository = "."

  @Option(help: "Where the worktree, the builds and the runners are kept (history and bisect share it).")
  var work = ".build-history"

  @Option(help: "The Swift driver that builds each commit.")
  var swift = "swift"

  /// The runners of the repository's commits (its top level, whichever folder of it was named).
  func runners() throws -> CommitRunners {
    let top = try Git(directory: URL(fileURLWithPath: repository)).run(["rev-parse", "--show-toplevel"])
    return CommitRunners(
      git: Git(directory: URL(fileURLWithPath: top)), work: URL(fileURLWithPath: work), swift: swift)
  }
}

/// Git in one directory.
struct Git {
  let directory: URL

  /// The output of `git -C directory arguments…`, trimmed.
  /// - Throws: When git exits with an error, with its message.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let result = Subprocess.run("git", ["-C", directory.path] + arguments)
    guard result.status == 0 else {
      throw ValidationError(
        "git \(arguments.joined(separator: " ")): \(result.output.trimmingCharacters(in: .whitespacesAndNewlines))"
      )
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The full hash of a revision.
  func commit(_ revision: String) throws -> String {
    try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
  }

  /// The first-parent commits after `start` up to `end`, oldest first.
  func firstParent(after start: String, upTo end: String) throws -> [String] {
    try run(["rev-list", "--first-parent", "--reverse", "\(start)..\(end)"]).split(separator: "\n").map(
      String.init)
  }

  /// The committer date (ISO 8601) and subject of a commit.
  func describe(_ commit: String) throws -> (date: String, subject: String) {
    let line = try run(["log", "-1", "--format=%cI%x09%s", commit])
    let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
    return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
  }

  /// Whether tracked files differ from HEAD.
  func isDirty() throws -> Bool {
    try !run(["status", "--porcelain", "--untracked-files=no"]).isEmpty
  }
}

/// A child process run to its end, its standard output and error captured together.
enum Subprocess {
  /// Runs `executable` (a path, or a name looked up on PATH) and waits.
  /// - Parameter echoErrors: Leave the child's standard error on ours (progress) instead of capturing it.
  static func run(_ executable: String, _ arguments: [String], echoErrors: Bool = false) -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    if !echoErrors { process.standardError = pipe }
    do {
      try process.run()
    } catch {
      return (127, "cannot start \(executable): \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
