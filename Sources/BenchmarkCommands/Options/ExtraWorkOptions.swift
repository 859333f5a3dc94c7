import ArgumentParser
import BenchmarkKit

/// `--extra-work text=fraction` (hidden): cells whose id contains the text do that much more work, so a
/// regression check can be shown to catch a known slowdown (see `ExtraWork`).
package struct ExtraWorkOptions: ParsableArguments {
  @Option(help: .hidden)
  package var extraWork: [String] = []

  package init() {}

  package func validate() throws { _ = try parsed() }

  /// The fractions by cell-id text.
  package func parsed() throws -> ExtraWork { try ExtraWork.parse(extraWork) }
}
