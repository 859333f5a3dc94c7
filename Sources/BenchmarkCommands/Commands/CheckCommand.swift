import ArgumentParser
import BenchmarkKit
import Foundation

/// `check`: the behaviour check of the suite's samples, on its own.
package struct CheckCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Decode every sample with every implementation, encode it back, and list the differences.",
    discussion: """
      Prints the findings (implementation × kind of difference, one sentence per design, an example of \
      each kind), then every unexplained difference: as text to a terminal, as Markdown to a pipe or a \
      file. Exits 0 when every difference is of a kind a design \
      documents, 1 when any is not or an implementation fails, 4 when a file cannot be written.
      """)

  @Option(help: "Also write the section as Markdown to this file.")
  var markdown: String?

  @Option(
    help: "Write every difference, one per line, to this CSV file (default: behaviour.csv beside --markdown)."
  )
  var csv: String?

  @Option(name: .customLong("sample"), help: "Check only the sample of this name (repeatable).")
  var onlySamples: [String] = []

  package init() {}

  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      var suite = BenchmarkSuite.current
      if !onlySamples.isEmpty {
        let unknown = onlySamples.filter { name in !suite.samples.contains { $0.name == name } }
        guard unknown.isEmpty else {
          throw ValidationError(
            "no sample named \(unknown.joined(separator: ", ")); the samples are "
              + suite.samples.map(\.name).joined(separator: ", "))
        }
        suite.samples = suite.samples.filter { onlySamples.contains($0.name) }
      }
      let behaviours = suite.checkSamples()
      let csvPath =
        csv
        ?? markdown.map {
          URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("behaviour.csv").path
        }
      let text = SampleBehaviour.markdown(
        behaviours, table: csvPath.map { URL(fileURLWithPath: $0).lastPathComponent })
      print(MarkdownText.forStandardOutput(text))
      if let markdown {
        try Data(text.utf8).write(to: URL(fileURLWithPath: markdown))
      }
      if let csvPath {
        try Data(SampleBehaviour.csv(behaviours).utf8).write(to: URL(fileURLWithPath: csvPath))
      }
      let unexplained = behaviours.map(\.unexplained).reduce(0, +)
      if unexplained > 0 { throw CommandExit.failed.exit }
    }
  }
}
