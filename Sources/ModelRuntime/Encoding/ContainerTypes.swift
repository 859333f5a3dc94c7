import Foundation

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
  /// The wrapped value of the `Self` at `address`, or `nil` when it is `.none`: no copy of the optional
  /// boxed as `Any` first.
  static func wrappedAny(at address: UnsafeRawPointer) -> Any?
}

extension Optional: OptionalType {
  public static var wrappedType: Any.Type { Wrapped.self }
  public static func wrap(_ value: Any) -> Self? {
    (value as? Wrapped).map(Optional.some)
  }
  public var wrappedAny: Any? {
    // Matched, not mapped: `map` is generic over its result, and this code runs unspecialized.
    guard case .some(let wrapped) = self else { return nil }
    return wrapped
  }
  public static var noneAny: Any { Self.none as Any }
}

extension OptionalType {
  // Here, not in `Optional`'s extension: a static method there is given `Wrapped` and looks
  // `Optional<Wrapped>`'s metadata up in the runtime's cache on every call; here `Self` is given.
  public static func wrappedAny(at address: UnsafeRawPointer) -> Any? {
    address.assumingMemoryBound(to: Self.self).pointee.wrappedAny
  }
}

/// An array or a set seen through its metatype.
public protocol ElementsType: SendableMetatype {
  static var elementType: Any.Type { get }
  /// A container of the exact type from the elements that are `Element`s; the others are dropped.
  static func make(from elements: [Any]) -> Self
  var elementsAny: [Any] { get }
}

extension ElementsType {
  /// ``make(from:)`` stored straight into a field of this type (`optional`: of `Optional<Self>`), with
  /// no `Any` and no cast in between.
  ///
  /// - Precondition: the slot holds a `Self`, or a `Self?` when `optional`.
  public static func make(from elements: [Any], into slot: FieldSlot, optional: Bool) {
    slot.store(make(from: elements), wrapped: optional)
  }
}

extension FieldSlot {
  /// Stores `value` into a field of type `T`, or of `T?` when `wrapped`.
  ///
  /// The wrapped case is a call of its own, so that storing into a plain `T` field from unspecialized
  /// code does not look up `Optional<T>`'s metadata (hundreds of instructions) on the way.
  func store<T>(_ value: T, wrapped: Bool) {
    if wrapped { return storeWrapped(value) }
    store(value, as: T.self)
  }

  @inline(never)
  private func storeWrapped<T>(_ value: T) {
    store(value, as: T?.self)
  }
}

/// `Array<Element>` seen through its metatype.
public protocol ArrayType: ElementsType {
  /// `elements as? Self`: every element cast, or nil, as the cast of an array nested in another gives it.
  static func castAll(_ elements: [Any]) -> Self?
  /// Each element through `transform`, as `[Any]`: one walk and one new array, where `as? [Any]` goes
  /// through the runtime's cast, which boxes every element first.
  func elementsAny(mapping transform: (Any) -> Any) -> [Any]
}

extension ArrayType {
  /// `value`'s elements through `transform` (``elementsAny(mapping:)``).
  ///
  /// - Precondition: `value` is a `Self`.
  public static func elementsAny(of value: Any, mapping transform: (Any) -> Any) -> [Any] {
    // Opened, not cast out as an optional, as `StringKeyedDictionaryType.entriesAny(of:compactMapping:)`.
    func opened<Payload>(_ payload: Payload) -> [Any] {
      precondition(Payload.self == Self.self, "\(Payload.self) is not \(Self.self)")
      return unsafe unsafeBitCast(payload, to: Self.self).elementsAny(mapping: transform)
    }
    return _openExistential(value, do: opened)
  }
}

/// `Set<Element>` seen through its metatype.
public protocol SetType: ElementsType {}

extension Array: ArrayType {
  public static var elementType: Any.Type { Element.self }
  /// Called through a metatype, this code runs unspecialized: each `as? Element` would look up
  /// `Optional<Element>`'s metadata at run time. The element types JSON gives most are cast by code
  /// specialized for them (the same casts, so the same elements are kept).
  public static func make(from elements: [Any]) -> Self {
    if Element.self == Any.self { return unsafe unsafeBitCast(elements, to: Self.self) }
    if Element.self == String.self {
      return unsafe unsafeBitCast(kept(elements) { $0 as? String }, to: Self.self)
    }
    if Element.self == Int.self {
      return unsafe unsafeBitCast(kept(elements, JSONValue.exactInt), to: Self.self)
    }
    if Element.self == Int64.self {
      return unsafe unsafeBitCast(kept(elements) { $0 as? Int64 }, to: Self.self)
    }
    if Element.self == Double.self {
      return unsafe unsafeBitCast(kept(elements, JSONValue.exactDouble), to: Self.self)
    }
    if Element.self == Bool.self {
      return unsafe unsafeBitCast(kept(elements) { $0 as? Bool }, to: Self.self)
    }
    if Element.self == [String: Any].self {
      return unsafe unsafeBitCast(kept(elements, JSONValue.dictionary), to: Self.self)
    }
    if let nested = Element.self as? any ArrayType.Type { return nestedArrays(of: nested, elements) }
    return cast(elements)
  }

  /// `elements as? Self`, all or nothing. The element types JSON gives most, and arrays of them at any
  /// depth, are cast by specialized code: the general cast of `[Any]` to `[[Double]]` looks up metadata
  /// and bridges each number through the runtime.
  public static func castAll(_ elements: [Any]) -> Self? {
    if Element.self == Any.self { return unsafe unsafeBitCast(elements, to: Self.self) }
    if Element.self == String.self {
      return all(elements) { $0 as? String }.map { unsafe unsafeBitCast($0, to: Self.self) }
    }
    if Element.self == Int.self {
      return all(elements, JSONValue.exactInt).map { unsafe unsafeBitCast($0, to: Self.self) }
    }
    if Element.self == Double.self {
      return all(elements, JSONValue.exactDouble).map { unsafe unsafeBitCast($0, to: Self.self) }
    }
    if Element.self == Bool.self {
      return all(elements) { $0 as? Bool }.map { unsafe unsafeBitCast($0, to: Self.self) }
    }
    if Element.self == [String: Any].self {
      return all(elements, JSONValue.dictionary).map { unsafe unsafeBitCast($0, to: Self.self) }
    }
    if let nested = Element.self as? any ArrayType.Type { return nestedArraysAll(of: nested, elements) }
    return elements as? Self
  }

  /// The elements that are arrays of `Inner` (`Element` itself), each cast whole by `Inner.castAll`.
  @inline(never)
  private static func nestedArrays<Inner: ArrayType>(of _: Inner.Type, _ elements: [Any]) -> Self {
    let made: [Inner] = kept(elements) { element in
      (JSONValue.array(element) ?? (element as? [Any])).flatMap(Inner.castAll)
    }
    return unsafe unsafeBitCast(made, to: Self.self)
  }

  /// ``nestedArrays(of:_:)``, all or nothing.
  @inline(never)
  private static func nestedArraysAll<Inner: ArrayType>(of _: Inner.Type, _ elements: [Any]) -> Self? {
    let made: [Inner]? = all(elements) { element in
      (JSONValue.array(element) ?? (element as? [Any])).flatMap(Inner.castAll)
    }
    return made.map { unsafe unsafeBitCast($0, to: Self.self) }
  }

  /// Every element through `cast`, or nil at the first it gives none for.
  @inline(__always)
  static func all<T>(_ elements: [Any], _ cast: (Any) -> T?) -> [T]? {
    var result: [T] = []
    result.reserveCapacity(elements.count)
    for element in elements {
      guard let typed = cast(element) else { return nil }
      result.append(typed)
    }
    return result
  }

  /// The elements that are `Element`s, in order. A call of its own: the `Element?` each cast makes needs
  /// `Optional<Element>`'s metadata, which unspecialized code looked up (hundreds of instructions) on
  /// every call of ``make(from:)``, the common element types' included.
  @inline(never)
  static func cast(_ elements: [Any]) -> [Element] { kept(elements) { $0 as? Element } }

  /// The elements `cast` gives a value for, in order.
  @inline(__always)
  static func kept<T>(_ elements: [Any], _ cast: (Any) -> T?) -> [T] {
    var result: [T] = []
    result.reserveCapacity(elements.count)
    for element in elements {
      if let typed = cast(element) { result.append(typed) }
    }
    return result
  }

  /// The elements as `Any`; an `[Any]` is returned as it is, so its elements are not boxed twice.
  public var elementsAny: [Any] {
    if Element.self == Any.self { return unsafe unsafeBitCast(self, to: [Any].self) }
    return map { $0 as Any }
  }

  public func elementsAny(mapping transform: (Any) -> Any) -> [Any] {
    if Element.self == Any.self { return unsafe unsafeBitCast(self, to: [Any].self).map(transform) }
    var result: [Any] = []
    result.reserveCapacity(count)
    // By position, over a range of `Int`s: unspecialized, an iterator's `next()` would look up
    // `Optional<Element>`'s metadata, and `indices` `Range<Index>`'s.
    for position in 0..<count { result.append(transform(self[position])) }
    return result
  }
}

extension Set: SetType {
  public static var elementType: Any.Type { Element.self }
  /// The elements that are `Element`s. A `Set<AnyHashable>` (an `NSSet` with no element class) also
  /// keeps dictionaries and arrays, as the `NSDictionary` and `NSArray` Objective-C would hold.
  public static func make(from elements: [Any]) -> Self {
    var result = Self(minimumCapacity: elements.count)
    if Element.self == AnyHashable.self {
      for element in elements {
        if let hashable = element as? AnyHashable {
          result.insert(hashable as! Element)
        } else if let dictionary = element as? [String: Any] {
          result.insert(AnyHashable(NSDictionary(dictionary: dictionary)) as! Element)
        } else if let array = element as? [Any] {
          result.insert(AnyHashable(NSArray(array: array)) as! Element)
        }
      }
      return result
    }
    for case let typed as Element in elements { result.insert(typed) }
    return result
  }
  public var elementsAny: [Any] { map { $0 as Any } }
}

/// Any dictionary, whatever its key: the types whose cast to `[String: Any]` reads their keys.
protocol DictionaryType {}
extension Dictionary: DictionaryType {}

/// `Dictionary<String, Value>` seen through its metatype.
public protocol StringKeyedDictionaryType: SendableMetatype {
  static var valueType: Any.Type { get }
  static func make(from entries: [String: Any]) -> Self
  /// `entries as! Self`, thrown instead of trapped: every value cast, as the cast of a map nested in
  /// another needs them. Throwing, not optional: unspecialized, an optional map's metadata is looked up.
  static func castEvery(_ entries: [String: Any]) throws(MapCastRefusal) -> Self
  /// ``make(from:)`` of a nest whose levels below this one, `levels` from `first` on
  /// (``StringKeyedMaps/levels(below:limit:)``), were found once: no map on the way down asks whether
  /// its values are maps. An array and an index, not a slice: a slice made per map is a retain.
  static func make(from entries: [String: Any], levels: [any StringKeyedDictionaryType.Type], from first: Int)
    -> Self
  /// ``castEvery(_:)`` of a nest whose levels below this one were found once, as
  /// ``make(from:levels:from:)``.
  static func castEvery(
    _ entries: [String: Any], levels: [any StringKeyedDictionaryType.Type], from first: Int
  ) throws(MapCastRefusal) -> Self
  var entriesAny: [String: Any] { get }
  /// The entries `transform` gives a value for, as `[String: Any]`: one walk and one new map, where
  /// `entriesAny` then `compactMapValues` made two, and `as? [String: Any]` goes through the runtime.
  func entriesAny(compactMapping transform: (Any) -> Any?) -> [String: Any]
  /// Every entry through `transform`, as `[String: Any]` in the map's own layout (`mapValues`): no key is
  /// hashed again, as the compact form must.
  func entriesAny(mapping transform: (Any) -> Any) -> [String: Any]
  /// Whether every value passes `predicate`, each handed on as `Any` with no map made: a check of a
  /// nest's values (`isValidJSONObject:`) that then keeps the map as it is.
  func allValuesSatisfy(_ predicate: (Any) -> Bool) -> Bool
  /// ``allValuesSatisfy(_:)`` on the values of a nest's innermost maps, `levels` the types of the maps
  /// below this one (each the value type of the one before): every inner map is walked as its own type,
  /// with no value handed on as `Any` and no type looked up on the way down.
  func allLeavesSatisfy(
    below levels: ArraySlice<any StringKeyedDictionaryType.Type>, _ predicate: (Any) -> Bool
  )
    -> Bool
}

extension StringKeyedDictionaryType {
  /// `value`'s entries through `transform` (``entriesAny(compactMapping:)``).
  ///
  /// - Precondition: `value` is a `Self`.
  public static func entriesAny(of value: Any, compactMapping transform: (Any) -> Any?) -> [String: Any] {
    opened(value) { $0.entriesAny(compactMapping: transform) }
  }

  /// `value`'s entries through `transform` (``entriesAny(mapping:)``).
  ///
  /// - Precondition: `value` is a `Self`.
  public static func entriesAny(of value: Any, mapping transform: (Any) -> Any) -> [String: Any] {
    opened(value) { $0.entriesAny(mapping: transform) }
  }

  /// Whether every value of `value` passes `predicate` (``allValuesSatisfy(_:)``).
  ///
  /// - Precondition: `value` is a `Self`.
  public static func allValues(of value: Any, satisfy predicate: (Any) -> Bool) -> Bool {
    allLeaves(of: value, below: [][...], satisfy: predicate)
  }

  /// Whether every value of the innermost maps of `value`'s nest passes `predicate`
  /// (``allLeavesSatisfy(below:_:)``).
  ///
  /// - Precondition: `value` is a `Self`.
  public static func allLeaves(
    of value: Any, below levels: ArraySlice<any StringKeyedDictionaryType.Type>,
    satisfy predicate: (Any) -> Bool
  ) -> Bool {
    opened(value) { $0.allLeavesSatisfy(below: levels, predicate) }
  }

  /// `body` on `value` as the `Self` it is.
  ///
  /// - Precondition: `value` is a `Self`.
  @inline(__always)
  private static func opened<R>(_ value: Any, _ body: (Self) -> R) -> R {
    // Opened, not cast out as an optional: this code runs unspecialized, and a `Self?` would look up
    // `Optional<Self>`'s metadata on every call.
    func open<Payload>(_ payload: Payload) -> R {
      precondition(Payload.self == Self.self, "\(Payload.self) is not \(Self.self)")
      return body(unsafe unsafeBitCast(payload, to: Self.self))
    }
    return _openExistential(value, do: open)
  }

  /// ``make(from:)`` stored straight into a field of this type (`optional`: of `Optional<Self>`).
  ///
  /// - Precondition: the slot holds a `Self`, or a `Self?` when `optional`.
  public static func make(from entries: [String: Any], into slot: FieldSlot, optional: Bool) {
    slot.store(make(from: entries), wrapped: optional)
  }

  /// ``make(from:levels:from:)`` stored straight into a field of this type, as
  /// ``make(from:into:optional:)``.
  public static func make(
    from entries: [String: Any], levels: [any StringKeyedDictionaryType.Type], into slot: FieldSlot,
    optional: Bool
  ) {
    slot.store(make(from: entries, levels: levels, from: 0), wrapped: optional)
  }
}

extension Dictionary: StringKeyedDictionaryType where Key == String {
  public static var valueType: Any.Type { Value.self }
  /// As `Array.make(from:)`: the common value types are cast by specialized code.
  public static func make(from entries: [String: Any]) -> Self {
    if Value.self == Any.self { return unsafe unsafeBitCast(entries, to: Self.self) }
    if entries.isEmpty { return Self() }
    if Value.self == String.self {
      return unsafe unsafeBitCast(kept(entries) { $0 as? String }, to: Self.self)
    }
    if Value.self == Int.self {
      return unsafe unsafeBitCast(kept(entries, JSONValue.exactInt), to: Self.self)
    }
    if Value.self == Double.self {
      return unsafe unsafeBitCast(kept(entries, JSONValue.exactDouble), to: Self.self)
    }
    if Value.self == Bool.self {
      return unsafe unsafeBitCast(kept(entries) { $0 as? Bool }, to: Self.self)
    }
    if Value.self == [String: Any].self {
      return unsafe unsafeBitCast(kept(entries, JSONValue.dictionary), to: Self.self)
    }
    if Value.self == [Int].self { return unsafe unsafeBitCast(kept(entries, intArray), to: Self.self) }
    if Value.self == InnerNest2.self {
      return unsafe unsafeBitCast(keptMaps(InnerNest2.self, entries), to: Self.self)
    }
    if Value.self == InnerNest3.self {
      return unsafe unsafeBitCast(keptMaps(InnerNest3.self, entries), to: Self.self)
    }
    if let nested = Value.self as? any StringKeyedDictionaryType.Type {
      return nestedMaps(of: nested, entries, levels: [], from: 0)
    }
    return cast(entries)
  }

  /// `entries as? Self`: ``castEvery(_:)``, nil where it throws.
  public static func castAll(_ entries: [String: Any]) -> Self? { try? castEvery(entries) }

  /// As ``make(from:)``, all or nothing.
  public static func castEvery(_ entries: [String: Any]) throws(MapCastRefusal) -> Self {
    if Value.self == Any.self { return unsafe unsafeBitCast(entries, to: Self.self) }
    // `Self()`, not `[:]`: a literal builds its (empty) array of pairs, whose tuple type is looked up.
    if entries.isEmpty { return Self() }
    if Value.self == String.self {
      return unsafe unsafeBitCast(try every(entries) { $0 as? String }, to: Self.self)
    }
    if Value.self == Int.self {
      return unsafe unsafeBitCast(try every(entries, JSONValue.exactInt), to: Self.self)
    }
    if Value.self == Double.self {
      return unsafe unsafeBitCast(try every(entries, JSONValue.exactDouble), to: Self.self)
    }
    if Value.self == Bool.self {
      return unsafe unsafeBitCast(try every(entries) { $0 as? Bool }, to: Self.self)
    }
    if Value.self == [String: Any].self {
      return unsafe unsafeBitCast(try every(entries, JSONValue.dictionary), to: Self.self)
    }
    if Value.self == InnerNest2.self {
      return unsafe unsafeBitCast(try every(entries, innerMap(InnerNest2.self)), to: Self.self)
    }
    if Value.self == InnerNest3.self {
      return unsafe unsafeBitCast(try every(entries, innerMap(InnerNest3.self)), to: Self.self)
    }
    if let nested = Value.self as? any StringKeyedDictionaryType.Type {
      return try everyNestedMap(of: nested, entries, levels: [], from: 0)
    }
    guard let cast = entries as? Self else { throw MapCastRefusal() }
    return cast
  }

  /// The entries whose values are `Value`s: a call of its own, as `Array.cast(_:)`.
  @inline(never)
  static func cast(_ entries: [String: Any]) -> Self { kept(entries) { $0 as? Value } }

  /// `value as? [Int]`: an array only when every element is an Int.
  static func intArray(_ value: Any) -> [Int]? {
    guard let elements = JSONValue.array(value) else { return value as? [Int] }
    let ints = [Int].make(from: elements)
    return ints.count == elements.count ? ints : nil
  }

  /// The entries `cast` gives a value for.
  @inline(__always)
  static func kept<T>(_ entries: [String: Any], _ cast: (Any) -> T?) -> [String: T] {
    var result: [String: T] = [:]
    result.reserveCapacity(entries.count)
    for (key, value) in entries {
      if let typed = cast(value) { result[key] = typed }
    }
    return result
  }

  /// Every entry through `cast`, thrown at the first it refuses. Made by `mapValues`, which keeps the
  /// map's layout: no key is hashed again.
  @inline(__always)
  static func every<T>(_ entries: [String: Any], _ cast: (Any) throws(MapCastRefusal) -> T)
    throws(MapCastRefusal) -> [String: T]
  {
    do { return try entries.mapValues(cast) } catch { throw MapCastRefusal() }
  }

  /// ``every(_:_:)`` with a cast that gives nil for a value it refuses.
  @inline(__always)
  static func every<T>(_ entries: [String: Any], _ cast: (Any) -> T?) throws(MapCastRefusal) -> [String: T] {
    try every(entries) { (value) throws(MapCastRefusal) -> T in
      guard let typed = cast(value) else { throw MapCastRefusal() }
      return typed
    }
  }

  /// The entries as `Any`; a `[String: Any]` is returned as it is, so its values are not boxed twice.
  public var entriesAny: [String: Any] {
    if Value.self == Any.self { return unsafe unsafeBitCast(self, to: [String: Any].self) }
    return mapValues { $0 as Any }
  }

  public func entriesAny(compactMapping transform: (Any) -> Any?) -> [String: Any] {
    // An API's `{}`, the most common map in free-form nests, with no walk (no metadata to look up).
    if isEmpty { return [:] }
    if Value.self == Any.self {
      return unsafe unsafeBitCast(self, to: [String: Any].self).compactMapValues(transform)
    }
    var result: [String: Any] = [:]
    result.reserveCapacity(count)
    // By index, not by iterator: unspecialized, each `next()` would look up the metadata of its
    // `Optional<(key: String, value: Value)>`.
    var index = startIndex
    while index != endIndex {
      if let converted = transform(values[index]) { result[keys[index]] = converted }
      formIndex(after: &index)
    }
    return result
  }

  public func entriesAny(mapping transform: (Any) -> Any) -> [String: Any] {
    if isEmpty { return [:] }
    if Value.self == Any.self {
      return unsafe unsafeBitCast(self, to: [String: Any].self).mapValues(transform)
    }
    return mapValues { transform($0) }
  }

  public func allValuesSatisfy(_ predicate: (Any) -> Bool) -> Bool {
    // An empty one (an API's `{}`) without making the values' view, a retain and a release.
    if isEmpty { return true }
    if Value.self == Any.self {
      return unsafe unsafeBitCast(self, to: [String: Any].self).values.allSatisfy(predicate)
    }
    return allValues { (value) in predicate(value) }
  }

  public func allLeavesSatisfy(
    below levels: ArraySlice<any StringKeyedDictionaryType.Type>, _ predicate: (Any) -> Bool
  ) -> Bool {
    guard let inner = levels.first else { return allValuesSatisfy(predicate) }
    if isEmpty { return true }
    func opened<Inner: StringKeyedDictionaryType>(_: Inner.Type) -> Bool {
      allValues { (value) in
        SameType.cast(value, to: Inner.self).allLeavesSatisfy(below: levels.dropFirst(), predicate)
      }
    }
    return opened(inner)
  }

  /// Whether `body` holds for every value. By index, as ``entriesAny(compactMapping:)``, through one view
  /// of the values: the view is a retain and a release of the storage each time it is made.
  @inline(__always)
  private func allValues(_ body: (consuming Value) -> Bool) -> Bool {
    let values = self.values
    var index = values.startIndex
    while index != values.endIndex {
      if !body(values[index]) { return false }
      values.formIndex(after: &index)
    }
    return true
  }
}

/// A map ``StringKeyedDictionaryType/castEvery(_:)`` cannot cast: a value of another type than its own.
public struct MapCastRefusal: Error {
  public init() {}
}

/// A Swift map keyed by `String` or a Swift array whose values are typed (not JSON's own `[String: Any]`
/// or `[Any]`), told by the value's dynamic type and found once per type: the stand-in for the originals'
/// `isKindOfClass:` on NSDictionary and NSArray, where `as? any MJKeyValue` or `as? [Any]` on each value
/// is a conformance look-up or a copy through the runtime.
public enum TypedContainer: Sendable {
  case map(any StringKeyedDictionaryType.Type)
  case array(any ArrayType.Type)

  /// The answer for one type, kept.
  struct Answer: Sendable {
    let container: TypedContainer?
  }

  private static let answers = Locked(TypeTable<Answer>())

  /// The container `value` is; nil for JSON's own containers and any other value.
  public static func of(_ value: Any) -> TypedContainer? { of(type: Swift.type(of: value)) }

  /// `value`'s entries or elements through `transform`, walked as its own type one level deeper under
  /// the graph guard; an array of JSON scalars as it stands; nil where the guard refuses the level.
  ///
  /// - Precondition: `value` is of the type this answer is for.
  public func values(of value: Any, mapping transform: (Any) -> Any) -> Any? {
    switch self {
    case .map(let map):
      return GraphGuard.enter(nil) { map.entriesAny(of: value, mapping: transform) }.result
    case .array(let array):
      if let scalars = JSONValue.scalarArray(value) { return scalars }
      return GraphGuard.enter(nil) { array.elementsAny(of: value, mapping: transform) }.result
    }
  }

  /// ``of(_:)`` for a type.
  public static func of(type: Any.Type) -> TypedContainer? {
    if type == [String: Any].self || type == [Any].self { return nil }
    return answers.value(for: type) {
      if let map = type as? any StringKeyedDictionaryType.Type { return Answer(container: .map(map)) }
      if let array = type as? any ArrayType.Type { return Answer(container: .array(array)) }
      return Answer(container: nil)
    }.container
  }
}

/// Type identity for generic code that tests it: `value` as a `U`, where `T` is `U`.
public enum SameType {
  /// `value` as the `U` it is, with no cast at run time (a dynamic cast of an array to its own type
  /// still runs the runtime's array cast and looks up metadata).
  ///
  /// - Precondition: `T.self == U.self`.
  @inline(__always)
  public static func cast<T, U>(_ value: T, to _: U.Type) -> U {
    precondition(T.self == U.self, "\(T.self) is not \(U.self)")
    return unsafe unsafeBitCast(value, to: U.self)
  }

  /// Runs `body` on `value` in place as the `U` it is: for code generic over a non-copyable type (which
  /// cannot be cast) that knows which type it works on.
  ///
  /// - Parameters:
  ///   - value: The value, a `T`.
  ///   - type: `U`, the type `value` is.
  ///   - body: What is done to it.
  /// - Precondition: `T.self == U.self`.
  @inlinable @inline(__always)
  public static func withInout<T: ~Copyable, U: ~Copyable, Result, Failure: Error>(
    _ value: inout T, as type: U.Type, _ body: (inout U) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    precondition(ObjectIdentifier(T.self) == ObjectIdentifier(type), "\(T.self) is not \(U.self)")
    return try unsafe withUnsafeMutablePointer(to: &value) { (pointer) throws(Failure) -> Result in
      try unsafe pointer.withMemoryRebound(to: U.self, capacity: 1) { (same) throws(Failure) -> Result in
        try unsafe body(&same.pointee)
      }
    }
  }
}
