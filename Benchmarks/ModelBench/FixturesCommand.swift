import ArgumentParser
import BenchmarkCommands
import Foundation
import ModelScaffold

/// `modelbench fixtures`: writes the generated models (ModelScaffold's `SyntheticModel`) from their
/// checked-in description; `--check` only says which committed files differ.
struct FixturesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fixtures",
    abstract: "Write the synthetic models and their baselines and conformances from their description.",
    discussion:
      "The description is \(SyntheticModel.descriptionPath); every file written says so in its header.")

  @Option(help: "The package's root folder.")
  var root = "."

  @Flag(help: "Write nothing: exit 1 when a committed file differs from what the description makes.")
  var check = false

  func run() throws {
    let root = URL(fileURLWithPath: root)
    if check {
      let stale = try SyntheticModel.stale(in: root)
      for path in stale { print("modelbench fixtures: \(path) differs from what the description makes") }
      if !stale.isEmpty { throw CommandExit.failed.exit }
      return
    }
    for file in try SyntheticModel.files(in: root) {
      let url = root.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url, options: .atomic)
      print("modelbench fixtures: wrote \(file.path)")
    }
  }
}
