import Foundation
import ModelRuntime

/// `ModelToJSONObjectRecursive` on a field that holds JSON values (`Any`, `[String: Any]`, `[[Double]]`,
/// …), with the field's container types known: made once per property (``YYPropertyMeta/jsonValues``),
/// so that each level of the container is walked as its own type instead of being cast out of `Any` by
/// the runtime (a cast of `[[String: Any]]` to `[Any]` converts every element). As in the original, a
/// container that already holds only JSON (`+[NSJSONSerialization isValidJSONObject:]`) is returned as it
/// is; any other is rebuilt, converting what it holds.
enum YYJSONValues {
  /// The field's JSON value, converted as ``YYJSONWriter/jsonObject(from:)`` converts it; nil for a nil
  /// optional or a refused value.
  typealias Read = @Sendable (FieldSlotView) -> Any?

  static func read(_ type: Any.Type, optional: Bool) -> Read {
    let id = ObjectIdentifier(type)
    func known<T>(_: T.Type) -> Bool { id == ObjectIdentifier(T.self) }
    if known(Any.self) {
      guard optional else { return { address in YYJSONWriter.jsonObject(from: address.load(Any.self)) } }
      return { address in address.withOptionalAny(YYJSONWriter.jsonObject(from:)) ?? nil }
    }
    if known([String: Any].self) { return read([String: Any].self, optional: optional, object) }
    if known([Any].self) { return read([Any].self, optional: optional, array) }
    if known([[String: Any]].self) {
      return read([[String: Any]].self, optional: optional) { objects in
        objects.allSatisfy { isValid($0, depth: 2) } ? objects : nested { objects.compactMap(object) }
      }
    }
    if known([String: [String: Any]].self) {
      return read([String: [String: Any]].self, optional: optional) { entries in
        entries.values.allSatisfy { isValid($0, depth: 2) }
          ? entries : nested { entries.compactMapValues(object) }
      }
    }
    if known([Double].self) { return read([Double].self, optional: optional, finite) }
    if known([[Double]].self) {
      return read([[Double]].self, optional: optional) { rows in
        nested { allFinite(rows) ? rows : rows.compactMap(finite) }
      }
    }
    if known([[[Double]]].self) {
      return read([[[Double]]].self, optional: optional) { rings in
        nested { allFinite(rings) ? rings : rings.compactMap { ring in nested { ring.compactMap(finite) } } }
      }
    }
    let load = TypedLoad.make(type, optional: optional)
    return { address in load(address).flatMap(YYJSONWriter.jsonObject(from:)) }
  }

  @inline(__always)
  private static func read<T>(
    _: T.Type, optional: Bool, _ convert: @escaping @Sendable (consuming T) -> Any?
  ) -> Read {
    // The loaded copy is handed on, so that a container passed through as it is costs one retain.
    guard optional else { return { address in convert(address.load(T.self)) } }
    return { address in
      guard let value = address.load(T?.self) else { return nil }
      return convert(value)
    }
  }

  /// One level deeper in the walk (nil where GraphGuard refuses it, as for any container).
  @inline(__always)
  private static func nested<R>(_ body: () -> R) -> R? { GraphGuard.enter(nil, body).result }

  private static func object(_ entries: consuming [String: Any]) -> Any? {
    if isValid(entries, depth: 1) { return entries }
    return nested { entries.compactMapValues(YYJSONWriter.jsonObject(from:)) }
  }

  private static func array(_ elements: consuming [Any]) -> Any? {
    if isValid(elements, depth: 1) { return elements }
    return nested { elements.compactMap(YYJSONWriter.jsonObject(from:)) }
  }

  /// The levels a container may nest and still be passed through: deeper, it is rebuilt, level by level
  /// under the graph guard's limit, as any other.
  static let passThroughDepth = 32

  /// The container levels ``isValid(_:depth:)`` lets a value at the graph guard's present depth pass
  /// through as it is: what a writer that checks as it writes may write as it stands.
  static var passThroughLevels: Int {
    min(passThroughDepth, GraphGuard.maximumDepth - GraphGuard.depth - 1)
  }

  /// `isValidJSONObject:` on a container at `depth` (1 for the field's own): every value a string, a
  /// finite number, a boolean, null, or such a container, no deeper than ``passThroughDepth`` and below
  /// the graph guard's limit. A value `jsonObject(from:)` would convert (a Float, a date, a model) makes
  /// it not valid, so that the rebuilt container is the one written.
  static func isValid(_ container: [String: Any], depth: Int) -> Bool {
    guard depth <= passThroughDepth, GraphGuard.depth + depth < GraphGuard.maximumDepth else { return false }
    // An empty one (an API's `{}`) is valid without making the values' view, a retain and a release.
    return container.isEmpty || container.values.allSatisfy { isValid(value: $0, depth: depth) }
  }

  /// ``isValid(_:depth:)`` for an array.
  static func isValid(_ container: [Any], depth: Int) -> Bool {
    guard depth <= passThroughDepth, GraphGuard.depth + depth < GraphGuard.maximumDepth else { return false }
    return container.isEmpty || container.allSatisfy { isValid(value: $0, depth: depth) }
  }

  /// ``isValid(_:depth:)`` for a Swift map of another value type than `Any` (`[String: [String: Any]]`,
  /// …), its values checked as the map holds them: a valid one is then kept as it is, as the dictionary
  /// it stands for is.
  static func isValid(map: any StringKeyedDictionaryType.Type, _ value: Any, depth: Int) -> Bool {
    // The levels from this one down that ``isValid(_:depth:)``'s limits let through.
    let allowed = min(passThroughDepth, GraphGuard.maximumDepth - GraphGuard.depth - 1) - depth + 1
    guard allowed > 0 else { return false }
    // A nest of maps of one type (a free-form object's levels) is walked by its types, found once, not
    // by each value's. A value on a level past the limits makes it not valid, as a level refused would.
    let levels = StringKeyedMaps.levels(below: map, limit: allowed)
    guard levels.count < allowed else {
      return map.allLeaves(of: value, below: levels.dropLast()) { _ in false }
    }
    let leafDepth = depth + levels.count
    return map.allLeaves(of: value, below: levels[...]) { isValid(value: $0, depth: leafDepth) }
  }

  private static func isValid(value: Any, depth: Int) -> Bool {
    switch JSONValueKind.ofKnownType(value) {
    case .null?, .string?, .bool?:
      return true
    case .integer?:
      return true  // every integer is written as it is
    case .double?:
      // A parsed number first, by its class: `as? Double` on it would be a runtime cast.
      if let number = JSONValue.foundationNumber(value) { return number.doubleValue.isFinite }
      if type(of: value) == Double.self, let double = value as? Double { return double.isFinite }
      return false  // a Float or CGFloat is converted
    // JSON's own containers by their exact type: a runtime cast (`as!`) would cost more than the check
    // it serves. A typed map is checked as its own type; other typed containers are converted.
    case .object?:
      if let object = JSONValue.object(value) { return isValid(object, depth: depth + 1) }
      if let map = StringKeyedMaps.typedMap(of: value) { return isValid(map: map, value, depth: depth + 1) }
      guard let object = JSONValue.dictionary(value) else { return false }
      return isValid(object, depth: depth + 1)
    case .array?:
      guard let array = JSONValue.array(value) ?? (value as? [Any]) else { return false }
      return isValid(array, depth: depth + 1)
    case .other?:
      return false
    case nil:
      guard let map = StringKeyedMaps.typedMap(of: value) else { return false }
      return isValid(map: map, value, depth: depth + 1)
    }
  }

  /// `isValidJSONObject:` on arrays of arrays of numbers, from inside their outer level: every number
  /// finite, and each inner level one the graph guard would enter. They then pass as they are, as the
  /// original returns a valid container, instead of being rebuilt level by level.
  private static func allFinite(_ rows: [[Double]]) -> Bool {
    GraphGuard.depth < GraphGuard.maximumDepth && rows.allSatisfy { $0.allSatisfy(\.isFinite) }
  }

  /// The same, one level deeper.
  private static func allFinite(_ rings: [[[Double]]]) -> Bool {
    GraphGuard.depth + 1 < GraphGuard.maximumDepth
      && rings.allSatisfy { $0.allSatisfy { $0.allSatisfy(\.isFinite) } }
  }

  /// The numbers JSON can hold, as `jsonObject(from:)` keeps them: NaN and the infinities dropped.
  private static func finite(_ values: [Double]) -> [Double]? {
    nested { values.allSatisfy(\.isFinite) ? values : values.filter(\.isFinite) }
  }
}
