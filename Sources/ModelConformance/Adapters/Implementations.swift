/// Every implementation this package compares, designs first, then baselines.
public enum Implementations {
  public static let all: [any MappingImplementation] = [
    YYStyleImplementation(),
    MJStyleImplementation(),
    XYYStyleImplementation(),
    HandWrittenImplementation(),
    CodableImplementation(),
  ]

  /// What the benchmark measures: every implementation, plus XYYStyle's field path beside its setters.
  public static let benchmarked: [any MappingImplementation] =
    all.prefix(3) + [XYYStyleImplementation(fieldPath: true)] + all.dropFirst(3)

  /// The implementation with `id`, if any.
  public static func named(_ id: String) -> (any MappingImplementation)? {
    benchmarked.first { $0.id == id }
  }
}
