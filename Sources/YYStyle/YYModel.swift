import ModelRuntime

/// A type that YYStyle converts to and from JSON: the `YYModel` protocol of the original.
///
/// Every hook is optional: the defaults below do nothing. Structs and classes may conform; a class whose
/// subclasses override a static hook must implement it as a `class func` in the conforming class.
public protocol YYModel: ModelInitializable {
  /// Property name → JSON key, key path or alternatives.
  static func modelCustomPropertyMapper() -> [String: YYKeyMapping]
  /// Property name → element type of a container property (Array, Set, Dictionary values).
  ///
  /// Only needed when the Swift element type is not itself a `YYModel` (a `[Any]` of models, say).
  static func modelContainerPropertyGenericClass() -> [String: Any.Type]
  /// The type to instantiate for `dictionary`, or `nil` for the receiver itself.
  ///
  /// Honoured at the top level, for a nil nested field and for container elements. For a class, a
  /// returned type that is not a subclass of the expected type is ignored.
  static func modelCustomClass(for dictionary: [String: Any]) -> (any YYModel.Type)?
  /// Properties never converted. Applied before the whitelist.
  static func modelPropertyBlacklist() -> [String]?
  /// The only properties converted, when not `nil`.
  static func modelPropertyWhitelist() -> [String]?
  /// Replaces the dictionary before conversion; `nil` rejects it.
  mutating func modelCustomWillTransform(from dictionary: [String: Any]) -> [String: Any]?
  /// Runs after conversion; `false` makes a top-level conversion fail (ignored inside containers).
  mutating func modelCustomTransform(from dictionary: [String: Any]) -> Bool
  /// Runs after model→dictionary; `false` means no JSON.
  func modelCustomTransform(to dictionary: inout [String: Any]) -> Bool
}

extension YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] { [:] }
  public static func modelContainerPropertyGenericClass() -> [String: Any.Type] { [:] }
  public static func modelCustomClass(for dictionary: [String: Any]) -> (any YYModel.Type)? { nil }
  public static func modelPropertyBlacklist() -> [String]? { nil }
  public static func modelPropertyWhitelist() -> [String]? { nil }
  public mutating func modelCustomWillTransform(from dictionary: [String: Any]) -> [String: Any]? {
    dictionary
  }
  public mutating func modelCustomTransform(from dictionary: [String: Any]) -> Bool { true }
  public func modelCustomTransform(to dictionary: inout [String: Any]) -> Bool { true }
}
