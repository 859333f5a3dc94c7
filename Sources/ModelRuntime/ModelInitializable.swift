/// A type that can be made empty and then filled: the `[[cls alloc] init]` every design starts from.
///
/// Each design's model protocol (`YYModel`, `MJKeyValue`, `XYYJsonModel`) refines this one, so a design
/// can instantiate a model of a type it only knows as a metatype. `SendableMetatype`: each design caches
/// what it learns of a type, hooks included, once for every thread, as the originals' class caches are,
/// so a conformance cannot be isolated to one actor.
public protocol ModelInitializable: SendableMetatype {
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
