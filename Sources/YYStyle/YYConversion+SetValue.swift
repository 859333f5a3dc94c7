import Foundation
import ModelRuntime

extension YYConversion {
  /// `ModelSetValueForProperty`: one pre-resolved typed write.
  ///
  /// `value` is the caller's own copy: a string, object or array the write keeps or hands on is moved
  /// out of it (`value` then holds `()`), as the original's setter retains the value it is lent, once.
  ///
  /// Numbers, strings (the common kinds), nested models and containers are written here, on the path a
  /// nested conversion recurses through; the other kinds in ``setLeaf(_:for:base:address:optional:isNull:)``,
  /// whose locals (URLs, dates, decimals…) then stay out of this frame: 512 nested levels must fit a
  /// secondary thread's stack, under AddressSanitizer too.
  static func setValue(_ value: inout Any, for property: YYPropertyMeta, base: MutableModelBase) {
    let address = base.slot(at: property.offset)
    let optional = property.isOptional
    let isNull = JSONValue.isNull(value)
    switch property.setter {
    case .model:
      // The same driver, called where the meta keeps it beside the setter: binding the case's payload
      // would copy it, a retain and a release on an object every converting thread shares.
      if isNull {
        if optional { property.jsonDriver?.storeNil(at: address) }
        return
      }
      if let dictionary = JSONValue.takeDictionary(from: &value) {
        property.jsonDriver?.update(at: address, isOptional: optional, with: dictionary)
      } else {
        _ = property.jsonDriver?.storeInstance(value, at: address, isOptional: optional)
      }
    case .array(_, let arrayType):
      if isNull { return clear(property, in: base) }
      guard let elements = elements(of: &value) else { return }
      // An array of the driver's own models goes through `jsonDriver`, as `.model` does: binding the
      // case's driver would copy it.
      if case .modelArray = property.jsonKind {
        property.jsonDriver?.storeArray(from: elements, at: address, isOptional: optional)
      } else if case .array(let models?, _) = property.setter {
        arrayType.make(from: models.makeModels(from: elements), into: address, optional: optional)
      } else {
        arrayType.make(from: elements, into: address, optional: optional)
      }
    case .set(let models, let setType):
      if isNull { return clear(property, in: base) }
      guard let elements = elements(of: &value) else { return }
      setType.make(
        from: models.map { $0.makeModels(from: elements) } ?? elements, into: address, optional: optional)
    case .dictionary(let models, let dictionaryType):
      if isNull { return clear(property, in: base) }
      guard let entries = JSONValue.takeDictionary(from: &value) else { return }
      if let models {
        if dictionaryType.valueType == models.modelType {
          models.storeDictionary(from: entries, at: address, isOptional: optional)
        } else {
          let built = models.makeDictionary(from: entries) as! any StringKeyedDictionaryType
          dictionaryType.make(from: built.entriesAny, into: address, optional: optional)
        }
      } else {
        dictionaryType.make(from: entries, levels: property.mapLevels, into: address, optional: optional)
      }
    case .number(let kind):
      storeNumber(isNull ? nil : YYNumber.from(value), kind: kind, optional: optional, at: address)
    case .string:
      if isNull { return storeNil(String.self, optional: optional, at: address) }
      if let string = JSONValue.takeString(from: &value) ?? (value as? String) {
        store(string, optional: optional, at: address)
      } else if let number = YYNumber.fromNumberOnly(value) {
        store(number.string, optional: optional, at: address)
      } else if let url = value as? URL {
        store(url.absoluteString, optional: optional, at: address)
      } else if let data = value as? Data, let string = String(data: data, encoding: .utf8) {
        store(string, optional: optional, at: address)
      } else if let attributed = value as? NSAttributedString {
        store(attributed.string, optional: optional, at: address)  // the original's `.string`
      }
    default:
      setLeaf(value, for: property, base: base, address: address, optional: optional, isNull: isNull)
    }
  }

  /// A `T` field from text that `parse` reads (nil where it reads none), or from a `T` as it is; null
  /// writes nil, any other value nothing.
  @inline(__always)
  static func setParsed<T>(
    _ value: Any, isNull: Bool, optional: Bool, at address: FieldSlot, _ parse: (String) -> T?
  ) {
    if isNull { return storeNil(T.self, optional: optional, at: address) }
    if let string = JSONValue.string(value) ?? (value as? String) {
      if let parsed = parse(string) {
        store(parsed, optional: optional, at: address)
      } else {
        storeNil(T.self, optional: optional, at: address)
      }
    } else if let typed = value as? T {
      store(typed, optional: optional, at: address)
    }
  }

  /// The less common writes of ``setValue(_:for:base:)``, none of which recurses: URLs, dates, data,
  /// decimals, Foundation numbers, enums, structs.
  @inline(never)
  static func setLeaf(
    _ value: Any, for property: YYPropertyMeta, base: MutableModelBase, address: FieldSlot, optional: Bool,
    isNull: Bool
  ) {
    switch property.setter {
    case .url:
      setParsed(value, isNull: isNull, optional: optional, at: address) { string in
        let trimmed = trimmedForURL(string)
        return trimmed.isEmpty ? nil : URL(string: trimmed)
      }
    case .date:
      setParsed(value, isNull: isNull, optional: optional, at: address, YYDateParser.parse)
    case .data:
      if isNull { return storeNil(Data.self, optional: optional, at: address) }
      if let data = value as? Data {
        store(data, optional: optional, at: address)
      } else if let string = value as? String {
        store(Data(string.utf8), optional: optional, at: address)
      }
    case .decimal:
      if isNull { return storeNil(Decimal.self, optional: optional, at: address) }
      if let decimal = decimal(from: value) {
        store(decimal, optional: optional, at: address)
      } else if value is String {
        storeNil(Decimal.self, optional: optional, at: address)  // NaN, as the original's check gives
      }
    case .nsNumber:
      if isNull { return clear(property, in: base) }
      if let number = YYNumber.object(from: value) {
        writeExact(number, for: property, in: base)
      } else {
        clear(property, in: base)  // the original sets nil when YYNSNumberCreateFromID gives none
      }
    case .nsDecimalNumber:
      if isNull { return clear(property, in: base) }
      if type(of: value) is AnyClass, let decimal = value as? NSDecimalNumber {
        writeExact(decimal, for: property, in: base)
      } else if let string = JSONValue.string(value) ?? (value as? String) {
        // decimalNumberWithString:, whose NaN the original turns into nil.
        let parsed = NSDecimalNumber(string: string, locale: posix)
        if parsed.decimalValue.isNaN {
          clear(property, in: base)
        } else {
          writeExact(parsed, for: property, in: base)
        }
      } else if let number = YYNumber.fromNumberOnly(value) {
        writeExact(NSDecimalNumber(decimal: number.object.decimalValue), for: property, in: base)
      }
    case .rawEnum(let maker):
      if isNull { return clear(property, in: base) }
      if let made = maker.make(value) { writeExact(made, for: property, in: base) }
    case .any:
      if isNull { return storeNil(Any.self, optional: optional, at: address) }
      // Spelled out: a generic `store(value, optional:)` would open `value` (SE-0352) and store an Int.
      if optional {
        address.store(Optional<Any>.some(value), as: Optional<Any>.self)
      } else {
        address.store(value, as: Any.self)
      }
    case .passthrough:
      if isNull { return clear(property, in: base) }
      writeExact(value, for: property, in: base)
    case .exact:
      if isNull { return clear(property, in: base) }
      // A struct field takes an NSValue of its own struct type, as the original's objCType check does.
      writeExact(
        ArchivableValue.unboxedStruct(value, as: property.encoding) ?? value, for: property, in: base)
    case .number, .string, .model, .array, .set, .dictionary:
      break  // written by setValue
    }
  }

  /// The elements of an array or set value (NSSet's `allObjects`, as the original); nil for others.
  static func elements(of value: inout Any) -> [Any]? {
    if let array = JSONValue.takeArray(from: &value) ?? (value as? [Any]) { return array }
    if let set = value as? any SetType { return set.elementsAny }
    if type(of: value) is AnyClass, let set = value as? NSSet { return set.allObjects }
    return nil
  }

  // MARK: Stores

  @inline(__always)
  static func store<T>(_ value: T, optional: Bool, at address: FieldSlot) {
    address.store(value, optional: optional)
  }

  /// Sets an optional field to nil; a non-optional field keeps its value.
  @inline(__always)
  static func storeNil<T>(_: T.Type, optional: Bool, at address: FieldSlot) {
    if optional { address.store(nil, as: T?.self) }
  }

  @inline(__always)
  static func putNumber<T: YYNumberField>(
    _ number: YYNumber?, _: T.Type, optional: Bool, at address: FieldSlot
  ) {
    if optional {
      address.store(number.map(T.from), as: T?.self)
    } else {
      address.store(number.map(T.from) ?? T.zero, as: T.self)
    }
  }

  /// `ModelSetNumberToProperty`: nil (null, or a value that is no number) stores 0, or nil if optional.
  @inline(__always)
  static func storeNumber(
    _ number: YYNumber?, kind: YYNumberKind, optional: Bool, at address: FieldSlot
  ) {
    switch kind {
    case .bool: putNumber(number, Bool.self, optional: optional, at: address)
    case .int: putNumber(number, Int.self, optional: optional, at: address)
    case .int8: putNumber(number, Int8.self, optional: optional, at: address)
    case .int16: putNumber(number, Int16.self, optional: optional, at: address)
    case .int32: putNumber(number, Int32.self, optional: optional, at: address)
    case .int64: putNumber(number, Int64.self, optional: optional, at: address)
    case .uint: putNumber(number, UInt.self, optional: optional, at: address)
    case .uint8: putNumber(number, UInt8.self, optional: optional, at: address)
    case .uint16: putNumber(number, UInt16.self, optional: optional, at: address)
    case .uint32: putNumber(number, UInt32.self, optional: optional, at: address)
    case .uint64: putNumber(number, UInt64.self, optional: optional, at: address)
    case .float: putNumber(number, Float.self, optional: optional, at: address)
    case .double: putNumber(number, Double.self, optional: optional, at: address)
    case .cgFloat: putNumber(number, CGFloat.self, optional: optional, at: address)
    }
  }

  /// Writes a value of the field's type given as `Any` (the generic path, for containers and the rest);
  /// a value of another type is dropped.
  @inline(__always)
  static func writeExact(_ value: Any, for property: YYPropertyMeta, in base: MutableModelBase) {
    try? property.field.set(value, in: base)
  }

  /// An optional field becomes nil; any other keeps its value.
  static func clear(_ property: YYPropertyMeta, in base: MutableModelBase) {
    if property.isOptional {
      try? property.field.set(property.nilValue, in: base)
    }
  }

  // MARK: Coercions

  static func decimal(from value: Any) -> Decimal? {
    if let string = value as? String {
      guard let decimal = Decimal(string: string, locale: posix), !decimal.isNaN else { return nil }
      return decimal
    }
    if let decimal = value as? Decimal { return decimal }
    switch YYNumber.fromNumberOnly(value) {
    case .int(let int): return Decimal(int)
    case .uint(let uint): return Decimal(uint)
    case .double(let double): return double.isFinite ? Decimal(string: "\(double)", locale: posix) : nil
    case nil: return nil
    }
  }

  /// `stringByTrimmingCharactersInSet:whitespaceAndNewlineCharacterSet`, skipped when nothing to trim.
  @inline(__always)
  static func trimmedForURL(_ string: String) -> String {
    guard let first = string.utf8.first, let last = string.utf8.last else { return string }
    func plain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
    if plain(first), plain(last) { return string }
    return string.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static let posix = Locale(identifier: "en_US_POSIX")
}

extension YYNumber {
  /// `YYNSNumberCreateFromID` as an object: an `NSNumber` passes as it is (a boolean stays one), a JSON
  /// Bool becomes a boolean NSNumber, strings go through ``from(string:)``.
  static func object(from value: Any) -> NSNumber? {
    if type(of: value) is AnyClass, let number = value as? NSNumber { return number }
    if type(of: value) == Bool.self { return NSNumber(value: value as! Bool) }
    return from(value)?.object
  }

  /// The number boxed as `NSNumber`.
  var object: NSNumber {
    switch self {
    case .int(let value): NSNumber(value: value)
    case .uint(let value): NSNumber(value: value)
    case .double(let value): NSNumber(value: value)
    }
  }

  /// A number value only (no string parsing): `[value isKindOfClass:[NSNumber class]]`.
  static func fromNumberOnly(_ value: Any) -> YYNumber? {
    if let number = JSONValue.foundationNumber(value) { return from(number) }
    if value is String { return nil }
    return from(value)
  }
}
