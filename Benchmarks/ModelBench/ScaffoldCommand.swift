import ArgumentParser
import BenchmarkCommands
import ChildProcesses
import Foundation
import ModelScaffold

/// `modelbench scaffold`: sample documents of an API → a package of models for every design and
/// baseline, with the benchmark and the behaviour check on them.
struct ScaffoldCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scaffold",
    abstract: "Infer models from sample JSON documents and write a package that benchmarks them.",
    discussion: """
      Writes OUTPUT/Package.swift, the models and each design's configuration in Sources/<Name>Models, a \
      hand-written and a Codable baseline, Samples/ (a copy of the samples) and Sources/<name>-bench, \
      whose `run` writes the report and `check` lists how each implementation round-trips the samples. \
      Then `swift run -c release <name>-bench` in OUTPUT.
      """)

  @Argument(help: "Sample documents of the API (JSON files: one workload each).")
  var samples: [String] = []

  @Option(
    help: "The package's name (the root model takes it); made UpperCamelCase if it is not: my-api → MyAPI.")
  var name: String

  @Option(help: "Where the package is written (refused if it exists, unless --force).")
  var output: String

  @Flag(help: "Replace the output folder if it exists.")
  var force = false

  @Option(
    help: """
      How the package reaches ModelBench: a git URL (CI can fetch it) or a path (local work only). \
      Default: this checkout's `origin` at its HEAD commit, else this checkout by a path.
      """)
  var dependency: String?

  @Option(help: "The commit, tag or branch of a git --dependency, written as its commit (default: HEAD).")
  var revision: String?

  @Flag(help: "Leave the generated sources as written (by default swift-format formats them).")
  var noFormat = false

  func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let output = URL(fileURLWithPath: self.output).standardizedFileURL
      let options = Scaffold.Options(
        name: name, samples: samples.map { URL(fileURLWithPath: $0) }, output: output, force: force,
        dependency: dependency(relativeTo: output), formatter: noFormat ? nil : Self.format)
      let summary = try Scaffold.run(options)
      let executable = summary.executable
      if summary.name != name { print("the package is named \(summary.name) (from '\(name)')") }
      if !noFormat, !summary.unformatted.isEmpty {
        print(
          "left as generated, not run through swift-format (over \(Scaffold.formattedLineLimit) lines): "
            + summary.unformatted.joined(separator: ", "))
      }
      print(
        "wrote \(output.path): \(summary.schema.models.count) models from \(summary.schema.roots.count) samples"
      )
      for model in summary.schema.models {
        print("  \(model.name) (\(model.properties.count) properties) at \(model.path)")
      }
      switch summary.dependency {
      case .git(let url, let revision): print("ModelBench from \(url) at \(revision)")
      case .path: print("warning: \(summary.dependency.unbuildable ?? "")")
      }
      print("next: cd \(self.output) && swift run -c release \(executable)")
    }
  }

  /// The dependency the options name: a URL (`scheme://`, `git@`) or a path; by default this checkout's
  /// `origin` at HEAD, or this checkout by a path when it has no `origin`.
  func dependency(relativeTo output: URL) -> Scaffold.Dependency {
    if let dependency {
      return Scaffold.Dependency.isURL(dependency)
        ? .git(url: dependency, revision: revision ?? "HEAD") : .path(dependency)
    }
    return Scaffold.Dependency.origin(of: Self.checkoutRoot(), revision: revision)
      ?? .path(Self.checkoutPath(relativeTo: output))
  }

  func validate() throws {
    if revision != nil, let dependency, !Scaffold.Dependency.isURL(dependency) {
      throw ValidationError("--revision goes with a git URL, not with the path \(dependency)")
    }
  }

  /// This checkout (the folder above `.build`), as a path relative to `output` where one exists.
  static func checkoutPath(relativeTo output: URL) -> String {
    let root = checkoutRoot()
    let from = output.pathComponents
    let to = root.standardizedFileURL.pathComponents
    var common = 0
    while common < min(from.count, to.count) && from[common] == to[common] { common += 1 }
    guard common > 1 else { return root.path }
    return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
  }

  /// This checkout: the folder above `.build` that holds the runner.
  static func checkoutRoot() -> URL {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
      .resolvingSymlinksInPath()
    var root = executable.deletingLastPathComponent()
    while root.path != "/"
      && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      root = root.deletingLastPathComponent()
    }
    return root
  }

  /// Formats one generated file in place with the toolchain's swift-format (`swift format`), if there is
  /// one; it finds the package's `.swift-format` above the file.
  @Sendable static func format(_ file: URL) {
    _ = try? ChildProcess(
      "swift", ["format", "--in-place", file.path], output: .inherited, errors: .discarded
    ).run()
  }
}
