import ArgumentParser
import Foundation

/// The threshold a comparing command judges by, with its default.
package protocol SignificanceDefaults {
  /// The relative change that counts unless `--threshold` says otherwise.
  static var threshold: Double { get }
}

/// `--threshold` and `--markdown`: what change counts, and where the verdict's Markdown is also appended.
package struct SignificanceOptions<Defaults: SignificanceDefaults>: ParsableArguments {
  @Option(help: "The relative change that counts as a regression or an improvement.")
  package var threshold: Double = Defaults.threshold

  @Option(help: "Also append the Markdown to this file (a CI step summary such as $GITHUB_STEP_SUMMARY).")
  package var markdown: String?

  package init() {}

  package func validate() throws {
    guard threshold > 0 else { throw ValidationError("--threshold must be positive") }
  }

  /// Appends `text` to the `--markdown` file when one was given, so several commands can share one
  /// summary.
  package func appendMarkdown(_ text: String) throws {
    guard let markdown else { return }
    let url = URL(fileURLWithPath: markdown)
    if let handle = try? FileHandle(forWritingTo: url) {
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
    } else {
      try Data(text.utf8).write(to: url)
    }
  }
}
