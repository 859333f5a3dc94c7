/// Every implementation this package compares, designs first, then baselines.
public enum Implementations {
  public static let all: [any MappingImplementation] = [
    YYStyleImplementation(),
    MJStyleImplementation(),
    XYYStyleImplementation(),
    HandWrittenImplementation(),
    CodableImplementation(),
  ]

  /// The implementation with `id`, if any.
  public static func named(_ id: String) -> (any MappingImplementation)? {
    all.first { $0.id == id }
  }
}
