import ArgumentParser
import BenchmarkCommands
import Foundation
import ModelAdapters
import ModelScaffold

/// `modelbench fixtures`: writes the generated models (ModelScaffold's `SyntheticModel`) from their
/// checked-in description, the kinds workload's models (`KindsFixture`) from its sample, XYYStyle's
/// declared setters from the fixture models' fields (`SetterTable`), the CI workflow that tracks
/// `modelbench` by instructions (`Workflow`), and `PackageBenchmark/`'s cells from the scaffold's template
/// (`ModelBenchCells`); `--check` only says which committed files differ.
struct FixturesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fixtures",
    abstract: "Write the generated models, baselines, conformances and XYYStyle setter tables.",
    discussion: """
      The synthetic models come from \(SyntheticModel.descriptionPath), the kinds workload's models \
      from its sample \(KindsFixture.descriptionPath); the setter tables from the fixture models' \
      stored fields. Every file written names its source in its header.
      """)

  @Option(help: "The package's root folder.")
  var root = "."

  @Flag(help: "Write nothing: exit 1 when a committed file differs from what the description makes.")
  var check = false

  func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let root = URL(fileURLWithPath: root)
      let files =
        try SyntheticModel.files(in: root) + KindsFixture.files(in: root) + [setterTables()]
        + [(Workflow.path, Workflow.modelBench.yaml()), try SystemRequirements.file(in: root)]
        + [ModelBenchCells.file()]
      if check {
        let stale = GeneratedFiles.stale(files, in: root)
        for path in stale { print("modelbench fixtures: \(path) differs from what the description makes") }
        if !stale.isEmpty { throw CommandExit.failed.exit }
        return
      }
      for file in files {
        let url = root.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url, options: .atomic)
        print("modelbench fixtures: wrote \(file.path)")
      }
    }
  }

  /// XYYStyle's declared setters of the fixture models, read from their fields.
  private func setterTables() throws -> (path: String, text: String) {
    (
      XYYStyleImplementation.declaredSettersPath,
      try SetterTable.file(
        reflecting: XYYStyleImplementation.modelsWithDeclaredSetters,
        source: XYYStyleImplementation.declaredSettersSource)
    )
  }
}
