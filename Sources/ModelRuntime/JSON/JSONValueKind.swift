import Foundation

/// What kind of JSON value a Foundation object is, found cheaply.
///
/// `JSONSerialization` gives `NSNumber` for numbers and a boolean `NSNumber` (objCType `c`) for `true` and
/// `false`; `as? Bool` would also accept the integers 0 and 1, so booleans are told apart by objCType.
/// Dictionaries built in Swift hold native `Int`, `Double` and `Bool`, which are recognised too.
public enum JSONValueKind: Hashable, Sendable, CustomStringConvertible {
  case null
  case bool
  case integer
  case double
  case string
  case array
  case object
  /// A value JSON cannot hold (a Date, a model, …).
  case other

  /// The kind of `value`, checking its dynamic type against the common JSON types before any cast.
  public static func of(_ value: Any) -> JSONValueKind {
    if let kind = ofKnownType(value) { return kind }
    let dynamicType = type(of: value)
    // Casting a Swift value to a Foundation class bridges it first (a URL becomes an NSURL by parsing
    // its string), so Foundation classes are only tried on class instances.
    if dynamicType is AnyClass {
      switch value {
      case let number as NSNumber: return numberKind(number)
      case is NSString: return .string
      case is NSDictionary: return .object
      case is NSArray: return .array
      case is NSNull: return .null
      default: return .other
      }
    }
    // A Swift value's kind follows from its type, except where a cast looks inside the value: the casts
    // below run once per such type, then a look-up by type answers.
    return Known.valueKinds.value(for: dynamicType, keepingIf: kindFollowsType(dynamicType)) {
      castKind(value)
    }
  }

  /// Whether every value of `type` casts alike: not an optional (nil or not), an `AnyHashable` (whatever
  /// it holds), or a dictionary keyed by another type than `String` (`[AnyHashable: Any]` is an object
  /// only when every key is a string).
  static func kindFollowsType(_ type: Any.Type) -> Bool {
    if type is any OptionalType.Type || type == AnyHashable.self { return false }
    return !(type is any DictionaryType.Type) || type is any StringKeyedDictionaryType.Type
  }

  private static func castKind(_ value: Any) -> JSONValueKind {
    switch value {
    case is String: .string
    case is [String: Any]: .object
    case is [Any]: .array
    case is any BinaryInteger: .integer
    case is any BinaryFloatingPoint: .double
    default: .other
    }
  }

  /// The kind of `value` when its dynamic type is one the common JSON types are told by, with no cast;
  /// nil for every other type (an optional, a model, …), which ``of(_:)`` then tries casts on.
  public static func ofKnownType(_ value: Any) -> JSONValueKind? {
    // A value type is told by the type its container holds. Only a Foundation class (whose instance may
    // be stored as its superclass) and an `Any` boxed in another ask for the dynamic type, a runtime call.
    func stored<T>(_: T) -> Any.Type { T.self }
    let storedType = stored(value)
    let json = JSONValue.metadata(storedType)
    // Whatever is stored as NSNull is null (a subclass too, as `is NSNull` tells it): no runtime call.
    if json == JSONValue.Known.null { return .null }
    if json != JSONValue.Known.number, json != JSONValue.Known.cfBoolean, let kind = ofValueType(storedType) {
      return kind
    }
    let dynamicType = type(of: value)
    let dynamic = JSONValue.metadata(dynamicType)
    // A number stored as one is read as the reference it is (its dynamic type is known: no second call
    // for it); one stored as its superclass is cast.
    if dynamic == JSONValue.Known.number,
      let number = JSONValue.storedNumber(value) ?? (value as? NSNumber)
    {
      return numberKind(number)
    }
    if dynamic == JSONValue.Known.cfBoolean { return .bool }
    if dynamic == JSONValue.Known.null { return .null }
    return dynamicType == storedType ? nil : ofValueType(dynamicType)
  }

  /// The kind of a value of `type` when it is one of the common JSON types or the other scalar and
  /// Foundation value types a model's fields hold, by type identity: each cast to a protocol (`any
  /// BinaryInteger`) or a collection is a conformance look-up in the Swift runtime, many times dearer
  /// than this table.
  private static func ofValueType(_ type: Any.Type) -> JSONValueKind? {
    let json = JSONValue.metadata(type)
    if json == JSONValue.Known.string { return .string }
    if json == JSONValue.Known.object { return .object }
    if json == JSONValue.Known.array { return .array }
    if type == Int.self { return .integer }
    if type == Double.self { return .double }
    if type == Bool.self { return .bool }
    return Known.valueTypes[type]
  }

  /// The kind of a Foundation number.
  public static func numberKind(_ number: NSNumber) -> JSONValueKind {
    switch number.objCType.pointee {
    case Known.boolCode: .bool
    case Known.doubleCode, Known.floatCode: .double
    default: .integer
    }
  }

  /// Whether `number` is a boolean `NSNumber` rather than the integer 0 or 1.
  public static func isBoolean(_ number: NSNumber) -> Bool {
    number.objCType.pointee == Known.boolCode
  }

  public var description: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer: "an integer"
    case .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    case .other: "a non-JSON value"
    }
  }

  private enum Known {
    static let valueTypes: TypeTable<JSONValueKind> = {
      var table = TypeTable<JSONValueKind>()
      let integers: [Any.Type] = [
        Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self,
        UInt64.self,
      ]
      for type in integers { table[type] = .integer }
      for type: Any.Type in [Float.self, CGFloat.self] { table[type] = .double }
      for type: Any.Type in [Date.self, URL.self, Data.self, UUID.self, Decimal.self] { table[type] = .other }
      // The typed containers models hold JSON in, which `is [Any]` and `is [String: Any]` would convert
      // element by element only to say yes.
      let arrays: [Any.Type] = [
        [String].self, [Int].self, [Double].self, [Bool].self, [[String: Any]].self, [[Any]].self,
        [[Double]].self, [[[Double]]].self, [[String]].self, [[Int]].self,
      ]
      for type in arrays { table[type] = .array }
      let objects: [Any.Type] = [
        [String: String].self, [String: Int].self, [String: Double].self, [String: Bool].self,
        [String: [String: Any]].self, [String: [Any]].self, [String: [String]].self, [String: [Int]].self,
      ]
      for type in objects { table[type] = .object }
      return table
    }()
    /// The kinds of the Swift value types ``of(_:)`` has met, found by casts once each.
    static let valueKinds = Locked(TypeTable<JSONValueKind>())
    static let boolCode = CChar(UInt8(ascii: "c"))
    static let doubleCode = CChar(UInt8(ascii: "d"))
    static let floatCode = CChar(UInt8(ascii: "f"))
  }
}
