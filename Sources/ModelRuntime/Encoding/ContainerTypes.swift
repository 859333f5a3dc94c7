/// Generic containers seen through a metatype: how a design learns `Wrapped` or `Element` from an
/// `Any.Type` and builds a value of the exact container type from loosely typed parts.

/// `Optional<Wrapped>` seen through its metatype.
public protocol OptionalType {
  static var wrappedType: Any.Type { get }
  /// `value` as `Optional<Wrapped>`, `nil` when it is not a `Wrapped`.
  static func wrap(_ value: Any) -> Self?
  /// The wrapped value, or `nil` when this is `.none`.
  var wrappedAny: Any? { get }
  /// `Optional<Wrapped>.none`, boxed with its exact type.
  static var noneAny: Any { get }
}

extension Optional: OptionalType {
  public static var wrappedType: Any.Type { Wrapped.self }
  public static func wrap(_ value: Any) -> Self? {
    (value as? Wrapped).map(Optional.some)
  }
  public var wrappedAny: Any? { self.map { $0 as Any } }
  public static var noneAny: Any { Self.none as Any }
}

/// `Array<Element>` seen through its metatype.
public protocol ArrayType {
  static var elementType: Any.Type { get }
  /// An array of the exact type from the elements that are `Element`s; the others are dropped.
  static func make(from elements: [Any]) -> Self
  var elementsAny: [Any] { get }
}

extension Array: ArrayType {
  public static var elementType: Any.Type { Element.self }
  public static func make(from elements: [Any]) -> Self {
    var result: Self = []
    result.reserveCapacity(elements.count)
    for element in elements {
      if let typed = element as? Element { result.append(typed) }
    }
    return result
  }
  /// The elements as `Any`; an `[Any]` is returned as it is, so its elements are not boxed twice.
  public var elementsAny: [Any] {
    if let same = self as? [Any], Element.self == Any.self { return same }
    return map { $0 as Any }
  }
}

/// `Set<Element>` seen through its metatype.
public protocol SetType {
  static var elementType: Any.Type { get }
  static func make(from elements: [Any]) -> Self
  var elementsAny: [Any] { get }
}

extension Set: SetType {
  public static var elementType: Any.Type { Element.self }
  public static func make(from elements: [Any]) -> Self {
    var result: Self = []
    result.reserveCapacity(elements.count)
    for element in elements {
      if let typed = element as? Element { result.insert(typed) }
    }
    return result
  }
  public var elementsAny: [Any] { map { $0 as Any } }
}

/// `Dictionary<String, Value>` seen through its metatype.
public protocol StringKeyedDictionaryType {
  static var valueType: Any.Type { get }
  static func make(from entries: [String: Any]) -> Self
  var entriesAny: [String: Any] { get }
}

extension Dictionary: StringKeyedDictionaryType where Key == String {
  public static var valueType: Any.Type { Value.self }
  public static func make(from entries: [String: Any]) -> Self {
    var result: Self = [:]
    result.reserveCapacity(entries.count)
    for (key, value) in entries {
      if let typed = value as? Value { result[key] = typed }
    }
    return result
  }
  /// The entries as `Any`; a `[String: Any]` is returned as it is, so its values are not boxed twice.
  public var entriesAny: [String: Any] {
    if let same = self as? [String: Any], Value.self == Any.self { return same }
    return mapValues { $0 as Any }
  }
}
