import Foundation
import ModelRuntime

extension MJKeyValue {
  /// The model as a dictionary (`-mj_keyValues`). A cycle in the object graph leaves the back-reference
  /// out and sets `mj_error` (the original recursed until the stack ran out).
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

  /// `mj_JSONData`: nil, with `mj_error` set, when a value cannot be JSON (a Date, Data, NaN…) or the
  /// object graph has a cycle.
  public func mj_JSONData() -> Data? {
    let (object, cycleFound) = CycleGuard.walk { MJExport.keyValues(of: self, keys: nil, ignoredKeys: nil) }
    if cycleFound {
      MJTables.setError(MJError(type: "\(Self.self)", reason: "the object graph has a cycle"), for: Self.self)
      return nil
    }
    guard JSONSerialization.isValidJSONObject(object),
      let data = try? JSONSerialization.data(withJSONObject: object)
    else {
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
  /// A whole export; a cycle sets `mj_error`.
  static func rootKeyValues<M: MJKeyValue>(of model: M, keys: [String]?, ignoredKeys: [String]?) -> [String:
    Any]
  {
    let (result, cycleFound) = CycleGuard.walk { keyValues(of: model, keys: keys, ignoredKeys: ignoredKeys) }
    if cycleFound {
      MJTables.setError(MJError(type: "\(M.self)", reason: "the object graph has a cycle"), for: M.self)
    }
    return result
  }

  static func keyValues<M: MJKeyValue>(of model: M, keys: [String]?, ignoredKeys: [String]?) -> [String: Any]
  {
    let type = Swift.type(of: model)
    let allowed = MJTables.totalNames(.allowed, for: type)
    let ignored = MJTables.totalNames(.ignored, for: type)
    var result: [String: Any] = [:]
    let properties = MJTables.properties(of: type)
    ModelStorage.withBase(of: model) { base in
      for property in properties {
        if !allowed.isEmpty, !allowed.contains(property.name) { continue }
        if ignored.contains(property.name) { continue }
        if let keys, !keys.contains(property.name) { continue }
        if let ignoredKeys, ignoredKeys.contains(property.name) { continue }
        // KVC read by name.
        guard let raw = MJKVC.value(forKey: property.name, type: type, base: base) else { continue }
        let value = exported(raw, property: property)
        if let chain = property.propertyKeys.first, chain.count > 1 {
          var container: Any = result
          insert(value, along: chain[...], into: &container)
          result = container as! [String: Any]
        } else {
          result[property.propertyKeys.first?.first?.name ?? property.name] = value
        }
      }
    }
    model.mj_objectDidConvertToKeyValues(&result)
    return result
  }

  /// Models → dictionaries, arrays element by element, URLs → strings; other values as they are.
  static func exported(_ value: Any, property: MJProperty?) -> Any {
    switch JSONValueKind.of(value) {
    case .string, .integer, .double, .bool, .null: return value
    default: break
    }
    if let model = value as? any MJKeyValue {
      func nested<N: MJKeyValue>(_ model: N) -> Any {
        if type(of: model) is AnyClass {
          return CycleGuard.inside(model as AnyObject) {
            MJExport.keyValues(of: model, keys: nil, ignoredKeys: nil)
          }
            ?? NSNull()
        }
        return MJExport.keyValues(of: model, keys: nil, ignoredKeys: nil)
      }
      return nested(model)
    }
    if let url = value as? URL { return url.absoluteString }
    if let array = value as? any ArrayType { return array.elementsAny.map { exported($0, property: nil) } }
    if let set = value as? any SetType { return set.elementsAny.map { exported($0, property: nil) } }
    if let dictionary = value as? any StringKeyedDictionaryType {
      return dictionary.entriesAny.mapValues { exported($0, property: nil) }
    }
    if let representable = value as? any RawRepresentable { return representable.rawValue }
    return value
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
