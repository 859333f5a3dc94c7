// Maps of maps — a free-form object's levels, `[String: [String: … Any]]` — cast level by level, with
// each level's type found once for the nest where a caller keeps it, and the innermost levels by
// specialized code.

/// The maps keyed by `String` among the values a design converts, told by their dynamic type, found once
/// per type: `as? any StringKeyedDictionaryType` on each value was a conformance look-up in the runtime.
public enum StringKeyedMaps {
  /// `value`'s type when it is a Swift map keyed by `String`; nil for any other value.
  public static func type(of value: Any) -> (any StringKeyedDictionaryType.Type)? {
    let dynamicType = Swift.type(of: value)
    return dynamicType == [String: Any].self ? [String: Any].self : typedMap(dynamicType)
  }

  /// `value`'s type when it is a Swift map keyed by `String` whose values are typed (not `Any`): the
  /// maps a design walks as their own types, `[String: Any]` being JSON's own object.
  public static func typedMap(of value: Any) -> (any StringKeyedDictionaryType.Type)? {
    typedMap(Swift.type(of: value))
  }

  /// ``typedMap(of:)`` for a type: a map's value type, to tell a nest of maps of one type.
  public static func typedMap(_ type: Any.Type) -> (any StringKeyedDictionaryType.Type)? {
    guard case .map(let map)? = TypedContainer.of(type: type) else { return nil }
    return map
  }

  /// The typed maps nested in `map`'s values, outermost first, at most `limit` of them: a nest's levels,
  /// found once for a walk of it (``StringKeyedDictionaryType/allLeavesSatisfy(below:_:)``).
  public static func levels(below map: any StringKeyedDictionaryType.Type, limit: Int)
    -> [any StringKeyedDictionaryType.Type]
  {
    var levels: [any StringKeyedDictionaryType.Type] = []
    var current = map
    while levels.count < limit, let inner = typedMap(current.valueType) {
      levels.append(inner)
      current = inner
    }
    return levels
  }
}

/// The two innermost levels of a free-form nest of maps above JSON's own object: in a nest, as in any
/// tree, the most numerous maps, so the casts read them by code specialized for them (unspecialized,
/// each new map looks its storage's metadata up and copies every value through a witness).
typealias InnerNest2 = [String: [String: Any]]
/// The level above ``InnerNest2``.
typealias InnerNest3 = [String: InnerNest2]

extension Dictionary where Key == String {
  public static func make(
    from entries: [String: Any], levels: [any StringKeyedDictionaryType.Type], from first: Int
  )
    -> Self
  {
    guard first < levels.count, !valuesAreInnerNest else { return make(from: entries) }
    if entries.isEmpty { return Self() }
    return nestedMaps(of: levels[first], entries, levels: levels, from: first + 1)
  }

  public static func castEvery(
    _ entries: [String: Any], levels: [any StringKeyedDictionaryType.Type], from first: Int
  ) throws(MapCastRefusal) -> Self {
    guard first < levels.count, !valuesAreInnerNest else { return try castEvery(entries) }
    if entries.isEmpty { return Self() }
    return try everyNestedMap(of: levels[first], entries, levels: levels, from: first + 1)
  }

  /// Whether the values are the maps of a free-form nest's innermost levels (``InnerNest2``,
  /// ``InnerNest3``), which ``castEvery(_:)`` and ``make(from:)`` cast by code specialized for them.
  static var valuesAreInnerNest: Bool { Value.self == InnerNest2.self || Value.self == InnerNest3.self }

  /// A map nested in another, cast whole by `Inner`'s own code: specialized, for a concrete `Inner`.
  @inline(__always)
  static func innerMap<Inner: StringKeyedDictionaryType>(_: Inner.Type)
    -> (Any) throws(MapCastRefusal) -> Inner
  {
    { (value) throws(MapCastRefusal) -> Inner in
      guard let object = JSONValue.dictionary(value) else { throw MapCastRefusal() }
      return try Inner.castEvery(object)
    }
  }

  /// ``nestedMaps(of:_:levels:from:)`` by code specialized for a concrete `Inner`.
  @inline(__always)
  static func keptMaps<Inner: StringKeyedDictionaryType>(_: Inner.Type, _ entries: [String: Any])
    -> [String: Inner]
  {
    if let all = try? every(entries, innerMap(Inner.self)) { return all }
    return kept(entries) { value in JSONValue.dictionary(value).flatMap { try? Inner.castEvery($0) } }
  }

  /// The entries whose values are maps of `Inner` (`Value` itself), each cast whole by `Inner.castEvery`:
  /// the runtime's cast of a map of maps copies each level through `Any` and looks up metadata. Every
  /// value cast in the common case, in the map's own layout; the entries kept otherwise. The types below
  /// `Inner` are `levels` from `first` on; past their end (none found), each map looks its value type up.
  @inline(never)
  static func nestedMaps<Inner: StringKeyedDictionaryType>(
    of _: Inner.Type, _ entries: [String: Any], levels: [any StringKeyedDictionaryType.Type], from first: Int
  ) -> Self {
    if let every = try? everyNestedMap(of: Inner.self, entries, levels: levels, from: first) { return every }
    let made: [String: Inner] = kept(entries) { value in
      JSONValue.dictionary(value).flatMap { try? Inner.castEvery($0, levels: levels, from: first) }
    }
    return unsafe unsafeBitCast(made, to: Self.self)
  }

  /// ``nestedMaps(of:_:levels:from:)``, all or nothing.
  @inline(never)
  static func everyNestedMap<Inner: StringKeyedDictionaryType>(
    of _: Inner.Type, _ entries: [String: Any], levels: [any StringKeyedDictionaryType.Type], from first: Int
  )
    throws(MapCastRefusal) -> Self
  {
    let made = try every(entries) { (value) throws(MapCastRefusal) -> Inner in
      guard let object = JSONValue.dictionary(value) else { throw MapCastRefusal() }
      return try Inner.castEvery(object, levels: levels, from: first)
    }
    return unsafe unsafeBitCast(made, to: Self.self)
  }
}
