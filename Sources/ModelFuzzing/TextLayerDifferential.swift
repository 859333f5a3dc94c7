import Foundation
import JSONText

/// The `json` fuzz target's invariants: JSONText's reader and writer against Foundation's
/// JSONSerialization on the same bytes.
///
/// - What JSONText reads, JSONSerialization reads too, to an equal tree — but for one quirk of
///   JSONSerialization, which drops a U+FEFF at the start of every string and key (JSONText keeps it, as
///   RFC 8259 says: it is a character like any other).
/// - What JSONSerialization reads and JSONText refuses is one of Foundation's documented leniencies, which
///   RFC 8259 forbids: a trailing comma, a byte-order mark, or text that is not UTF-8 (UTF-16).
/// - What JSONText reads, its writer writes; both readers read that back to an equal tree; and the
///   sorted-keys output is the same bytes twice.
enum TextLayerDifferential {
  static func check(_ input: Data) -> String? {
    let theirs = try? JSONSerialization.jsonObject(with: input, options: [.fragmentsAllowed])
    let ours: Any
    do {
      ours = try JSONReader.value(from: input)
    } catch {
      if theirs != nil, !isFoundationLeniency(error, input) {
        return "JSONSerialization reads what JSONText refuses: \(error)"
      }
      return nil
    }
    guard let theirs else { return "JSONText reads what JSONSerialization refuses" }
    guard JSONTree.equal(ours, theirs, foundationStrings: true) else {
      return "the readers give different trees"
    }
    let written: [UInt8]
    do {
      written = try JSONWriter.bytes(ours, options: .sortedKeys)
    } catch {
      return "the writer refuses what the reader read: \(error)"
    }
    guard let again = try? JSONReader.value(from: written), JSONTree.equal(again, ours) else {
      return "the writer's output does not read back to the same tree"
    }
    guard
      let foundationAgain = try? JSONSerialization.jsonObject(
        with: Data(written), options: [.fragmentsAllowed]),
      JSONTree.equal(ours, foundationAgain, foundationStrings: true)
    else { return "JSONSerialization does not read the writer's output back to the same tree" }
    guard (try? JSONWriter.bytes(again, options: .sortedKeys)) == written else {
      return "sorted-keys output is not byte-stable"
    }
    return nil
  }

  /// A trailing comma (a `]` or `}` where a value or key must follow a comma), a byte-order mark or a NUL
  /// byte at the start (UTF-16), or bytes that are not UTF-8.
  static func isFoundationLeniency(_ error: JSONTextError, _ input: Data) -> Bool {
    if case .invalidUTF8 = error.reason { return true }
    if let first = input.first, [0xEF, 0xFE, 0xFF, 0x00].contains(first) { return true }
    if input.count > 1, input.dropFirst().first == 0 { return true }
    guard case .unexpectedByte(let byte, _) = error.reason,
      byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"),
      let offset = error.offset
    else { return false }
    // The last byte before the closing one, white space skipped, is a comma.
    var position = offset - 1
    while position >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(input[input.startIndex + position]) {
      position -= 1
    }
    return position >= 0 && input[input.startIndex + position] == UInt8(ascii: ",")
  }
}

/// Structural equality of two JSON trees (NSNumber values compared as values, booleans as booleans; an
/// `NSDecimalNumber` — Foundation makes one of long decimals — equals a Double when its text reads as that
/// Double, correctly rounded, which is what JSONText gives).
enum JSONTree {
  /// With `foundationStrings`, `b` is JSONSerialization's reading: each string and key of `a` is compared
  /// without a leading U+FEFF, which JSONSerialization drops.
  static func equal(_ a: Any, _ b: Any, foundationStrings: Bool = false) -> Bool {
    func form(_ string: String) -> String {
      guard foundationStrings, string.unicodeScalars.first == "\u{FEFF}" else { return string }
      return String(string.unicodeScalars.dropFirst())
    }
    switch (a, b) {
    case let (a as [String: Any], b as [String: Any]):
      return a.count == b.count
        && a.allSatisfy { key, value in
          b[form(key)].map { equal(value, $0, foundationStrings: foundationStrings) } ?? false
        }
    case let (a as [Any], b as [Any]):
      return a.count == b.count
        && zip(a, b).allSatisfy { equal($0, $1, foundationStrings: foundationStrings) }
    case let (a as String, b as String):
      return form(a) == b
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
