import Foundation

/// String → number as `mj_setKeyValues:` does it: `NSDecimalNumber decimalNumberWithString:locale:`,
/// which keeps a leading number (`"40个"` → 40) and gives NaN when there is none (`"收藏5"` → 0), then
/// narrowed by the field's type.
enum MJNumberParsing {
  /// The leading decimal number of `string`, with `locale`'s decimal separator: sign, digits, fraction,
  /// exponent. Nil when the string does not start with a number (after spaces).
  static func leadingNumber(_ string: String, locale: Locale?) -> (integer: String, normalized: String)? {
    let separator = Array((locale?.decimalSeparator ?? ".").utf8)
    let bytes = Array(string.utf8)
    var index = 0
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    var normalized = ""
    var integer = ""
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      if bytes[index] == UInt8(ascii: "-") {
        normalized.append("-")
        integer.append("-")
      }
      index += 1
    }
    var digits = 0
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      normalized.append(Character(UnicodeScalar(bytes[index])))
      integer.append(Character(UnicodeScalar(bytes[index])))
      index += 1
      digits += 1
    }
    if !separator.isEmpty, index + separator.count <= bytes.count,
      Array(bytes[index..<(index + separator.count)]) == separator
    {
      var fraction = ""
      var cursor = index + separator.count
      while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
        fraction.append(Character(UnicodeScalar(bytes[cursor])))
        cursor += 1
      }
      if !fraction.isEmpty {
        normalized += "." + fraction
        digits += fraction.count
        index = cursor
      }
    }
    guard digits > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      var cursor = index + 1
      var exponent = "e"
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") {
        exponent.append(Character(UnicodeScalar(bytes[cursor])))
        cursor += 1
      }
      var exponentDigits = 0
      while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
        exponent.append(Character(UnicodeScalar(bytes[cursor])))
        cursor += 1
        exponentDigits += 1
      }
      if exponentDigits > 0 { normalized += exponent }
    }
    return (integer.isEmpty || integer == "-" ? "0" : integer, normalized)
  }

  /// `decimalNumberWithString:locale:`; nil for NaN (no leading number, or beyond Decimal's range).
  static func decimal(from string: String, locale: Locale?) -> Decimal? {
    guard let parsed = leadingNumber(string, locale: locale),
      let decimal = Decimal(string: parsed.normalized, locale: Locale(identifier: "en_US_POSIX")),
      !decimal.isNaN
    else { return nil }
    return decimal
  }

  /// The number for a number or Bool field: 64-bit integers exact from their digits (clamped at their
  /// bounds), other types through the double value; Bool from yes/true/no/false in any case.
  static func number(from string: String, locale: Locale?, kind: MJPropertyType.Kind, valueType: Any.Type)
    -> Any
  {
    if case .bool = kind {
      switch string.lowercased() {
      case "yes", "true": return NSNumber(value: true)
      case "no", "false": return NSNumber(value: false)
      default: break
      }
    }
    if valueType == NSDecimalNumber.self {  // decimalNumberWithString:locale:, NaN included
      return decimal(from: string, locale: locale).map(NSDecimalNumber.init(decimal:)) ?? .notANumber
    }
    guard let parsed = leadingNumber(string, locale: locale) else { return NSNumber(value: 0) }
    // An NSNumber field keeps an integer as one (`"2014"` → 2014), as the decimal number would.
    if valueType == Int64.self || valueType == Int.self || valueType == NSNumber.self,
      !parsed.normalized.contains(where: { $0 == "." || $0 == "e" })
    {
      return NSNumber(value: Int64(parsed.integer) ?? (parsed.integer.hasPrefix("-") ? .min : .max))
    }
    if valueType == UInt64.self || valueType == UInt.self,
      !parsed.normalized.contains(where: { $0 == "." || $0 == "e" })
    {
      if parsed.integer.hasPrefix("-") { return NSNumber(value: Int64(parsed.integer) ?? .min) }
      return NSNumber(value: UInt64(parsed.integer) ?? .max)
    }
    // Through the decimal, as the original: NaN (1e999 overflows Decimal) becomes 0.
    guard let decimal = decimal(from: string, locale: locale) else { return NSNumber(value: 0) }
    return NSNumber(value: NSDecimalNumber(decimal: decimal).doubleValue)
  }
}
