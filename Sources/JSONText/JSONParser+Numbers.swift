import Foundation

extension JSONParser {
  /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, nothing else.
  mutating func number() throws(JSONTextError) -> Any {
    let start = index
    var negative = false
    if bytes[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    guard index < bytes.count else { throw JSONTextError(.unexpectedEnd(expected: "a digit"), offset: index) }
    // The integer part's value is kept while it is read: at most 19 digits always fit a UInt64.
    var magnitude: UInt64 = 0
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, Self.isDigit(bytes[index]) {
        throw JSONTextError(.invalidNumber("leading zero"), offset: start)
      }
    } else if Self.isDigit(bytes[index]) {
      while index < bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        magnitude = magnitude &* 10 &+ UInt64(digit)
        index += 1
      }
    } else {
      throw JSONTextError(.invalidNumber("expected a digit"), offset: index)
    }
    let integerEnd = index
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      try digits(after: "'.'")
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      try digits(after: "an exponent")
    }
    if integerEnd == index {
      let digits = start + (negative ? 1 : 0)..<index
      if digits.count <= 18 {
        guard building else { return JSONNumbers.null }
        // Below 10^18: exact in an Int64 whatever the sign.
        let value = Int64(truncatingIfNeeded: magnitude)
        return JSONNumbers.integer(negative ? 0 &- value : value)
      }
      if let integer = integer(digits, negative: negative) { return integer }
      // Beyond 64 bits: a decimal, as JSONSerialization reads it (exact up to 38 significant digits).
      if let decimal = decimal(start..<index) { return building ? decimal : JSONNumbers.null }
    }
    // Made when only validating too: a number beyond a Double's range is an error either way.
    let value = try double(start..<index)
    return building ? value : JSONNumbers.null
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private mutating func digits(after what: String) throws(JSONTextError) {
    guard index < bytes.count, Self.isDigit(bytes[index]) else {
      throw JSONTextError(.invalidNumber("expected a digit after \(what)"), offset: index)
    }
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
  }

  /// An integer that fits `Int64`, or a non-negative one that fits `UInt64`; nil when it needs a `Double`.
  private func integer(_ digits: Range<Int>, negative: Bool) -> NSNumber? {
    guard digits.count <= 20 else { return nil }
    var magnitude: UInt64 = 0
    for position in digits {
      let (shifted, overflowShift) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflowAdd) = shifted.addingReportingOverflow(UInt64(bytes[position] &- UInt8(ascii: "0")))
      if overflowShift || overflowAdd { return nil }
      magnitude = sum
    }
    if negative {
      // `-0` is the integer 0, as JSONSerialization reads it.
      if magnitude == 0 { return JSONNumbers.integer(0) }
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return JSONNumbers.integer(Int64(truncatingIfNeeded: 0 &- magnitude))
    }
    if magnitude <= UInt64(Int64.max) { return JSONNumbers.integer(Int64(magnitude)) }
    return NSNumber(value: magnitude)
  }

  private func decimal(_ range: Range<Int>) -> NSNumber? {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    guard let value = Decimal(string: text, locale: JSONNumbers.posix) else { return nil }
    return NSDecimalNumber(decimal: value)
  }

  /// A number with a fraction or an exponent, or an integer no decimal holds: the correctly rounded
  /// `Double` (the standard library's parse of the text).
  private func double(_ range: Range<Int>) throws(JSONTextError) -> NSNumber {
    // Numbers are short: a string of at most 15 bytes is stored inline, with no allocation.
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONTextError(.invalidNumber("\(text) is beyond the range of a Double"), offset: range.lowerBound)
    }
    return NSNumber(value: value)
  }
}

/// The shared values the reader hands out: booleans and null (immutable, as `JSONSerialization`'s are),
/// and small integers, made once.
enum JSONNumbers {
  nonisolated(unsafe) static let `true`: Any = NSNumber(value: true)
  nonisolated(unsafe) static let `false`: Any = NSNumber(value: false)
  nonisolated(unsafe) static let null: Any = NSNull()
  static let posix = Locale(identifier: "en_US_POSIX")
  static let small: [NSNumber] = (-16...255).map { NSNumber(value: $0) }

  @inline(__always)
  static func integer(_ value: Int64) -> NSNumber {
    if value >= -16, value <= 255 { return small[Int(value) + 16] }
    return NSNumber(value: Int(value))
  }
}
