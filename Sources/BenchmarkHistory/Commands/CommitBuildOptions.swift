import ArgumentParser
import BenchmarkCommands
import ChildProcesses
import Foundation

/// The options `history` and `bisect` share: the package whose commits are built, its runner product,
/// where the builds are kept, and the Swift that builds them.
package struct CommitBuildOptions: ParsableArguments {
  @Option(help: "The package whose commits are measured (default: the one in the current folder or above).")
  package var packagePath = "."

  @Option(
    help: """
      The runner product built at each commit (default: read from the package: this executable's \
      product, else its only executable product).
      """)
  package var product: String?

  @Option(help: "Where the worktree, the builds and the runners are kept (history and bisect share it).")
  package var work = ".build-history"

  @Option(
    help: """
      The build folder of every commit's build (default: scratch/ in --work). A package's own .build \
      reuses the modules its dependencies already have there.
      """)
  package var scratchPath: String?

  @Option(help: "The Swift driver that builds each commit.")
  package var swift = "swift"

  package init() {}

  /// The runners of the package's commits, in its git repository (whichever folder of it the package
  /// is), reading the fixtures in `fixtures`.
  package func runners(fixtures: URL?) throws(HistoryError) -> CommitRunners {
    let package = try Self.packageRoot(at: URL(fileURLWithPath: packagePath))
    let inPackage = Git(directory: package)
    let top = try inPackage.run(["rev-parse", "--show-toplevel"])
    // The package's folder inside the repository ("" at its top), as the worktree will have it.
    let prefix = try inPackage.run(["rev-parse", "--show-prefix"])
    let runner: String
    if let product {
      runner = product
    } else {
      runner = try Self.runnerProduct(of: package, swift: swift)
    }
    return CommitRunners(
      git: Git(directory: URL(fileURLWithPath: top)), work: URL(fileURLWithPath: work), swift: swift,
      product: runner, packagePath: prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix,
      scratch: scratchPath.map { URL(fileURLWithPath: $0) }, fixtures: fixtures)
  }

  /// The nearest folder at or above `folder` that holds a `Package.swift`.
  static func packageRoot(at folder: URL) throws(HistoryError) -> URL {
    var candidate = folder.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path {
        throw HistoryError("no Package.swift in this folder or above it", at: folder.path)
      }
      candidate = parent
    }
  }

  /// The package's runner product, read from its manifest (`swift package describe`): the executable
  /// product named as this process's executable, else the package's only executable product.
  static func runnerProduct(of package: URL, swift: String) throws(HistoryError) -> String {
    let described = ChildProcess(
      swift, ["package", "--package-path", package.path, "describe", "--type", "json"], errors: .inherited
    ).runForText()
    let location = "swift package describe --package-path \(package.path)"
    guard described.status == 0 else {
      throw HistoryError("the package's manifest could not be read (exit \(described.status))", at: location)
    }
    let executables = executableProducts(inDescription: Data(described.output.utf8))
    let own = CommandExit.executableName
    if executables.contains(own) { return own }
    guard executables.count == 1, let only = executables.first else {
      let found = executables.isEmpty ? "none" : executables.sorted().joined(separator: ", ")
      throw HistoryError(
        "the package has no single runner product (executable products: \(found)); name one with --product",
        at: location)
    }
    return only
  }

  /// The names of the executable products in `swift package describe --type json`'s output.
  static func executableProducts(inDescription data: Data) -> [String] {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let products = root["products"] as? [[String: Any]]
    else { return [] }
    return products.compactMap { product in
      guard let kind = product["type"] as? [String: Any], kind.keys.contains("executable") else { return nil }
      return product["name"] as? String
    }
  }
}
