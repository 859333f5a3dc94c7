import Foundation
import JSONText
import ModelRuntime

extension MJKeyValue {
  /// The model as a dictionary (`-mj_keyValues`). A cycle in the object graph, or models nested deeper
  /// than `GraphGuard.maximumDepth`, puts NSNull at the back-reference or the level beyond the limit and
  /// sets `mj_error` (the original recursed until the stack ran out).
  public func mj_keyValues() -> [String: Any] {
    MJExport.rootKeyValues(of: self, keys: nil, ignoredKeys: nil)
  }

  /// Only these properties (`-mj_keyValuesWithKeys:`).
  public func mj_keyValues(withKeys keys: [String]) -> [String: Any] {
    MJExport.rootKeyValues(of: self, keys: keys, ignoredKeys: nil)
  }

  /// All but these properties (`-mj_keyValuesWithIgnoredKeys:`).
  public func mj_keyValues(withIgnoredKeys ignoredKeys: [String]) -> [String: Any] {
    MJExport.rootKeyValues(of: self, keys: nil, ignoredKeys: ignoredKeys)
  }

  /// Dictionaries of models (`+mj_keyValuesArrayWithObjectArray:`).
  public static func mj_keyValuesArray(withObjectArray objects: [Self]) -> [[String: Any]] {
    objects.map { $0.mj_keyValues() }
  }

  /// `mj_JSONObject`: the dictionary.
  public func mj_JSONObject() -> Any { mj_keyValues() }

  /// `mj_JSONData`: nil, with `mj_error` set, when a value cannot be JSON (a Date, Data, NaN…), the
  /// object graph has a cycle, or it nests deeper than `GraphGuard.maximumDepth`.
  public func mj_JSONData() -> Data? {
    let (object, failures) = MJExport.walk(self, keys: nil, ignoredKeys: nil)
    if !failures.isEmpty {
      MJExport.recordFailures(failures, for: Self.self)
      return nil
    }
    guard let data = try? JSONTextLayer.current.serialize(object) else {
      MJTables.setError(
        MJError(type: "\(Self.self)", reason: "the key values hold a value JSON cannot represent"),
        for: Self.self)
      return nil
    }
    return data
  }

  /// `mj_JSONString`; nil as ``mj_JSONData()``.
  public func mj_JSONString() -> String? { mj_JSONData().flatMap { String(data: $0, encoding: .utf8) } }
}

/// Model → dictionary: `-mj_keyValuesWithKeys:ignoredKeys:`.
enum MJExport {
  /// A whole export; a cycle or nesting deeper than `GraphGuard.maximumDepth` sets `mj_error`.
  static func rootKeyValues<M: MJKeyValue>(of model: M, keys: [String]?, ignoredKeys: [String]?) -> [String:
    Any]
  {
    let (result, failures) = walk(model, keys: keys, ignoredKeys: ignoredKeys)
    recordFailures(failures, for: M.self)
    return result
  }

  /// One model's key values as a level of the walk; a refused level (a cycle, too deep) gives an empty
  /// dictionary.
  static func walk<M: MJKeyValue>(_ model: M, keys: [String]?, ignoredKeys: [String]?) -> (
    result: [String: Any], failures: GraphGuard.Failures
  ) {
    let (result, failures) = GraphGuard.enter(model: model) {
      keyValues(of: model, keys: keys, ignoredKeys: ignoredKeys)
    }
    return (result ?? [:], failures)
  }

  static func recordFailures(_ failures: GraphGuard.Failures, for type: Any.Type) {
    if failures.contains(.cycle) {
      MJTables.setError(MJError(type: "\(type)", reason: "the object graph has a cycle"), for: type)
    } else if failures.contains(.tooDeep) {
      MJTables.setError(
        MJError(type: "\(type)", reason: "the models nest deeper than \(GraphGuard.maximumDepth) levels"),
        for: type)
    }
  }

  static func keyValues<M: MJKeyValue>(of model: M, keys: [String]?, ignoredKeys: [String]?) -> [String: Any]
  {
    let type = Swift.type(of: model)
    let allowed = MJTables.totalNames(.allowed, for: type)
    let ignored = MJTables.totalNames(.ignored, for: type)
    let properties = MJTables.properties(of: type)
    var result = emptyKeyValues(capacity: properties.count)
    let replacedKeys = MJTables.referencesReplacedKeys(for: type)
    let info = try? TypeInfo.of(type)
    ModelStorage.withBase(of: model) { base in
      for property in properties {
        if !allowed.isEmpty, !allowed.contains(property.name) { continue }
        if ignored.contains(property.name) { continue }
        if let keys, !keys.contains(property.name) { continue }
        if let ignoredKeys, ignoredKeys.contains(property.name) { continue }
        // KVC read by name.
        guard let raw = MJKVC.value(forKey: property.name, in: info, base: base) else { continue }
        let value = exported(raw, property: property)
        // Moved into the dictionary: assigned as it stands, the value was copied, then destroyed.
        if !replacedKeys {
          result[property.name] = consume value
        } else if let chain = property.propertyKeys.first, chain.count > 1 {
          var container: Any = result
          insert(value, along: chain[...], into: &container)
          result = container as! [String: Any]
        } else {
          result[property.propertyKeys.first?.first?.name ?? property.name] = consume value
        }
      }
    }
    model.mj_objectDidConvertToKeyValues(&result)
    return result
  }

  /// An empty dictionary with room for a model's properties: a wide model's dictionary is not rehashed
  /// as it grows. Out of line, so that `keyValues`, which recurses through nested models, keeps a small
  /// frame (512 levels under ASan).
  @inline(never)
  static func emptyKeyValues(capacity: Int) -> [String: Any] {
    JSONContainers.object(capacity: capacity)
  }

  /// Models → dictionaries, arrays element by element, URLs → strings; other values as they are.
  static func exported(_ value: Any, property: MJProperty?) -> Any {
    // The original's order: a model property's value is exported as a model (`!type.isFromFoundation &&
    // propertyClass`); any other value is itself when Foundation's (`isClassFromFoundation`), else a
    // model if it is one. Asked before the value's kind, which costs a cast to each Foundation class.
    if case .model(let modelType) = property?.type.kind, let nested = nestedKeyValues(value, as: modelType) {
      return nested
    }
    let known = JSONValueKind.ofKnownType(value)
    if known == nil {
      // A typed map or array is Foundation's (the NSDictionary or NSArray it stands for), told by its
      // type's cached answer before the model's conformance is looked up, which costs more for every
      // value that is none.
      if let container = TypedContainer.of(value) { return exported(container, value) }
      if let model = value as? any MJKeyValue { return nestedKeyValues(model) }
    }
    switch known ?? JSONValueKind.of(value) {
    case .string, .integer, .double, .bool, .null: return value
    case .array, .object:
      // An array or a dictionary is no model and no URL: the containers' branches below, without the
      // protocol casts before them (a conformance look-up each).
      if let container = exportedContainer(value) { return container }
    case .other: break
    }
    if let model = value as? any MJKeyValue { return nestedKeyValues(model) }
    if let url = value as? URL { return url.absoluteString }
    if let array = value as? any ArrayType {
      return GraphGuard.enter(nil) { array.elementsAny.map { exported($0, property: nil) } }.result
        ?? NSNull()
    }
    if let set = value as? any SetType {
      return GraphGuard.enter(nil) { set.elementsAny.map { exported($0, property: nil) } }.result ?? NSNull()
    }
    if let dictionary = value as? any StringKeyedDictionaryType {
      return GraphGuard.enter(nil) { dictionary.entriesAny.mapValues { exported($0, property: nil) } }.result
        ?? NSNull()
    }
    if let representable = value as? any RawRepresentable { return representable.rawValue }
    return value
  }

  /// A nested model's key values; a refused level (the back-reference of a cycle, a model too deep) is
  /// left out as NSNull.
  private static func nestedKeyValues<N: MJKeyValue>(_ model: N) -> Any {
    GraphGuard.enter(model: model) { keyValues(of: model, keys: nil, ignoredKeys: nil) }.result ?? NSNull()
  }

  /// A model property's value exported as its type's key values; nil when it is not one (a value set
  /// by name that the field's type does not hold cannot be, but the walk stays total).
  private static func nestedKeyValues<N: MJKeyValue>(_ value: Any, as _: N.Type) -> Any? {
    // Bound, not mapped: `Optional<N>.map` looks `Optional<N>`'s metadata up per nested model.
    guard let model = value as? N else { return nil }
    return nestedKeyValues(model)
  }

  /// An array's or a dictionary's elements exported; nil for another value. Out of line, so that
  /// `exported`, which recurses through nested models, keeps a small frame (512 levels under ASan).
  @inline(never)
  private static func exportedContainer(_ value: Any) -> Any? {
    // A typed array of JSON scalars exports as it stands (each element would be returned as it is): no
    // `[Any]` made of it, and no graph guard for what holds no object.
    if let scalars = JSONValue.scalarArray(value) { return scalars }
    // A typed map or array (`[String: [String: Any]]`, `[Frame]`, …) walked as its own type: the casts
    // of `JSONValue.container` would copy it through `Any` in the runtime first, as the NSDictionary or
    // NSArray it stands for is enumerated as it is.
    if let container = TypedContainer.of(value) { return exported(container, value) }
    switch JSONValue.container(value) {
    case .array(let array):
      return GraphGuard.enter(nil) { array.map { exported($0, property: nil) } }.result ?? NSNull()
    case .object(let dictionary):
      return GraphGuard.enter(nil) { dictionary.mapValues { exported($0, property: nil) } }.result ?? NSNull()
    case nil:
      return nil
    }
  }

  /// A typed map's entries or a typed array's elements exported; a refused level as NSNull.
  @inline(never)
  private static func exported(_ container: TypedContainer, _ value: Any) -> Any {
    container.values(of: value) { exported($0, property: nil) } ?? NSNull()
  }

  /// Rebuilds the key chain: dictionaries and arrays created on the way, arrays padded with NSNull.
  private static func insert(_ value: Any, along chain: ArraySlice<MJPropertyKey>, into container: inout Any)
  {
    guard let key = chain.first else { return }
    let rest = chain.dropFirst()
    switch key.kind {
    case .dictionary:
      var dictionary = container as? [String: Any] ?? [:]
      if let next = rest.first {
        var inner: Any =
          dictionary[key.name].flatMap { JSONValue.isNull($0) ? nil : $0 }
          ?? (next.kind == .dictionary ? [String: Any]() as Any : [Any]() as Any)
        insert(value, along: rest, into: &inner)
        dictionary[key.name] = inner
      } else {
        dictionary[key.name] = value
      }
      container = dictionary
    case .array:
      guard let index = Int(key.name), index >= 0, index < 1 << 16 else { return }
      var array = container as? [Any] ?? []
      while array.count < index + 1 { array.append(NSNull()) }
      if let next = rest.first {
        var inner: Any =
          JSONValue.isNull(array[index])
          ? (next.kind == .dictionary ? [String: Any]() as Any : [Any]() as Any) : array[index]
        insert(value, along: rest, into: &inner)
        array[index] = inner
      } else {
        array[index] = value
      }
      container = array
    }
  }
}
