import Foundation
import ModelRuntime

/// Dictionary → model: `-mj_setKeyValues:`.
enum MJConversion {
  /// Converts `keyValues` into `model`. Errors of single properties are recorded in `mj_error` and the
  /// conversion goes on, as the original's per-property `@try`.
  /// - Returns: false, with `mj_error` set, when `keyValues` is not a dictionary (or JSON text of one), or
  ///   when it nests models deeper than `GraphGuard.maximumDepth`: then the properties down to the limit
  ///   are written and the model at the limit has no nested model.
  ///   A nested conversion (`nested`) fails only when its own level is the one beyond the limit, so the
  ///   model at the limit is the one left without its nested model.
  static func set<M: MJKeyValue>(_ model: inout M, keyValues: Any, nested: Bool = false) -> Bool {
    let type = Swift.type(of: model)
    MJTables.setError(nil, for: type)
    guard let dictionary = jsonObject(keyValues, for: type) else { return false }
    let (converted, failures): (Void?, GraphGuard.Failures) = GraphGuard.enter(nil) {
      apply(dictionary, to: &model)
    }
    guard failures.isEmpty else {
      // Recorded after the nested conversions, which clear the error of their own type when they start.
      MJTables.setError(
        MJError(type: "\(type)", reason: "the key values nest deeper than \(GraphGuard.maximumDepth) models"),
        for: type)
      return nested && converted != nil
    }
    return true
  }

  /// Steps 0–3 for every property, then the did-convert hook.
  private static func apply<M: MJKeyValue>(_ dictionary: [String: Any], to model: inout M) {
    let type = Swift.type(of: model)
    let allowed = MJTables.totalNames(.allowed, for: type)
    let ignored = MJTables.totalNames(.ignored, for: type)
    let locale = type.mj_numberLocale()
    let blocks = MJTables.newValueBlocks(for: type)
    let properties = MJTables.properties(of: type)

    for property in properties {
      // 0. Allowed and ignored, by linear search as NSArray's containsObject:
      if !allowed.isEmpty, !allowed.contains(property.name) { continue }
      if ignored.contains(property.name) { continue }

      // 1. The value along the first key chain that yields one.
      var value: Any? = nil
      var isPresent = false
      for chain in property.propertyKeys {
        (value, isPresent) = MJPropertyKey.value(along: chain, in: dictionary)
        if isPresent { break }
      }

      // The new-value hook, then the run-time closures.
      var newValue = model.mj_newValue(fromOldValue: value, property: property)
      for block in blocks where MJIdentity.same(newValue, value) {
        newValue = block(model, value, property)
      }
      if !MJIdentity.same(newValue, value) {
        if let newValue = consume newValue {
          record(type) { () throws(MJError) in try model.mj_setValue(newValue, forKey: property.name) }
        }
        continue
      }

      // Consumed, not copied: binding an `Any?` copies it through its value witnesses.
      guard isPresent, let found = consume value else { continue }

      // 2. Conversion by the property's type.
      guard let converted = convert(found, for: property, locale: locale) else { continue }

      // 3. Set by name.
      record(type) { () throws(MJError) in try model.mj_setValue(converted, forKey: property.name) }
    }
    model.mj_didConvertToObject(withKeyValues: dictionary)
  }

  /// `mj_JSONObject` then the dictionary check; the failure is recorded as `mj_error`.
  static func jsonObject(_ keyValues: Any, for type: Any.Type) -> [String: Any]? {
    if let dictionary = JSONValue.dictionary(keyValues) { return dictionary }
    do {
      return try JSONInput.object(from: keyValues)
    } catch {
      MJTables.setError(
        MJError(type: "\(type)", reason: "keyValues is not a dictionary: \(error)"), for: type)
      return nil
    }
  }

  private static func record(_ type: Any.Type, _ body: () throws(MJError) -> Void) {
    do {
      try body()
    } catch {
      MJTables.setError(error, for: type)
    }
  }

  /// The conversions of `mj_setKeyValues:` for one value; nil drops it (the field keeps its value).
  static func convert(_ value: Any, for property: MJProperty, locale: Locale?) -> Any? {
    let type = property.type
    switch type.kind {
    case .model(let modelType):
      return MJModels.object(of: modelType, keyValues: value)
    case .array where property.objectClassInArray != nil:
      guard let elements = JSONValue.array(value) ?? (value as? [Any]) else { return nil }
      let elementType = property.objectClassInArray!
      if elementType == URL.self {
        return elements.compactMap { ($0 as? String).flatMap(\.mj_url) }
      }
      if let modelType = elementType as? any MJKeyValue.Type {
        return MJModels.objectArray(of: modelType, keyValuesArray: elements)
      }
      return elements
    case .string:
      if let string = JSONValue.string(value) ?? (value as? String) { return string }
      if let number = JSONValue.foundationNumber(value) { return number.description }
      if let url = value as? URL { return url.absoluteString }
      if value is Bool || value is any BinaryInteger || value is any BinaryFloatingPoint { return "\(value)" }
      return nil
    case .url:
      if let string = JSONValue.string(value) ?? (value as? String) { return string.mj_url }
      return value as? URL
    case .number, .bool:
      if let string = JSONValue.string(value) ?? (value as? String) {
        return MJNumberParsing.number(
          from: string, locale: locale, kind: type.kind, valueType: type.valueType)
      }
      return value
    case .decimal:
      if let string = JSONValue.string(value) ?? (value as? String) {
        // NaN is replaced by @(0), which then fails the property's class check: dropped.
        return MJNumberParsing.decimal(from: string, locale: locale)
      }
      if let number = JSONValue.foundationNumber(value) ?? (value as? NSNumber) { return number.decimalValue }
      return value
    case .rawEnum:
      return MJEnums.make(type.valueType, from: value)
    case .array, .set, .dictionary, .date, .data, .other:
      return value
    }
  }
}

/// `newValue != value` for `Any?`: whether the hook passed the same value through.
///
/// The hook returns the existential it was given, so the payload is bit-for-bit the same: the inline
/// bytes of a small value (an array's buffer pointer, a string's words), or the box of a large one.
/// Different values that compare equal (a new but equal string) also count as the same.
enum MJIdentity {
  static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
    // The hook's usual answer, the value it was given, told in place: unwrapping copies both.
    if CStandardLibrary.sameContainer(lhs, rhs) { return true }
    guard let l = lhs else { return rhs == nil }
    guard let r = rhs else { return false }
    if ObjectIdentifier(type(of: l)) != ObjectIdentifier(type(of: r)) { return false }
    if samePayload(l, r) { return true }
    // An object is the same only as itself: its reference was compared above (`l as AnyObject`
    // would bridge it through a dynamic cast first).
    if type(of: l) is AnyClass { return false }
    if let ls = JSONValue.string(l), let rs = JSONValue.string(r) { return ls == rs }
    if let lh = l as? AnyHashable, let rh = r as? AnyHashable { return lh == rh }
    return false
  }

  /// Compares the bytes of two values of the same dynamic type.
  private static func samePayload(_ l: Any, _ r: Any) -> Bool { CStandardLibrary.sameBytes(l, r) }
}

/// Raw-value enums (a Swift addition: KVC knows no enums).
enum MJEnums {
  static func make(_ type: Any.Type, from value: Any) -> Any? {
    guard let representable = type as? any RawRepresentable.Type else { return nil }
    func open<R: RawRepresentable>(_: R.Type) -> Any? {
      if let raw = value as? R.RawValue { return R(rawValue: raw) }
      if let number = JSONValue.foundationNumber(value) ?? (value as? NSNumber) {
        let candidates: [Any] = [
          number.intValue, number.int8Value, number.int16Value, number.int32Value, number.int64Value,
          number.uintValue, number.uint8Value, number.uint16Value, number.uint32Value, number.uint64Value,
        ]
        for candidate in candidates { if let raw = candidate as? R.RawValue { return R(rawValue: raw) } }
      }
      return nil
    }
    return open(representable)
  }
}
