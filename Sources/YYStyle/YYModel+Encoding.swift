import Foundation
import JSONText
import ModelRuntime

extension YYModel {
  /// The model as a JSON object (`-yy_modelToJSONObject`): a dictionary, or nil (no mapped property, a
  /// transform hook said no, or a cycle in the object graph).
  public func yy_modelToJSONObject() -> Any? {
    yy_modelToJSONDictionary()
  }

  /// ``yy_modelToJSONObject()`` typed as the dictionary it always is, for callers in this package: a
  /// caller of the original got an `NSDictionary *` for free, where a Swift `Any` costs a dynamic cast.
  package func yy_modelToJSONDictionary() -> [String: Any]? {
    YYJSONWriter.rootDictionary(of: self)
  }

  /// The model as JSON data (`-yy_modelToJSONData`), written by the selected text layer
  /// (`JSONTextLayer.current`); nil when the object is nil or holds a value JSON cannot.
  public func yy_modelToJSONData() -> Data? {
    guard let object = yy_modelToJSONDictionary() else { return nil }
    return try? JSONTextLayer.current.serialize(object)
  }

  /// The model as a JSON string (`-yy_modelToJSONString`).
  public func yy_modelToJSONString() -> String? {
    yy_modelToJSONData().flatMap { String(data: $0, encoding: .utf8) }
  }
}

/// Model → JSON object: `ModelToJSONObjectRecursive`.
enum YYJSONWriter {
  /// The model's dictionary, or nil when it maps no property, `modelCustomTransform(to:)` says no, or the
  /// walk met a cycle or nesting deeper than `GraphGuard.maximumDepth` (the original recursed until the
  /// stack ran out).
  static func rootDictionary<M: YYModel>(of model: M) -> [String: Any]? {
    let (result, failures) = walk(model)
    return failures.isEmpty ? result : nil
  }

  /// One model's dictionary; nil where the walk refuses it (a class model already being written on this
  /// thread, or a level too deep). `meta` is the model's own meta when the caller holds it (a nested
  /// model of exactly its property's type); otherwise it is looked up.
  static func dictionary<M: YYModel>(of model: M, meta: YYModelMeta? = nil) -> [String: Any]? {
    walk(model, meta: meta).result
  }

  private static func walk<M: YYModel>(
    _ model: M, meta: YYModelMeta? = nil
  ) -> (result: [String: Any]?, failures: GraphGuard.Failures) {
    let (result, failures) = GraphGuard.enter(model: model) { dictionaryBody(of: model, meta: meta) }
    return (result ?? nil, failures)
  }

  private static func dictionaryBody<M: YYModel>(of model: M, meta known: YYModelMeta?) -> [String: Any]? {
    guard let meta = known ?? YYModelMeta.of(type(of: model)) else { return nil }
    return ModelStorage.withBase(of: model) { base in
      mappedDictionary(meta: meta, base: base) { model.modelCustomTransform(to: &$0) }
    }
  }

  /// A nested class model's dictionary, its meta known (the driver's path): the same steps as
  /// ``dictionary(of:meta:)`` with nothing generic left in them, so that the unspecialized driver copies no
  /// value through a value witness and casts no metatype per nested model. `transform` is the model's
  /// `modelCustomTransform(to:)`.
  static func dictionary(
    ofObject object: AnyObject, meta: YYModelMeta, transform: (inout [String: Any]) -> Bool
  ) -> [String: Any]? {
    let (result, _) = GraphGuard.enter(object) { () -> [String: Any]? in
      ModelStorage.withBase(ofObject: object) { base in
        mappedDictionary(meta: meta, base: base.readOnly, transform: transform)
      }
    }
    return result ?? nil
  }

  /// The dictionary of the model at `base`: nil when it maps no property, or when `transform` (its
  /// `modelCustomTransform(to:)`, called only when the meta's hooks name it) refuses it.
  @inline(__always)
  private static func mappedDictionary(
    meta: YYModelMeta, base: ModelBase, transform: (inout [String: Any]) -> Bool
  ) -> [String: Any]? {
    guard meta.keyMappedCount > 0 else { return nil }
    var dictionary = properties(meta: meta, base: base)
    guard !meta.dictionaryHooks.contains(.transformTo) || transform(&dictionary) else { return nil }
    return dictionary
  }

  /// The mapped properties of the model at `base`, each under its key, key path or shared key.
  private static func properties(meta: YYModelMeta, base: ModelBase) -> [String: Any] {
    var dictionary = emptyDictionary(capacity: meta.allPropertyMetas.count)
    meta.lentPropertyMetas.forEach { property in
      // Tested by its type word and moved on as the `Any?` it is: `guard let` copied each value through
      // `Any?`'s witnesses, and unwrapping and wrapping it again stalled on the moves' own stores.
      let value = jsonValue(of: property, base: base)
      guard OptionalAny.isPresent(value) else { return }
      if let path = property.mappedToKeyPath {
        if let value { insert(value, at: path[...], into: &dictionary) }
      } else if !property.sharesKey {
        dictionary[property.mappedToKey] = consume value
      } else if dictionary[property.mappedToKey] == nil {
        dictionary[property.mappedToKey] = consume value
      }
    }
    return dictionary
  }

  /// An empty dictionary with room for `capacity` entries (see `JSONContainers.object(capacity:)`: the
  /// standard library's sized initializer would look up metadata at run time on every call).
  static func emptyDictionary(capacity: Int) -> [String: Any] {
    JSONContainers.object(capacity: capacity)
  }

  /// Rebuilds nested dictionaries for a key path; an existing value is never replaced, and a non-dictionary
  /// on the way stops the insertion, as in the original.
  private static func insert(_ value: Any, at path: ArraySlice<String>, into dictionary: inout [String: Any])
  {
    guard let key = path.first else { return }
    if path.count == 1 {
      if dictionary[key] == nil { dictionary[key] = value }
      return
    }
    var sub: [String: Any]
    if let existing = dictionary[key] {
      guard let existingDictionary = existing as? [String: Any] else { return }
      sub = existingDictionary
    } else {
      sub = [:]
    }
    insert(value, at: path.dropFirst(), into: &sub)
    dictionary[key] = sub
  }

  /// One property's JSON value, read through its pre-resolved kind.
  static func jsonValue(of property: YYPropertyMeta, base: ModelBase) -> Any? {
    let address = base.slot(at: property.offset)
    let optional = property.isOptional
    switch property.jsonKind {
    case .number(let kind):
      return number(kind, optional: optional, at: address)
    case .string:
      return load(String.self, optional: optional, at: address)
    case .url:
      return load(URL.self, optional: optional, at: address)?.absoluteString
    case .date:
      return load(Date.self, optional: optional, at: address).map(FixedFormatDate.iso8601String)
    case .omitted:
      return nil
    case .decimal:
      return load(Decimal.self, optional: optional, at: address).map { NSDecimalNumber(decimal: $0) }
    case .model:
      return property.jsonDriver?.jsonObject(at: address, isOptional: optional)
    case .modelArray:
      return property.jsonDriver?.jsonArray(at: address, isOptional: optional)
    case .modelDictionary:
      return property.jsonDriver?.jsonDictionary(at: address, isOptional: optional)
    case .nativeContainer:
      return property.loadTyped?(address)
    case .jsonValues:
      return property.jsonValues?(address)
    case .reflected:
      return jsonObject(from: property.field.get(from: base))
    }
  }

  @inline(__always)
  private static func load<T>(_: T.Type, optional: Bool, at address: FieldSlotView) -> T? {
    address.load(T.self, optional: optional)
  }

  /// `ModelCreateNumberFromProperty`; NaN and infinities give nil (omitted).
  private static func number(_ kind: YYNumberKind, optional: Bool, at address: FieldSlotView) -> Any? {
    switch kind {
    case .bool: return load(Bool.self, optional: optional, at: address)
    case .int: return load(Int.self, optional: optional, at: address)
    case .int8: return load(Int8.self, optional: optional, at: address).map { Int($0) }
    case .int16: return load(Int16.self, optional: optional, at: address).map { Int($0) }
    case .int32: return load(Int32.self, optional: optional, at: address).map { Int($0) }
    case .int64: return load(Int64.self, optional: optional, at: address).map { Int($0) }
    case .uint: return load(UInt.self, optional: optional, at: address).map { NSNumber(value: $0) }
    case .uint8: return load(UInt8.self, optional: optional, at: address).map { Int($0) }
    case .uint16: return load(UInt16.self, optional: optional, at: address).map { Int($0) }
    case .uint32: return load(UInt32.self, optional: optional, at: address).map { Int($0) }
    case .uint64: return load(UInt64.self, optional: optional, at: address).map { NSNumber(value: $0) }
    case .float:
      return load(Float.self, optional: optional, at: address).flatMap { $0.isFinite ? Double($0) : nil }
    case .double: return load(Double.self, optional: optional, at: address).flatMap { $0.isFinite ? $0 : nil }
    case .cgFloat:
      return load(CGFloat.self, optional: optional, at: address).flatMap { $0.isFinite ? Double($0) : nil }
    }
  }

  /// Any value → its JSON object: containers recursively, models through their meta, nil for what JSON
  /// cannot hold (Data, CG structs, NaN, …).
  static func jsonObject(from value: Any) -> Any? {
    switch JSONValueKind.of(value) {
    case .null, .string, .bool, .integer:
      return value
    case .double:
      if let double = value as? Double { return double.isFinite ? double : nil }
      if let number = value as? NSNumber { return number.doubleValue.isFinite ? number : nil }
      if let float = value as? any BinaryFloatingPoint {
        let double = Double(float)
        return double.isFinite ? double : nil
      }
      return nil
    case .object:
      // `isValidJSONObject:` first, as the original: a map that holds only JSON is returned as it is. A
      // typed map (`[String: [String: Any]]`, …) is checked and walked as its own type: the runtime's
      // cast to `[String: Any]` copies it through `Any` first.
      if let map = StringKeyedMaps.typedMap(of: value) {
        if YYJSONValues.isValid(map: map, value, depth: 1) { return value }
        return GraphGuard.enter(nil) { map.entriesAny(of: value, compactMapping: jsonObject(from:)) }.result
      }
      guard let dictionary = JSONValue.dictionary(value) else { return nil }
      if YYJSONValues.isValid(dictionary, depth: 1) { return dictionary }
      return GraphGuard.enter(nil) { dictionary.compactMapValues(jsonObject(from:)) }.result
    case .array:
      guard let array = value as? [Any] else { return nil }
      return GraphGuard.enter(nil) { array.compactMap(jsonObject(from:)) }.result
    case .other:
      break
    }
    switch value {
    case let model as any YYModel:
      return dictionary(of: model)
    case let optional as any OptionalType:
      return optional.wrappedAny.flatMap(jsonObject(from:))
    case let url as URL:
      return url.absoluteString
    case let date as Date:
      return FixedFormatDate.iso8601String(date)
    case let decimal as Decimal:
      return NSDecimalNumber(decimal: decimal)
    case let array as any ArrayType:
      return GraphGuard.enter(nil) { array.elementsAny.compactMap(jsonObject(from:)) }.result
    case let set as any SetType:
      return GraphGuard.enter(nil) { set.elementsAny.compactMap(jsonObject(from:)) }.result
    case let dictionary as any StringKeyedDictionaryType:
      return GraphGuard.enter(nil) { dictionary.entriesAny.compactMapValues(jsonObject(from:)) }.result
    case let representable as any RawRepresentable:
      return jsonObject(from: representable.rawValue)
    default:
      return nil
    }
  }
}
