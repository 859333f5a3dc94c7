import Foundation

/// A finite `Decimal`'s text as its `description` writes it, made from the public significand and
/// exponent.
///
/// `description` makes its digits one division of the 128-bit mantissa by ten at a time, and a `String`
/// of them; the mantissa itself is internal outside Darwin. `NSDecimalNumber` reads a significand of up to
/// 64 bits exactly, so a larger one is split at 10^19 by rounding; a significand past 2^64 · 10^19 is left
/// to `description`.
struct DecimalText {
  let isNegative: Bool
  /// The significand's digits above its lowest 19, when it has more than 19 of them; else 0.
  let high: UInt64
  /// The significand's lowest 19 digits, or all of them.
  let low: UInt64
  /// How many digits the significand has (one for zero).
  let digits: Int
  /// The power of ten the significand is multiplied by (0 for zero).
  let exponent: Int

  private static let largestUInt64 = Decimal(UInt64.max)
  private static let tenToThe19: UInt64 = 10_000_000_000_000_000_000

  /// The parts of `decimal`; nil for a NaN or a significand too large to split.
  init?(_ decimal: Decimal) {
    guard decimal.isFinite else { return nil }
    let significand = decimal.significand
    guard !significand.isZero else {
      (isNegative, high, low, digits, exponent) = (false, 0, 0, 1, 0)
      return
    }
    isNegative = decimal.sign == .minus
    exponent = decimal.exponent
    if significand <= Self.largestUInt64 {
      high = 0
      low = NSDecimalNumber(decimal: significand).uint64Value
      digits = Self.digitCount(low)
      return
    }
    var scaled = Decimal(sign: .plus, exponent: -19, significand: significand)
    var upper = Decimal()
    NSDecimalRound(&upper, &scaled, 0, .down)
    guard upper <= Self.largestUInt64 else { return nil }
    var whole = significand
    var shifted = Decimal(sign: .plus, exponent: 19, significand: upper)
    var rest = Decimal()
    guard NSDecimalSubtract(&rest, &whole, &shifted, .plain) == .noError, rest <= Self.largestUInt64 else {
      return nil
    }
    high = NSDecimalNumber(decimal: upper).uint64Value
    low = NSDecimalNumber(decimal: rest).uint64Value
    guard low < Self.tenToThe19 else { return nil }
    digits = Self.digitCount(high) + 19
  }

  private static func digitCount(_ value: UInt64) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// The bytes of the text: a sign, the digits, and trailing zeros or a point (with leading zeros).
  var length: Int {
    let body =
      exponent >= 0 ? digits + exponent : (digits > -exponent ? digits + 1 : 2 - exponent)
    return (isNegative ? 1 : 0) + body
  }

  /// Appends the text to `output`, ``length`` bytes, through its checked appends (no pointer here: the
  /// writers' raw pointers stay in ``JSONOutput``).
  func write(to output: inout JSONOutput) {
    let zero = UInt8(ascii: "0")
    // The significand's digits, made from the last: at most 39 (2^128 has 39).
    var text = InlineArray<40, UInt8>(repeating: zero)
    var start = 40
    var rest = low
    let lowDigits = high == 0 ? digits : 19
    for _ in 0..<lowDigits {
      start -= 1
      text[start] = zero &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    rest = high
    while rest > 0 {
      start -= 1
      text[start] = zero &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    output.reserve(length)
    if isNegative { output.appendReserved(UInt8(ascii: "-")) }
    // How many digits stand after the point; 0 when there is none.
    let fraction = exponent < 0 ? -exponent : 0
    if fraction >= digits {
      // A value below one: "0.", the zeros after the point, then the digits.
      output.appendReserved(zero)
      output.appendReserved(UInt8(ascii: "."))
      for _ in 0..<(fraction - digits) { output.appendReserved(zero) }
    }
    for index in start..<40 {
      if fraction > 0, fraction < digits, index == 40 - fraction { output.appendReserved(UInt8(ascii: ".")) }
      output.appendReserved(text[index])
    }
    for _ in 0..<max(0, exponent) { output.appendReserved(zero) }
  }
}

extension JSONWriter {
  /// `decimal` as its `description` writes it; NaN is not JSON.
  mutating func writeDecimal(_ decimal: Decimal) throws(JSONTextError) {
    guard !decimal.isNaN else { throw error(.notJSON("a NaN decimal")) }
    guard let text = DecimalText(decimal) else { return append(decimal.description) }
    text.write(to: &output)
  }
}
