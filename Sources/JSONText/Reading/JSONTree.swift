import Foundation

/// Structural equality of two JSON trees: what the differential tests and the `json` fuzz target mean by
/// "the same value".
///
/// Containers, strings and null compare as they are; numbers as values (`NSNumber.isEqual`: 1 and 1.0 are
/// equal, `true` and 1 are not). An `NSDecimalNumber` — `JSONSerialization` makes one of long decimals —
/// equals a Double when its text, read as a Double and correctly rounded (what ``JSONReader`` gives), is
/// that Double; `NSDecimalNumber.doubleValue` is not correctly rounded (-1e-78 comes back as
/// -1.0000000000000005e-78).
public enum JSONTree {
  /// With `foundationStrings`, `b` is JSONSerialization's reading: strings and keys are compared without
  /// their U+FEFFs, some of which JSONSerialization drops (so two of our keys may be one of its).
  public static func equal(_ a: Any, _ b: Any, foundationStrings: Bool = false) -> Bool {
    func form(_ string: String) -> String {
      guard foundationStrings, string.unicodeScalars.contains("\u{FEFF}") else { return string }
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: string.unicodeScalars.filter { $0 != "\u{FEFF}" })
      return String(scalars)
    }
    switch (a, b) {
    case let (a as [String: Any], b as [String: Any]):
      guard foundationStrings else {
        return a.count == b.count && a.allSatisfy { key, value in b[key].map { equal(value, $0) } ?? false }
      }
      // Keys that differ only by U+FEFFs are one key to JSONSerialization (one of the values survives):
      // group both sides by the key without them; each value JSONSerialization kept must be one of ours.
      func grouped(_ object: [String: Any]) -> [String: [Any]] {
        var groups: [String: [Any]] = [:]
        for (key, value) in object { groups[form(key), default: []].append(value) }
        return groups
      }
      let ours = grouped(a)
      let theirs = grouped(b)
      guard Set(ours.keys) == Set(theirs.keys) else { return false }
      return theirs.allSatisfy { key, values in
        values.allSatisfy { value in ours[key]!.contains { equal($0, value, foundationStrings: true) } }
      }
    case let (a as [Any], b as [Any]):
      return a.count == b.count
        && zip(a, b).allSatisfy { equal($0, $1, foundationStrings: foundationStrings) }
    case let (a as String, b as String):
      return form(a) == form(b)
    case (is NSNull, is NSNull):
      return true
    case let (a as NSNumber, b as NSNumber):
      let boolean = type(of: NSNumber(value: true))
      guard (type(of: a) == boolean) == (type(of: b) == boolean) else { return false }
      if let decimal = a as? NSDecimalNumber { return same(decimal, b) }
      if let decimal = b as? NSDecimalNumber { return same(decimal, a) }
      return a.isEqual(to: b)
    default:
      return false
    }
  }

  private static func same(_ decimal: NSDecimalNumber, _ other: NSNumber) -> Bool {
    if let otherDecimal = other as? NSDecimalNumber { return decimal.isEqual(to: otherDecimal) }
    // A Double: the decimal's own text read as a Double, correctly rounded, is the same Double.
    if String(cString: other.objCType) == "d" { return Double(decimal.stringValue) == other.doubleValue }
    guard let value = Decimal(string: other.stringValue, locale: Locale(identifier: "en_US_POSIX")) else {
      return false
    }
    return decimal.decimalValue == value
  }
}
