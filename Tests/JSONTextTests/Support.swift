import Foundation
import JSONText

/// The shared fixtures folder: `$MODELBENCH_FIXTURES`, else `shared/fixtures` beside the checkout.
let fixturesDirectory: URL = {
  if let override = ProcessInfo.processInfo.environment["MODELBENCH_FIXTURES"], !override.isEmpty {
    return URL(fileURLWithPath: override)
  }
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }
  return url.appendingPathComponent("shared/fixtures")
}()

/// Foundation's reading of `data`, any top-level value; nil when it refuses.
func foundationValue(_ data: Data) -> Any? {
  try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
}

/// Structural equality of two JSON trees: the same containers, strings, null, booleans as booleans, and
/// numbers equal as values (`NSNumber.isEqual`, so 1 and 1.0 are equal, true and 1 are not; where one
/// side is an `NSDecimalNumber` — Foundation makes one of some long decimals, JSONText the correctly
/// rounded Double — see `sameDecimal`).
func sameTree(_ a: Any, _ b: Any) -> Bool {
  switch (a, b) {
  case let (a as [String: Any], b as [String: Any]):
    return a.count == b.count && a.allSatisfy { key, value in b[key].map { sameTree(value, $0) } ?? false }
  case let (a as [Any], b as [Any]):
    return a.count == b.count && zip(a, b).allSatisfy(sameTree)
  case let (a as String, b as String):
    return a == b
  case (is NSNull, is NSNull):
    return true
  case let (a as NSNumber, b as NSNumber):
    guard isBoolean(a) == isBoolean(b) else { return false }
    if let decimal = a as? NSDecimalNumber { return sameDecimal(decimal, b) }
    if let decimal = b as? NSDecimalNumber { return sameDecimal(decimal, a) }
    return a.isEqual(to: b)
  default:
    return false
  }
}

func isBoolean(_ number: NSNumber) -> Bool { type(of: number) == type(of: NSNumber(value: true)) }

/// Whether `decimal` is `other`'s value. Against a Double: the decimal's text read as a Double (correctly
/// rounded; `NSDecimalNumber.doubleValue` is not: -1e-78 comes back as -1.0000000000000005e-78) is that
/// Double. Against an integer: equal as decimals.
func sameDecimal(_ decimal: NSDecimalNumber, _ other: NSNumber) -> Bool {
  if let otherDecimal = other as? NSDecimalNumber { return decimal.isEqual(to: otherDecimal) }
  if String(cString: other.objCType) == "d" { return Double(decimal.stringValue) == other.doubleValue }
  guard let value = Decimal(string: other.stringValue, locale: Locale(identifier: "en_US_POSIX")) else {
    return false
  }
  return decimal.decimalValue == value
}
