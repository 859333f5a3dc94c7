import Foundation
import ModelRuntime

/// A JSON value read as a number: the `NSNumber` that `YYNSNumberCreateFromID` returns.
enum YYNumber {
  case int(Int64)
  case uint(UInt64)
  case double(Double)

  /// `YYNSNumberCreateFromID`: numbers pass, strings go through the table and C parsing, the rest is nil.
  @inline(__always)
  static func from(_ value: Any) -> YYNumber? {
    if let number = JSONValue.foundationNumber(value) { return from(number) }
    if let string = JSONValue.string(value) { return from(string: string) }
    switch value {
    case let int as Int: return .int(Int64(int))
    case let double as Double: return .double(double)
    case let bool as Bool: return .int(bool ? 1 : 0)
    case let number as NSNumber: return from(number)
    case let int as any BinaryInteger:
      if let exact = Int64(exactly: int) { return .int(exact) }
      return .uint(UInt64(truncatingIfNeeded: int))
    case let float as any BinaryFloatingPoint: return .double(Double(float))
    case let string as String: return from(string: string)
    default: return nil
    }
  }

  @inline(__always)
  static func from(_ number: NSNumber) -> YYNumber {
    switch CStandardLibrary.objCTypeCode(of: number) {
    case Known.doubleCode, Known.floatCode: return .double(number.doubleValue)
    case Known.uint64Code: return .uint(number.uint64Value)
    default: return .int(number.int64Value)
    }
  }

  /// The string half of `YYNSNumberCreateFromID`.
  ///
  /// The spellings of true, false and null come from the original's table; a string with a `.` is parsed
  /// with `atof` (NaN and infinities give nil); any other string with `atoll`, which reads an integer
  /// prefix and gives 0 when there is none.
  static func from(string: String) -> YYNumber? {
    if let special = spellings[string] { return special }
    if string.utf8.contains(UInt8(ascii: ".")) {
      let value = CStandardLibrary.atof(string)
      return value.isFinite ? .double(value) : nil
    }
    return .int(CStandardLibrary.atoll(string))
  }

  /// The table of `YYNSNumberCreateFromID`; `nil` entries stand for `kCFNull`.
  private static let spellings: [String: YYNumber?] = {
    var table: [String: YYNumber?] = [:]
    for word in ["TRUE", "True", "true", "YES", "Yes", "yes"] { table[word] = .some(.int(1)) }
    for word in ["FALSE", "False", "false", "NO", "No", "no"] { table[word] = .some(.int(0)) }
    for word in [
      "NIL", "Nil", "nil", "NULL", "Null", "null", "(NULL)", "(Null)", "(null)", "<NULL>", "<Null>", "<null>",
    ] {
      table[word] = .some(nil)
    }
    return table
  }()

  // MARK: Narrowing, as the original's C casts

  /// The value as a 64-bit integer: doubles toward zero, out of range (or NaN) → Int64.min, as x86's
  /// `cvttsd2si` gives; unsigned values keep their bit pattern.
  @inline(__always)
  var int64: Int64 {
    switch self {
    case .int(let value): return value
    case .uint(let value): return Int64(truncatingIfNeeded: value)
    case .double(let value):
      return value > -9_223_372_036_854_775_809.0 && value < 9_223_372_036_854_775_808.0 ? Int64(value) : .min
    }
  }

  @inline(__always)
  var uint64: UInt64 {
    switch self {
    case .int(let value): return UInt64(truncatingIfNeeded: value)
    case .uint(let value): return value
    case .double(let value):
      if value >= 0, value < 18_446_744_073_709_551_616.0 { return UInt64(value) }
      return UInt64(bitPattern: YYNumber.double(value).int64)
    }
  }

  @inline(__always)
  var double: Double {
    switch self {
    case .int(let value): return Double(value)
    case .uint(let value): return Double(value)
    case .double(let value): return value
    }
  }

  @inline(__always)
  var bool: Bool {
    switch self {
    case .int(let value): return value != 0
    case .uint(let value): return value != 0
    case .double(let value): return value != 0
    }
  }

  /// `-[NSNumber stringValue]`: integers in decimal, doubles in their shortest form.
  var string: String {
    switch self {
    case .int(let value): return String(value)
    case .uint(let value): return String(value)
    case .double(let value):
      if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
      return "\(value)"
    }
  }

  private enum Known {
    static let doubleCode = CChar(UInt8(ascii: "d"))
    static let floatCode = CChar(UInt8(ascii: "f"))
    static let uint64Code = CChar(UInt8(ascii: "Q"))
  }
}

/// A number field type and how a `YYNumber` becomes it (`ModelSetNumberToProperty`).
protocol YYNumberField {
  static func from(_ number: YYNumber) -> Self
  static var zero: Self { get }
}

extension Bool: YYNumberField {
  static func from(_ number: YYNumber) -> Bool { number.bool }
  static var zero: Bool { false }
}
// Integers truncate the number's Int64 value (the C cast the original's setter call makes); UInt and
// UInt64 take its UInt64 value, so that numbers past Int64.max keep their bits.
extension YYNumberField where Self: FixedWidthInteger {
  static func from(_ number: YYNumber) -> Self { Self(truncatingIfNeeded: number.int64) }
}
extension Int: YYNumberField {}
extension Int8: YYNumberField {}
extension Int16: YYNumberField {}
extension Int32: YYNumberField {}
extension Int64: YYNumberField {}
extension UInt8: YYNumberField {}
extension UInt16: YYNumberField {}
extension UInt32: YYNumberField {}
extension UInt: YYNumberField {
  static func from(_ number: YYNumber) -> UInt { UInt(truncatingIfNeeded: number.uint64) }
}
extension UInt64: YYNumberField {
  static func from(_ number: YYNumber) -> UInt64 { number.uint64 }
}
extension Float: YYNumberField {
  /// NaN and infinities become 0, as the original checks after `floatValue`.
  static func from(_ number: YYNumber) -> Float {
    let value = Float(number.double)
    return value.isFinite ? value : 0
  }
}
extension Double: YYNumberField {
  static func from(_ number: YYNumber) -> Double {
    let value = number.double
    return value.isFinite ? value : 0
  }
}
extension CGFloat: YYNumberField {
  static func from(_ number: YYNumber) -> CGFloat {
    let value = number.double
    return value.isFinite ? CGFloat(value) : 0
  }
}
