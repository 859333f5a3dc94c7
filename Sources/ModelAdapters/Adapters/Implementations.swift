import MappingSeam

/// Every implementation this package compares, designs first, then baselines, and what the harness needs
/// to know of them: their expectation tables, and which of them the benchmark's ratios divide by.
public enum Implementations {
  public static let all: [any MappingImplementation] = [
    YYStyleImplementation(),
    YYStyleImplementation(direct: true),
    MJStyleImplementation(),
    XYYStyleImplementation(),
    HandWrittenImplementation(),
    CodableImplementation(),
  ]

  /// What the benchmark measures: every implementation, plus XYYStyle's field path beside its setters.
  public static let benchmarked: [any MappingImplementation] =
    all.prefix(4) + [XYYStyleImplementation(fieldPath: true)] + all.dropFirst(4)

  /// The implementation with `id`, if any.
  public static func named(_ id: String) -> (any MappingImplementation)? {
    benchmarked.first { $0.id == id }
  }

  /// The conformance catalogue's expected outcomes of every implementation in ``all`` (implementation id
  /// → case id → token).
  public static let expectedOutcomes: [String: [String: String]] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.id, ExpectationTables.table(for: $0)) })

  /// The benchmark's first ratio column divides by this one: hand-written code.
  public static let reference = HandWrittenImplementation().id
  /// The benchmark's second ratio column divides by this one: YYStyle, the design the others are compared
  /// with (the originals' published figures do the same with YYModel).
  public static let pivot = YYStyleImplementation().id

  /// The library each implementation stands for in the originals' published figures.
  public static let publishedNames: [String: String] = [
    YYStyleImplementation().id: "YYModel",
    MJStyleImplementation().id: "MJExtension",
    HandWrittenImplementation().id: "Manually",
  ]
}
