import Foundation
import JSONText
import ModelRuntime

extension XYYJsonModel {
  /// The model as a dictionary (`- convertToDictionary:`): every stored field, superclasses' included,
  /// and every computed property with a declared getter, keyed by property name.
  ///
  /// With `forJson`, every value is a JSON value: `convert<Name>ToJsonValue` if the model declares it,
  /// else numbers as NSNumber, structs as their `stringWith<StructName>:` form, nil as NSNull, and objects
  /// through ``xyy_convertToJsonValue(_:)``. Without it, numbers are NSNumber, CoreGraphics structs and
  /// NSRange NSValue, nil NSNull, and objects are left as they are (a date stays a date, a model a model).
  ///
  /// `ownPropertiesOnly` lists only the fields this class declares, as the original's
  /// `class_copyPropertyList([self class])` does (superclasses' fields left out), for code ported from
  /// it that relies on that output; by default the superclasses' fields are listed too (XYYStyle.swift).
  public func xyy_convertToDictionary(forJson: Bool, ownPropertiesOnly: Bool = false) -> [String: Any] {
    XYYExport.dictionary(of: self, keys: nil, forJson: forJson, ownOnly: ownPropertiesOnly)
  }

  /// Only the given keys (`- convertToDictionaryWithKeys:forJson:`): each key is mapped to its property
  /// through ``xyy_propertyName(forKey:)`` and its value stored under the key; unknown or ignored
  /// properties are left out.
  public func xyy_convertToDictionary(withKeys keys: [String], forJson: Bool) -> [String: Any] {
    XYYExport.dictionary(of: self, keys: keys, forJson: forJson)
  }

  /// One key's exported value (`- valueForKey:forJson:`), the key mapped through
  /// ``xyy_propertyName(forKey:)``; nil for an unknown or ignored property, NSNull for a nil value.
  public func xyy_value(forKey key: String, forJson: Bool) -> Any? {
    XYYExport.dictionary(of: self, keys: [key], forJson: forJson)[key]
  }

  /// The model as a JSON value: its dictionary with `forJson` (`- convertToJsonValue` on an XYYModel).
  public func xyy_convertToJsonValue() -> Any { XYYExport.jsonValue(self) }
}

/// Any value as a JSON value (`- convertToJsonValue`, the NSObject category): strings, numbers and NSNull
/// as they are; models as their JSON dictionary; arrays and sets as arrays and dictionaries as
/// dictionaries of converted elements (nil elements as NSNull); anything else as its description.
///
/// Where Swift adds cases the original has no class for: an enum with a raw value is its raw value, a URL
/// its `absoluteString`, a Decimal an NSDecimalNumber, and a number JSON cannot hold (NaN, ±infinity) is
/// NSNull, so that the result always passes `JSONSerialization.isValidJSONObject`. A model the walk
/// refuses (a cycle, nesting beyond `GraphGuard.maximumDepth`) is NSNull.
public func xyy_convertToJsonValue(_ value: Any?) -> Any {
  XYYExport.jsonValue(value)
}

enum XYYExport {
  /// `[NSNull null]`: the original's one instance, not a new object for every nil.
  static let null = NSNull()

  /// The model's dictionary; empty when the walk refuses the model (see ``level(of:keys:forJson:)``).
  static func dictionary<M: XYYJsonModel>(
    of model: M, keys: [String]?, forJson: Bool, ownOnly: Bool = false
  ) -> [String: Any] {
    level(of: model, keys: keys, forJson: forJson, ownOnly: ownOnly) ?? [:]
  }

  /// The model's dictionary as one level of the walk; nil when the walk refuses it: a class model already
  /// being written on this thread (a cycle), or a level deeper than `GraphGuard.maximumDepth`.
  static func level<M: XYYJsonModel>(
    of model: M, keys: [String]?, forJson: Bool, ownOnly: Bool = false
  ) -> [String: Any]? {
    return GraphGuard.enter(model: model) { body(of: model, keys: keys, forJson: forJson, ownOnly: ownOnly) }
      .result
  }

  private static func body<M: XYYJsonModel>(
    of model: M, keys: [String]?, forJson: Bool, ownOnly: Bool
  ) -> [String: Any] {
    let type = Swift.type(of: model)
    guard let info = try? TypeInfo.of(type) else { return [:] }
    let methods = type.xyy_methods
    let direct = model.xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel: false)
    return ModelStorage.withBase(of: model) { base in
      // Declared here and written only by this closure's loops: written from the nested function, it was
      // boxed and each write checked for exclusivity at run time.
      var result = emptyDictionary(keys: keys, info: info, methods: methods)
      /// A property's exported value; nil when the property is left out.
      func export(property name: String) -> Any? {
        if model.xyy_needIgnoreProperty(name, forDicToModel: false) { return nil }
        guard let data = XYYPropertyCache.shared.data(for: type, name: name) else { return nil }
        if forJson, let toJSON = methods.table.toJSON[data.toJSON] { return jsonValue(toJSON(base)) }
        if let getter = data.getter, !(direct && data.hasField) {
          return value(unwrapped(getter(base)), of: data, forJson: forJson)
        }
        guard data.hasField else { return nil }  // a setter without a getter or field: nothing to read
        // An optional field read as one, by its type: no cast of each value to unwrap it.
        return value(data.field?.kvcValue(from: base), of: data, forJson: forJson)
      }
      if let keys {
        for key in keys {
          if let value = export(property: model.xyy_propertyName(forKey: key)) { result[key] = consume value }
        }
      } else {
        for field in info.fields where field.isWritable && !field.isLazyStorage {
          if ownOnly && ObjectIdentifier(field.declaringType) != ObjectIdentifier(type) { continue }
          if let value = export(property: field.name) { result[field.name] = consume value }
        }
        // Sorted only when there is a getter: sorting no keys still made an array.
        for name in methods.table.getters.isEmpty ? [] : methods.table.getters.keys.sorted()
        where info.field(named: name) == nil {
          if let value = export(property: name) { result[name] = consume value }
        }
      }
      return result
    }
  }

  /// An empty dictionary with room for every property written (the keys asked for, else the fields and
  /// getters): a wide model's dictionary is not rehashed as it grows. Out of line, so that `body`, which
  /// recurses through nested models, keeps a small frame (512 levels under ASan).
  @inline(never)
  private static func emptyDictionary(keys: [String]?, info: TypeInfo, methods: XYYMethods) -> [String: Any] {
    JSONContainers.object(capacity: keys?.count ?? info.fields.count + methods.table.getters.count)
  }

  /// `_valueForProperty:forJson:` after the read: boxed, converted, or left as it is.
  /// A getter's value with an optional unwrapped; nil for nil.
  private static func unwrapped(_ raw: Any) -> Any? {
    if let optional = raw as? any OptionalType { return optional.wrappedAny }
    return raw
  }

  /// A property's value as the dictionary holds it; NSNull for nil.
  /// The value is taken, so that one left as it is moves into the dictionary: each copy of an `Any?`
  /// goes through its value witnesses.
  private static func value(_ raw: consuming Any?, of data: XYYPropertyData, forJson: Bool) -> Any {
    guard let value = consume raw else { return null }
    switch data.kindCase {
    case .number:
      guard let number = XYYNumbers.boxed(value) else { return null }
      return forJson && !number.isJSONNumber ? null : number
    case .structure:
      if forJson, case .structure(let entry) = data.kind { return entry.format(value) ?? null }
      return ArchivableValue.boxedStruct(value) ?? value
    case .object:
      return forJson ? jsonValue(value) : value
    }
  }

  /// An array's or a dictionary's elements as JSON values; nil for another value. Out of line, so that
  /// `jsonValue`, which recurses through nested models, keeps a small frame (512 levels under ASan).
  @inline(never)
  private static func containerValue(_ value: Any) -> Any? {
    // A typed array of JSON scalars is JSON as it stands: the original's NSArray of NSNumbers is returned
    // as it is, and boxing each Swift number into one is no part of the design.
    if let scalars = JSONValue.scalarArray(value) { return scalars }
    // A typed map or array (`[String: [String: Any]]`, `[Frame]`, …) walked as its own type: the casts
    // of `JSONValue.container` would copy it through `Any` in the runtime first, as the NSDictionary or
    // NSArray it stands for is enumerated as it is.
    if let container = TypedContainer.of(value) { return containerValue(container, value) }
    switch JSONValue.container(value) {
    case .array(let array): return GraphGuard.enter(nil) { array.map(jsonValue) }.result ?? null
    case .object(let dictionary):
      return GraphGuard.enter(nil) { dictionary.mapValues(jsonValue) }.result ?? null
    case nil: return nil
    }
  }

  /// A typed map's entries or a typed array's elements converted; a refused level as NSNull.
  @inline(never)
  private static func containerValue(_ container: TypedContainer, _ value: Any) -> Any {
    container.values(of: value) { jsonValue($0) } ?? null
  }

  /// A nested model's dictionary (`convertToDictionary:YES`).
  static func nestedJSON<N: XYYJsonModel>(_ model: N) -> Any {
    level(of: model, keys: nil, forJson: true) ?? null
  }

  /// `- convertToJsonValue`: see ``xyy_convertToJsonValue(_:)``. The value is taken, as above.
  static func jsonValue(_ value: consuming Any?) -> Any {
    guard let value = consume value else { return null }
    // A type the common JSON values are told by is no optional: its kind, with no cast to unwrap it.
    let known = JSONValueKind.ofKnownType(value)
    if known == nil {
      // The original's order: after the scalars (known by type), a model, before the containers; asked
      // first, as the kind of a value of another type costs a cast to each Foundation class.
      switch XYYJSONDispatch.of(type(of: value)) {
      case .model(let export): return export(value)
      case .optional: return jsonValue((value as? any OptionalType)?.wrappedAny)
      case .container(let container): return containerValue(container, value)
      case .other: break
      }
    }
    switch known ?? JSONValueKind.of(value) {
    case .string, .null: return value
    case .integer, .double, .bool:
      guard let number = XYYNumbers.boxed(value), number.isJSONNumber else { return null }
      return number
    case .object, .array:
      // An array or a dictionary is no model and no URL: the containers' branches below, without the
      // protocol casts before them (a conformance look-up each).
      if let container = containerValue(value) { return container }
    case .other: break
    }
    // A URL first: tested after the casts below, it was bridged to NSURL by `as? NSDictionary` (Foundation
    // parsing and walking its string) before reaching its own case — most of XYYStyle's model→dict time on
    // a model with URLs, and no part of the design. The order changes no outcome: a URL is none of them.
    if type(of: value) == URL.self, let url = value as? URL { return url.absoluteString }
    // A level the walk refuses — the back-reference of a cycle, a model or container nested deeper than
    // the limit — is written as NSNull.
    if let array = value as? any ArrayType {
      return GraphGuard.enter(nil) { array.elementsAny.map(jsonValue) }.result ?? null
    }
    if let set = value as? any SetType {
      return GraphGuard.enter(nil) { set.elementsAny.map(jsonValue) }.result ?? null
    }
    if let dictionary = value as? any StringKeyedDictionaryType {
      return GraphGuard.enter(nil) { dictionary.entriesAny.mapValues(jsonValue) }.result ?? null
    }
    if let dictionary = value as? NSDictionary {
      return GraphGuard.enter(nil) {
        var entries: [String: Any] = [:]
        for (key, element) in dictionary { entries[String(describing: jsonValue(key))] = jsonValue(element) }
        return entries
      }
      .result ?? null
    }
    if let number = XYYNumbers.boxed(value) { return number.isJSONNumber ? number : null }
    if let decimal = value as? Decimal {
      return decimal.isNaN ? null : NSDecimalNumber(decimal: decimal)
    }
    if let entry = XYYStructStrings.byName[ObjectIdentifier(type(of: value))] {
      return entry.entry.format(value) ?? null
    }
    if let representable = value as? any RawRepresentable { return jsonValue(representable.rawValue) }
    return String(describing: value)
  }
}
