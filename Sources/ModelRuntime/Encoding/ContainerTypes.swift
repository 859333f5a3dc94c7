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

/// An array or a set seen through its metatype.
public protocol ElementsType {
  static var elementType: Any.Type { get }
  /// A container of the exact type from the elements that are `Element`s; the others are dropped.
  static func make(from elements: [Any]) -> Self
  var elementsAny: [Any] { get }
}

/// `Array<Element>` seen through its metatype.
public protocol ArrayType: ElementsType {}

/// `Set<Element>` seen through its metatype.
public protocol SetType: ElementsType {}

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
    if Element.self == Any.self { return unsafe unsafeBitCast(self, to: [Any].self) }
    return map { $0 as Any }
  }
}

extension Set: SetType {
  public static var elementType: Any.Type { Element.self }
  public static func make(from elements: [Any]) -> Self {
    var result = Self(minimumCapacity: elements.count)
    for case let typed as Element in elements { result.insert(typed) }
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
    if Value.self == Any.self { return unsafe unsafeBitCast(self, to: [String: Any].self) }
    return mapValues { $0 as Any }
  }
}
