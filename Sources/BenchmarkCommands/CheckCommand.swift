import ArgumentParser
import Foundation

/// `check`: the behaviour check of the suite's samples, on its own.
public struct CheckCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Decode every sample with every implementation, encode it back, and list the differences.",
    discussion: """
      Exits 0 when every difference is of a known kind (explained), 1 when any is not or an \
      implementation fails.
      """)

  @Option(help: "Also write the section as Markdown to this file.")
  var markdown: String?

  public init() {}

  public func run() throws {
    let suite = BenchmarkSuite.current
    let behaviours = suite.samples.map { $0.check(suite.implementations) }
    let text = SampleBehaviour.markdown(behaviours)
    print(text)
    if let markdown {
      try Data(text.utf8).write(to: URL(fileURLWithPath: markdown))
    }
    let unexplained = behaviours.map(\.unexplained).reduce(0, +)
    if unexplained > 0 { throw ExitCode(1) }
  }
}
