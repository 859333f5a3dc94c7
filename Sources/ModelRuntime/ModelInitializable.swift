/// A type that can be made empty and then filled: the `[[cls alloc] init]` every design starts from.
///
/// Each design's model protocol (`YYModel`, `MJKeyValue`, `XYYJsonModel`) refines this one, so a design
/// can instantiate a model of a type it only knows as a metatype.
public protocol ModelInitializable {
  init()
}

extension ModelInitializable {
  /// A new empty instance of the dynamic type `type`, or `nil` when it is not a `ModelInitializable`.
  ///
  /// - Parameter type: The model type, as found in a type encoding or a configuration table.
  /// - Returns: `type.init()` as `Any`.
  public static func instantiate(_ type: Any.Type) -> (any ModelInitializable)? {
    (type as? any ModelInitializable.Type)?.init()
  }
}
