import Foundation

/// One classification of a field type, computed once: the analog of YYModel's `YYEncodingType`.
///
/// The designs switch on it to choose a conversion and a typed write; payloads carry what a conversion
/// needs next (the wrapped or element encoding, the model or enum type).
public indirect enum TypeEncoding: Hashable, Sendable, CustomStringConvertible {
  case bool
  case int, int8, int16, int32, int64
  case uint, uint8, uint16, uint32, uint64
  case float, double, cgFloat
  case decimal, string, date, url, data
  /// `Optional<Wrapped>`, classified recursively.
  case optional(TypeEncoding)
  /// `Array<Element>`.
  case array(TypeEncoding)
  /// `Set<Element>`.
  case set(TypeEncoding)
  /// `Dictionary<String, Value>`; dictionaries with other keys are `.unsupported`.
  case dictionary(TypeEncoding)
  /// A type the asking design treats as a model.
  case model(TypeKey)
  /// A `RawRepresentable` type whose raw value is a `String` or a fixed-width integer.
  case rawEnum(TypeKey, raw: TypeEncoding)
  case cgPoint, cgSize, cgRect, nsRange
  /// `Any`, passed through unconverted.
  case any
  /// `AnyObject`, passed through unconverted.
  case anyObject
  /// Anything else.
  case unsupported(TypeKey)

  /// Whether the classified type is a class (a model class, `AnyObject`).
  public var isClass: Bool {
    switch self {
    case .model(let key), .unsupported(let key): key.type is AnyClass
    case .anyObject: true
    default: false
    }
  }

  /// Whether the type is a fixed-width integer, a floating-point number or `Bool`: a C number in YYModel.
  public var isNumber: Bool {
    switch self {
    case .bool, .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64,
      .float, .double, .cgFloat:
      true
    default: false
    }
  }

  /// The encoding with one level of `Optional` removed, and whether there was one.
  public var unwrapped: (encoding: TypeEncoding, isOptional: Bool) {
    if case .optional(let wrapped) = self { return (wrapped, true) }
    return (self, false)
  }

  public var description: String {
    switch self {
    case .optional(let wrapped): "\(wrapped)?"
    case .array(let element): "[\(element)]"
    case .set(let element): "Set<\(element)>"
    case .dictionary(let value): "[String: \(value)]"
    case .model(let key): "model(\(key))"
    case .rawEnum(let key, let raw): "enum(\(key): \(raw))"
    case .unsupported(let key): "unsupported(\(key))"
    default: caseName
    }
  }

  private var caseName: String {
    switch self {
    case .bool: "Bool"
    case .int: "Int"
    case .int8: "Int8"
    case .int16: "Int16"
    case .int32: "Int32"
    case .int64: "Int64"
    case .uint: "UInt"
    case .uint8: "UInt8"
    case .uint16: "UInt16"
    case .uint32: "UInt32"
    case .uint64: "UInt64"
    case .float: "Float"
    case .double: "Double"
    case .cgFloat: "CGFloat"
    case .decimal: "Decimal"
    case .string: "String"
    case .date: "Date"
    case .url: "URL"
    case .data: "Data"
    case .cgPoint: "CGPoint"
    case .cgSize: "CGSize"
    case .cgRect: "CGRect"
    case .nsRange: "NSRange"
    case .any: "Any"
    case .anyObject: "AnyObject"
    default: "?"
    }
  }
}

/// A metatype that is `Hashable` by identity, for use in encodings and cache keys.
public struct TypeKey: Hashable, @unchecked Sendable, CustomStringConvertible {
  public let type: Any.Type

  public init(_ type: Any.Type) { self.type = type }

  public static func == (lhs: TypeKey, rhs: TypeKey) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }

  public var description: String { String(describing: type) }
}
