import ArgumentParser
import BenchmarkKit

/// The cells a command leaves out unless told otherwise.
package protocol CellSelectionDefaults {
  /// Texts whose cells are skipped when `--skip` is not given.
  static var skip: [String] { get }
}

/// Skips nothing unless told.
package enum SkipNothing: CellSelectionDefaults {
  package static let skip: [String] = []
}

/// `--filter` and `--skip`: the cells a command measures, by their id (`workload/operation/implementation`).
package struct CellSelectionOptions<Defaults: CellSelectionDefaults>: ParsableArguments {
  @Option(help: "Only cells whose id (workload/operation/implementation) contains this text (repeatable).")
  package var filter: [String] = []

  @Option(help: "Leave out cells whose id contains this text (repeatable).")
  package var skip: [String] = Defaults.skip

  package init() {}

  /// Whether the cell `id` is selected: it matches a filter (or there is none) and no skip.
  package func selects(_ id: String) -> Bool { Runner.selects(id, filter: filter, skip: skip) }
}

/// The selection of a command that skips nothing unless told.
package typealias CellSelection = CellSelectionOptions<SkipNothing>
