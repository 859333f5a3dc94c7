import Foundation
import ModelRuntime

/// Number conversion by the value's own number methods, in the original's order: floating-point fields
/// try `doubleValue` first, integers `longLongValue`, Bool `boolValue`; `NSNumber` and `NSString` answer
/// them all, anything else fails (and the property gets its nil value).
enum XYYNumbers {
  /// The value converted to the number type `encoding`, boxed; nil when the value has no number methods.
  static func convert(_ value: Any, to encoding: TypeEncoding) -> Any? {
    let source: Source
    if let number = JSONValue.foundationNumber(value) {
      source = .number(number)
    } else if let string = JSONValue.string(value) ?? (value as? String) {
      source = .string(string)
    } else if let bool = value as? Bool {
      source = .number(NSNumber(value: bool))
    } else if let int = value as? Int {
      source = .number(NSNumber(value: int))
    } else if let double = value as? Double {
      source = .number(NSNumber(value: double))
    } else if type(of: value) is AnyClass, let number = value as? NSNumber {
      source = .number(number)
    } else if let integer = value as? any BinaryInteger {
      source = .number(
        Int64(exactly: integer).map { NSNumber(value: $0) }
          ?? NSNumber(value: UInt64(truncatingIfNeeded: integer)))
    } else if let floating = value as? any BinaryFloatingPoint {
      source = .number(NSNumber(value: Double(floating)))
    } else {
      return nil
    }
    switch encoding {
    case .bool: return source.boolValue
    case .float: return Float(source.doubleValue)
    case .double: return source.doubleValue
    case .cgFloat: return CGFloat(source.doubleValue)
    case .int: return Int(truncatingIfNeeded: source.longLongValue)
    case .int8: return Int8(truncatingIfNeeded: source.longLongValue)
    case .int16: return Int16(truncatingIfNeeded: source.longLongValue)
    case .int32: return Int32(truncatingIfNeeded: source.longLongValue)
    case .int64: return source.longLongValue
    case .uint: return UInt(truncatingIfNeeded: source.longLongValue)
    case .uint8: return UInt8(truncatingIfNeeded: source.longLongValue)
    case .uint16: return UInt16(truncatingIfNeeded: source.longLongValue)
    case .uint32: return UInt32(truncatingIfNeeded: source.longLongValue)
    case .uint64: return UInt64(bitPattern: source.longLongValue)
    default: return nil
    }
  }

  static func zero(_ encoding: TypeEncoding) -> Any? {
    switch encoding {
    case .bool: false
    case .int: 0 as Int
    case .int8: 0 as Int8
    case .int16: 0 as Int16
    case .int32: 0 as Int32
    case .int64: 0 as Int64
    case .uint: 0 as UInt
    case .uint8: 0 as UInt8
    case .uint16: 0 as UInt16
    case .uint32: 0 as UInt32
    case .uint64: 0 as UInt64
    case .float: 0 as Float
    case .double: 0 as Double
    case .cgFloat: 0 as CGFloat
    default: nil
    }
  }

  enum Source {
    case number(NSNumber)
    case string(String)

    var doubleValue: Double {
      switch self {
      case .number(let number): return number.doubleValue
      case .string(let string): return Double(XYYNumbers.leadingDouble(string)) ?? 0
      }
    }

    /// `longLongValue`: doubles toward zero (NaN and out of range clamp, never trap).
    var longLongValue: Int64 {
      switch self {
      case .number(let number): return JSONValue.clampedInt64(number)
      case .string(let string): return XYYNumbers.leadingInteger(string)
      }
    }

    /// `boolValue`; for a string, NSString's rule: after spaces, signs and zeros, Y, y, T, t or 1–9.
    var boolValue: Bool {
      switch self {
      case .number(let number): return number.boolValue
      case .string(let string):
        var scalars = string.unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if let first = scalars.first, first == "+" || first == "-" { scalars = scalars.dropFirst() }
        scalars = scalars.drop { $0 == "0" }
        guard let first = scalars.first else { return false }
        return "YyTt123456789".unicodeScalars.contains(first)
      }
    }
  }

  /// The leading `[spaces][sign]digits[.digits][e[sign]digits]` of `string`, or "0".
  static func leadingDouble(_ string: String) -> Substring {
    let bytes = string.utf8
    var index = bytes.startIndex
    while index != bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index = bytes.index(after: index) }
    let start = index
    func digits() -> Int {
      var count = 0
      while index != bytes.endIndex, (48...57).contains(bytes[index]) {
        index = bytes.index(after: index)
        count += 1
      }
      return count
    }
    if index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      index = bytes.index(after: index)
    }
    var count = digits()
    if index != bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index = bytes.index(after: index)
      count += digits()
    }
    guard count > 0 else { return "0" }
    let mantissaEnd = index
    if index != bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index = bytes.index(after: index)
      if index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        index = bytes.index(after: index)
      }
      if digits() == 0 { index = mantissaEnd }
    }
    return Substring(string[start..<index])
  }

  /// `longLongValue` of a string: `[spaces][sign]digits`, clamped at the bounds, 0 without digits.
  static func leadingInteger(_ string: String) -> Int64 {
    var negative = false
    var value: Int64 = 0
    var started = false
    var overflow = false
    for byte in string.utf8 {
      if !started {
        if byte == UInt8(ascii: " ") { continue }
        started = true
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
          negative = byte == UInt8(ascii: "-")
          continue
        }
      }
      guard (48...57).contains(byte) else { break }
      let digit = Int64(byte - 48)
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(digit)
      if o1 || o2 {
        overflow = true
        break
      }
      value = sum
    }
    if overflow { return negative ? .min : .max }
    return negative ? -value : value
  }
}

extension XYYNumbers {
  /// A C number boxed in an NSNumber (`+boxValue:typeEncoding:`); nil when `value` is not a number.
  static func boxed(_ value: Any) -> NSNumber? {
    if let number = JSONValue.foundationNumber(value) { return number }
    // Only a class instance is taken as an NSNumber: cast to NSNumber, a Swift number would be bridged
    // (a conformance look-up each time) only to be refused.
    if type(of: value) is AnyClass { return value as? NSNumber }
    return switch value {
    case let bool as Bool: NSNumber(value: bool)
    case let int as Int: NSNumber(value: int)
    case let double as Double: NSNumber(value: double)
    case let float as Float: NSNumber(value: float)
    case let cgFloat as CGFloat: NSNumber(value: Double(cgFloat))
    case let integer as any FixedWidthInteger:
      Int64(exactly: integer).map { NSNumber(value: $0) }
        ?? NSNumber(value: UInt64(truncatingIfNeeded: integer))
    default: nil
    }
  }
}

extension NSNumber {
  /// Whether JSON can hold the number: not NaN, not infinite.
  var isJSONNumber: Bool {
    let double = doubleValue
    return !double.isNaN && !double.isInfinite
  }
}
