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
  /// Which of the hooks that take the JSON dictionary this type implements: what the original learns
  /// with `respondsToSelector:` (`_hasCustomClassFromDictionary` and its siblings), which Swift cannot ask.
  ///
  /// Both front ends read it, as the original reads its `_hasCustom…` flags: a hook left out is not
  /// called. The direct front end (``YYModel/yy_model(directFromJSON:)``,
  /// ``YYModel/yy_modelToJSONDataDirect()``) also builds the object of a type that names a hook as a
  /// dictionary for that hook; the others are read and written straight between the JSON text and their
  /// fields. The default, `.all`, is right for every type; a type that keeps the four defaults says `[]`.
  /// A class whose subclasses differ declares it as a `class var`.
  static var modelDictionaryHooks: YYDictionaryHooks { get }
  /// The only JSON keys ``YYModel/modelCustomTransform(to:)`` reads or writes, or nil (the default) when
  /// it may touch any.
  ///
  /// Only the direct front end reads it: a type that names its keys is still written property by property,
  /// its hook run on a dictionary of those keys' values alone, which are written in their properties' place
  /// (keys the hook adds, after the others).
  static var modelTransformToKeys: [String]? { get }
}

/// The hooks of ``YYModel`` that read or write the JSON dictionary (``YYModel/modelDictionaryHooks``).
public struct YYDictionaryHooks: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// ``YYModel/modelCustomClass(for:)``.
  public static let customClass = YYDictionaryHooks(rawValue: 1)
  /// ``YYModel/modelCustomWillTransform(from:)``.
  public static let willTransform = YYDictionaryHooks(rawValue: 2)
  /// ``YYModel/modelCustomTransform(from:)``.
  public static let transformFrom = YYDictionaryHooks(rawValue: 4)
  /// ``YYModel/modelCustomTransform(to:)``.
  public static let transformTo = YYDictionaryHooks(rawValue: 8)
  public static let all: YYDictionaryHooks = [.customClass, .willTransform, .transformFrom, .transformTo]
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
  public static var modelDictionaryHooks: YYDictionaryHooks { .all }
  public static var modelTransformToKeys: [String]? { nil }
}
