import Foundation
import ModelRuntime

/// Key-value coding by hand: Linux Foundation has no `setValue:forKey:`.
///
/// A key is looked up at every call, as KVC looks up its accessor: the type's field table, then the
/// names KVC tries in order — `key`, `_key`, `_isKey`, `isKey`. Values are coerced as KVC coerces them:
/// an `NSNumber` (or any Swift number) is unboxed into a scalar field by truncation, as `intValue` does;
/// everything else must already have the field's type (or its Optional's wrapped type).
enum MJKVC {
  static func field(forKey key: String, in info: TypeInfo) -> FieldInfo? {
    if let field = info.field(named: key) { return field }
    if let field = info.field(named: "_" + key) { return field }
    let capitalized = key.prefix(1).uppercased() + key.dropFirst()
    if let field = info.field(named: "_is" + capitalized) { return field }
    return info.field(named: "is" + capitalized)
  }

  /// `setValue:forKey:` on the storage at `base` of a value of dynamic type `type`.
  static func setValue(_ value: Any, forKey key: String, type: Any.Type, base: MutableModelBase)
    throws(MJError)
  {
    guard let info = try? TypeInfo.of(type), let field = field(forKey: key, in: info) else {
      throw MJError(
        type: "\(type)", reason: "this class is not key value coding-compliant for the key \(key)", path: key)
    }
    guard field.isWritable else {
      throw MJError(type: "\(type)", reason: "\(field.ownership.rawValue) storage is not written", path: key)
    }
    if let elements = JSONValue.array(value), storeArray(elements, into: field, base: base) { return }
    // A JSON number into a scalar field is unboxed as KVC unboxes it, first: the assignment's cast would
    // bridge it through the runtime to the same value when it is exact, and fail to the unboxing when not.
    if let number = JSONValue.foundationNumber(value), unbox(number, into: field, base: base) { return }
    if (try? field.set(value, in: base)) != nil { return }
    if storeNumber(value, into: field, base: base) { return }
    if storeCollection(value, into: field, base: base) { return }
    throw MJError(
      type: "\(type)",
      reason: "expected \(field.type) but found \(Swift.type(of: value))", path: key)
  }

  /// `valueForKey:`: the field's value, with a nil Optional as nil.
  static func value(forKey key: String, type: Any.Type, base: ModelBase) -> Any? {
    value(forKey: key, in: try? TypeInfo.of(type), base: base)
  }

  /// `valueForKey:` with the object's type information already at hand, as Objective-C's is in its isa:
  /// the field is still found by name.
  static func value(forKey key: String, in info: TypeInfo?, base: ModelBase) -> Any? {
    guard let info, let field = field(forKey: key, in: info) else { return nil }
    return field.kvcValue(from: base)
  }

  // MARK: KVC's unboxing

  private static func storeNumber(_ value: Any, into field: FieldInfo, base: MutableModelBase) -> Bool {
    let number: NSNumber
    if let foundation = JSONValue.foundationNumber(value) {
      number = foundation
    } else if type(of: value) is AnyClass, let object = value as? NSNumber {
      number = object  // NSDecimalNumber and other subclasses: their own accessors, as KVC uses
    } else if let bool = value as? Bool {
      number = NSNumber(value: bool)
    } else if let int = value as? Int {
      number = NSNumber(value: int)
    } else if let double = value as? Double {
      number = NSNumber(value: double)
    } else if let decimal = value as? Decimal {
      number = NSDecimalNumber(decimal: decimal)
    } else {
      return false
    }
    return unbox(number, into: field, base: base)
  }

  /// `number` into the scalar field by its accessor (`intValue`, `doubleValue`, …); false for a field of
  /// another kind.
  private static func unbox(_ number: NSNumber, into field: FieldInfo, base: MutableModelBase) -> Bool {
    let (encoding, optional) = field.encoding.unwrapped
    func put<T>(_ scalar: T) {
      if optional {
        field.uncheckedStore(T?.some(scalar), in: base)
      } else {
        field.uncheckedStore(scalar, in: base)
      }
    }
    // Read only by the integer cases: a Double or Bool field, and a field of another kind, need not pay it.
    var wide: Int64 { JSONValue.clampedInt64(number) }
    switch encoding {
    case .bool: put(number.boolValue)
    case .int: put(Int(truncatingIfNeeded: wide))
    case .int8: put(Int8(truncatingIfNeeded: wide))
    case .int16: put(Int16(truncatingIfNeeded: wide))
    case .int32: put(Int32(truncatingIfNeeded: wide))
    case .int64: put(wide)
    case .uint: put(UInt(truncatingIfNeeded: number.uint64Value))
    case .uint8: put(UInt8(truncatingIfNeeded: wide))
    case .uint16: put(UInt16(truncatingIfNeeded: wide))
    case .uint32: put(UInt32(truncatingIfNeeded: wide))
    case .uint64: put(number.uint64Value)
    case .float: put(number.floatValue)
    case .double: put(number.doubleValue)
    case .cgFloat: put(CGFloat(number.doubleValue))
    case .decimal: put(number.decimalValue)
    default: return false
    }
    return true
  }

  /// An `[Any]` into an array field, all or nothing, as the assignment's cast takes it (KVC stores the
  /// NSArray itself). `Array.castAll` casts the elements JSON gives most by specialized code, where the
  /// general cast of `[Any]` to `[[Double]]` bridges each number through the runtime.
  private static func storeArray(_ elements: [Any], into field: FieldInfo, base: MutableModelBase) -> Bool {
    let valueType = (field.type as? any OptionalType.Type)?.wrappedType ?? field.type
    guard let arrayType = valueType as? any ArrayType.Type, let built = arrayType.castAll(elements) else {
      return false
    }
    return (try? field.set(built, in: base)) != nil
  }

  /// An `[Any]` or `[String: Any]` into a typed collection field: elements of other types are dropped,
  /// as an NSArray assigned by KVC would carry them but Swift cannot.
  private static func storeCollection(_ value: Any, into field: FieldInfo, base: MutableModelBase)
    -> Bool
  {
    let valueType = (field.type as? any OptionalType.Type)?.wrappedType ?? field.type
    let built: Any
    if let arrayType = valueType as? any ArrayType.Type, let elements = value as? [Any] {
      built = arrayType.make(from: elements)
    } else if let setType = valueType as? any SetType.Type, let elements = value as? [Any] {
      built = setType.make(from: elements)
    } else if let dictionaryType = valueType as? any StringKeyedDictionaryType.Type,
      let entries = value as? [String: Any]
    {
      built = dictionaryType.make(from: entries)
    } else {
      return false
    }
    return (try? field.set(built, in: base)) != nil
  }
}

extension MJKeyValue {
  /// Sets a stored field by name, KVC-style (`setValue:forKey:`).
  ///
  /// - Throws: ``MJError`` for an unknown key, a weak or unowned field, or a value of another type.
  public mutating func mj_setValue(_ value: Any, forKey key: String) throws(MJError) {
    let type = Swift.type(of: self)
    try ModelStorage.withMutableBase(of: &self) { (base) throws(MJError) in
      try MJKVC.setValue(value, forKey: key, type: type, base: base)
    }
  }

  /// A stored field's value by name, KVC-style (`valueForKey:`); nil for an unknown key or a nil value.
  public func mj_value(forKey key: String) -> Any? {
    let type = Swift.type(of: self)
    return ModelStorage.withBase(of: self) { MJKVC.value(forKey: key, type: type, base: $0) }
  }
}
