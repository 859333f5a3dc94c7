import ArgumentParser
import BenchmarkKit

/// The cells a command leaves out unless told otherwise.
public protocol CellSelectionDefaults {
  /// Texts whose cells are skipped when `--skip` is not given.
  static var skip: [String] { get }
}

/// Skips nothing unless told.
public enum SkipNothing: CellSelectionDefaults {
  public static let skip: [String] = []
}

/// `--filter` and `--skip`: the cells a command measures, by their id (`workload/operation/implementation`).
public struct CellSelectionOptions<Defaults: CellSelectionDefaults>: ParsableArguments {
  @Option(help: "Only cells whose id (workload/operation/implementation) contains this text (repeatable).")
  public var filter: [String] = []

  @Option(help: "Leave out cells whose id contains this text (repeatable).")
  public var skip: [String] = Defaults.skip

  public init() {}

  /// Whether the cell `id` is selected: it matches a filter (or there is none) and no skip.
  public func selects(_ id: String) -> Bool { Runner.selects(id, filter: filter, skip: skip) }
}

/// The selection of a command that skips nothing unless told.
public typealias CellSelection = CellSelectionOptions<SkipNothing>
