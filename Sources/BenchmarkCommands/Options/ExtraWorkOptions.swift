import ArgumentParser
import BenchmarkKit

/// `--extra-work text=fraction` (hidden): cells whose id contains the text do that much more work, so a
/// regression check can be shown to catch a known slowdown (see `ExtraWork`).
public struct ExtraWorkOptions: ParsableArguments {
  @Option(help: .hidden)
  public var extraWork: [String] = []

  public init() {}

  public func validate() throws { _ = try parsed() }

  /// The fractions by cell-id text.
  public func parsed() throws -> ExtraWork { try ExtraWork.parse(extraWork) }
}
