import ChildProcesses
import Foundation

extension Scaffold {
  /// How a scaffolded package reaches ModelBench.
  public enum Dependency: Sendable, Equatable {
    /// A git repository at one commit: what a CI machine can fetch.
    case git(url: String, revision: String)
    /// A folder on this machine (relative to the package, or absolute): local work only.
    case path(String)

    /// The manifest's `.package(…)` line; `nested` for the package one folder below the root.
    func manifestLine(nested: Bool) -> String {
      switch self {
      case .git(let url, let revision):
        return ".package(url: \(Naming.literal(url)), revision: \(Naming.literal(revision)))"
      case .path(let path):
        let relative = nested && !path.hasPrefix("/") ? "../" + path : path
        return ".package(name: \"ModelBench\", path: \(Naming.literal(relative)))"
      }
    }

    /// Why CI cannot build a package with this dependency; nil when it can.
    public var unbuildable: String? {
      guard case .path(let path) = self else { return nil }
      return "This package reaches ModelBench by a path (\(path)), which a CI machine does not have: "
        + "scaffold again with --dependency URL --revision COMMIT, or edit Package.swift and "
        + "PackageBenchmark/Package.swift as README.md says."
    }

    /// The git dependency with its revision resolved to the commit it names, checked by fetching that
    /// commit into an empty repository; a path is returned as it is.
    /// - Throws: ``ScaffoldError/dependency(_:reason:)`` when the URL is not a git repository or the
    ///   revision is not in it.
    public func resolved() throws(ScaffoldError) -> Dependency {
      guard case .git(let url, let revision) = self else { return self }
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "modelbench-dependency-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: scratch) }
      let where_ = "\(url) at \(revision)"
      guard Self.runGit(["init", "-q", "--bare", scratch.path]).status == 0 else {
        throw .dependency(where_, reason: "git could not make a scratch repository")
      }
      let heads = Self.runGit(["ls-remote", "--", url])
      guard heads.status == 0 else {
        throw .dependency(where_, reason: "it is not a git repository that git can read (\(heads.errors))")
      }
      let fetched = Self.runGit(["-C", scratch.path, "fetch", "-q", "--depth=1", "--", url, revision])
      guard fetched.status == 0 else {
        throw .dependency(where_, reason: "the repository has no revision '\(revision)' (\(fetched.errors))")
      }
      let commit = Self.runGit(["-C", scratch.path, "rev-parse", "FETCH_HEAD^{commit}"])
      guard commit.status == 0, commit.output.count == 40 else {
        throw .dependency(where_, reason: "'\(revision)' does not name a commit")
      }
      return .git(url: url, revision: commit.output)
    }

    /// Whether `text` names a git URL (`scheme://…`, `git@host:…`) rather than a path.
    public static func isURL(_ text: String) -> Bool { text.contains("://") || text.hasPrefix("git@") }

    /// The checkout at `root` as a git dependency: its `origin` at `revision`, by default its HEAD
    /// commit; nil when it has no `origin`.
    public static func origin(of root: URL, revision: String?) -> Dependency? {
      let origin = runGit(["-C", root.path, "remote", "get-url", "origin"])
      guard origin.status == 0, !origin.output.isEmpty else { return nil }
      let head = runGit(["-C", root.path, "rev-parse", "HEAD"])
      return .git(url: origin.output, revision: revision ?? head.output)
    }

    /// Runs git; its exit status, its first line of output and its last line of errors.
    static func runGit(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
      let git = ChildProcess("git", arguments, environment: .adding(["GIT_TERMINAL_PROMPT": "0"]))
      guard let ending = try? git.run() else { return (127, "", "git could not be started") }
      func line(_ text: String, last: Bool) -> String {
        let lines = text.split(separator: "\n")
        return String((last ? lines.last : lines.first) ?? "").trimmingCharacters(in: .whitespaces)
      }
      return (ending.status, line(ending.outputText, last: false), line(ending.errorsText, last: true))
    }
  }
}
