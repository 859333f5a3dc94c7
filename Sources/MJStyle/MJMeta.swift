import Foundation
import ModelRuntime

/// One step of a key chain: a dictionary key or an array index (`MJPropertyKey`).
public struct MJPropertyKey: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    case dictionary
    case array
  }

  public let name: String
  public let kind: Kind

  /// `-valueInObject:`: the value one step further, or nil.
  @inline(__always)
  func value(in object: Any) -> Any? {
    switch kind {
    case .dictionary:
      return JSONValue.dictionary(object)?[name]
    case .array:
      guard let array = JSONValue.array(object) ?? (object as? [Any]), let index = Int(name), index >= 0,
        index < array.count
      else { return nil }
      return array[index]
    }
  }

  /// `-valueInObject:` step by step along `chain` from the input `dictionary`, and whether it found a
  /// value other than NSNull; nil from the first step that finds nothing. The first step reads the
  /// dictionary as it is, not boxed as a value first.
  static func value(along chain: [MJPropertyKey], in dictionary: [String: Any]) -> (Any?, isPresent: Bool) {
    guard let first = chain.first else { return (dictionary, true) }
    var current = first.kind == .dictionary ? dictionary[first.name] : first.value(in: dictionary)
    var index = 1
    // Each step's value consumed, not copied: binding an `Any?` copies it through its value witnesses.
    while let object = consume current {
      if index == chain.count { return (object, !JSONValue.isNull(object)) }
      current = chain[index].value(in: object)
      index += 1
    }
    return (nil, false)
  }

  public var description: String { kind == .dictionary ? name : "[\(name)]" }

  /// `-propertyKeysWithStringKey:`: `a.b[1][2].c` → a, b, [1], [2], c.
  static func chain(_ key: String) -> [MJPropertyKey] {
    guard !key.isEmpty else { return [] }
    var keys: [MJPropertyKey] = []
    for part in key.split(separator: ".", omittingEmptySubsequences: false) {
      guard let bracket = part.firstIndex(of: "[") else {
        keys.append(MJPropertyKey(name: String(part), kind: .dictionary))
        continue
      }
      let prefix = part[..<bracket]
      if !prefix.isEmpty { keys.append(MJPropertyKey(name: String(prefix), kind: .dictionary)) }
      let indexes = part[bracket...].replacingOccurrences(of: "[", with: "").split(
        separator: "]", omittingEmptySubsequences: false)
      for index in indexes.dropLast() { keys.append(MJPropertyKey(name: String(index), kind: .array)) }
    }
    return keys
  }
}

/// What kind of value a property holds (`MJPropertyType`), decided once per property.
public struct MJPropertyType: @unchecked Sendable {
  public enum Kind {
    case number
    case bool
    case string
    case url
    case decimal
    case date
    case data
    /// A type conforming to `MJKeyValue`.
    case model(any MJKeyValue.Type)
    case array
    case set
    case dictionary
    case rawEnum
    case other
  }

  public let kind: Kind
  /// The field's type with one Optional removed.
  public let valueType: Any.Type
  public let isOptional: Bool
  /// The element type when `kind` is `.array` (for URL and model arrays).
  public let elementType: Any.Type?

  /// `isNumberType`: integers, floating point, Bool, and `NSNumber` and its subclasses.
  public var isNumberType: Bool {
    switch kind {
    case .number, .bool: true
    default: false
    }
  }

  /// `isFromFoundation`: anything but a model.
  public var isFromFoundation: Bool {
    if case .model = kind { return false }
    return true
  }

  init(field: FieldInfo) {
    let encoding = TypeEncoding.of(field.type) { $0 is any MJKeyValue.Type }
    let (unwrapped, optional) = encoding.unwrapped
    isOptional = optional
    valueType = (field.type as? any OptionalType.Type)?.wrappedType ?? field.type
    var element: Any.Type?
    switch unwrapped {
    case .bool: kind = .bool
    case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64, .float, .double,
      .cgFloat:
      kind = .number
    case .string: kind = .string
    case .url: kind = .url
    case .decimal: kind = .decimal
    case .date: kind = .date
    case .data: kind = .data
    case .model(let key): kind = (key.type as? any MJKeyValue.Type).map(Kind.model) ?? .other
    case .array:
      kind = .array
      element = (valueType as? any ArrayType.Type)?.elementType
    case .set: kind = .set
    case .dictionary: kind = .dictionary
    case .rawEnum: kind = .rawEnum
    // MJPropertyType: a class that is NSNumber or a subclass is a number type too.
    case .unsupported(let key) where key.type is NSNumber.Type: kind = .number
    default: kind = .other
    }
    elementType = element
  }
}

/// One property of one model type, with that type's key chains: `MJProperty`.
public final class MJProperty: @unchecked Sendable, CustomStringConvertible {
  /// The property's (stored field's) name: the KVC key.
  public let name: String
  public let field: FieldInfo
  public let type: MJPropertyType
  /// One key chain per alternative, for the type whose list holds this property.
  public let propertyKeys: [[MJPropertyKey]]
  /// The element type for arrays: `mj_objectClassInArray`, else the Swift element type when it is a
  /// model or URL.
  public let objectClassInArray: Any.Type?
  /// What `mj_decode` lets a secure unarchiver build: the property's class, `NSNumber` and the array's
  /// element class, as MJExtension's decoder passes them (see `ArchiveClasses`).
  public let archiveClasses: [AnyClass]

  init(field: FieldInfo, keys: MJKeyMapping, objectClassInArray: Any.Type?) {
    self.name = field.name
    self.field = field
    self.type = MJPropertyType(field: field)
    self.propertyKeys = keys.keys.map(MJPropertyKey.chain).filter { !$0.isEmpty }
    if let objectClassInArray {
      self.objectClassInArray = objectClassInArray
    } else if let element = type.elementType, element is any MJKeyValue.Type || element == URL.self {
      self.objectClassInArray = element
    } else {
      self.objectClassInArray = nil
    }
    self.archiveClasses = ArchiveClasses.allowed(
      for: TypeEncoding.of(field.type) { $0 is any MJKeyValue.Type }, element: self.objectClassInArray)
  }

  public var description: String {
    "\(name) ← \(propertyKeys.map { $0.map(\.description).joined(separator: ".") })"
  }
}
