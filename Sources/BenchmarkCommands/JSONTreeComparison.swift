import Foundation
import JSONText
import ModelRuntime

/// Compares two JSON trees as the readers make them (`[String: Any]`, `[Any]`, `String`, `NSNumber`,
/// `NSNull`) value by value, and says what kind of difference a pair of values is.
///
/// Numbers compare by value (`1` equals `1.0`), booleans only with booleans.
enum JSONTreeComparison {
  /// Calls `report` with the path, both sides (nil for a missing key) and, where the value was found
  /// elsewhere in the output, the explanation of where, for every difference.
  ///
  /// A key of the input that the output lacks is looked for under another name: a key of the output
  /// that the input lacks and that spells the same letters and digits (`created_at` and `createdAt`), or
  /// holds them at its start or end (`description` and `userDescription`), when exactly one does — a
  /// value written under its property's name; or, for a key with dots (`a.b`), the key path it spells
  /// (`{"a": {"b": …}}`) — a key read and written as a key path. The values are then compared under the
  /// input's path.
  static func compare(
    _ left: Any?, _ right: Any?, path: String, report: (String, Any?, Any?, _ note: String?) -> Void
  ) {
    switch (left, right) {
    case (let l as [String: Any], let r as [String: Any]):
      var extra = Set(r.keys.filter { l[$0] == nil })
      for key in l.keys.sorted() {
        let keyPath = child(path, key)
        if r[key] == nil, let renamed = counterpart(of: key, among: extra) {
          extra.remove(renamed)
          report(
            keyPath, l[key], r[renamed], "written under its property's name `\(renamed)`, not its JSON key")
          compare(l[key], r[renamed], path: keyPath, report: report)
        } else if r[key] == nil, key.contains("."), let found = value(at: key, in: r) {
          extra.remove(String(key.prefix { $0 != "." }))
          report(keyPath, l[key], found, "a key with dots is read and written as a key path")
          compare(l[key], found, path: keyPath, report: report)
        } else {
          compare(l[key], r[key], path: keyPath, report: report)
        }
      }
      for key in extra.sorted() { report(child(path, key), nil, r[key], nil) }
    case (let l as [Any], let r as [Any]) where l.count == r.count:
      for index in l.indices { compare(l[index], r[index], path: "\(path)[\(index)]", report: report) }
    default:
      if !scalarEqual(left, right) { report(path, left, right, nil) }
    }
  }

  /// What the key path `a.b.c` reaches in `object`.
  private static func value(at keyPath: String, in object: [String: Any]) -> Any? {
    var current: Any? = object
    for component in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
      guard let dictionary = current as? [String: Any] else { return nil }
      current = dictionary[String(component)]
    }
    return current
  }

  /// The one key of `candidates` that spells `key` as a property name would, if there is exactly one.
  private static func counterpart(of key: String, among candidates: Set<String>) -> String? {
    guard !candidates.isEmpty else { return nil }
    func letters(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
    let wanted = letters(key)
    guard !wanted.isEmpty else { return nil }
    let same = candidates.filter { letters($0) == wanted }
    if same.count == 1 { return same.first }
    guard same.isEmpty else { return nil }
    let around = candidates.filter { letters($0).hasPrefix(wanted) || letters($0).hasSuffix(wanted) }
    return around.count == 1 ? around.first : nil
  }

  static func equal(_ left: Any?, _ right: Any?) -> Bool {
    var same = true
    compare(left, right, path: "") { _, _, _, _ in same = false }
    return same
  }

  /// `$.a.b`, or `$["a b"]` for a key that is not a plain name.
  static func child(_ path: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    if plain { return path + "." + key }
    let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    return path + "[\"" + escaped + "\"]"
  }

  private enum Scalar: Equatable {
    case null, bool(Bool), string(String), number(Double, exact: Decimal?), container
  }

  private static func scalar(_ value: Any?) -> Scalar? {
    switch value {
    case nil: return nil
    case is NSNull: return .null
    case let string as String: return .string(string)
    case let number as NSNumber:
      if isBool(number) { return .bool(number.boolValue) }
      if number is NSDecimalNumber { return .number(number.doubleValue, exact: number.decimalValue) }
      return .number(number.doubleValue, exact: nil)
    default: return .container
    }
  }

  /// Whether `number` is a JSON boolean as the readers make them.
  static func isBool(_ number: NSNumber) -> Bool { JSONValueKind.numberKind(number) == .bool }

  private static func scalarEqual(_ left: Any?, _ right: Any?) -> Bool {
    guard let l = scalar(left), let r = scalar(right) else { return left == nil && right == nil }
    switch (l, r) {
    case (.number(let a, let exactA), .number(let b, let exactB)):
      if let exactA, let exactB { return exactA == exactB }
      if let exactA { return exactA == Decimal(b) || a == b }
      if let exactB { return exactB == Decimal(a) || a == b }
      if a == b { return true }
      // Integers beyond 2^53 compare exactly through their text.
      return (left as? NSNumber)?.stringValue == (right as? NSNumber)?.stringValue
    case (.container, _), (_, .container): return false
    default: return l == r
    }
  }

  /// A value as short JSON text for the report (long ones cut).
  static func render(_ value: Any) -> String {
    let text: String
    if let number = value as? NSNumber, !isBool(number) {
      text = number.stringValue
    } else if let data = try? JSONWriter.data(value) {
      text = String(decoding: data, as: UTF8.self)
    } else {
      text = "\(value)"
    }
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }

  /// Whether a value is what a model's property holds before anything is set: null, 0, false, "", an
  /// empty array or object.
  private static func isEmptyValue(_ value: Any?) -> Bool {
    switch value {
    case nil, is NSNull: return true
    case let string as String: return string.isEmpty
    case let number as NSNumber: return number.doubleValue == 0
    case let array as [Any]: return array.isEmpty
    case let object as [String: Any]: return object.isEmpty
    default: return false
    }
  }

  /// What kind of difference `input` → `output` is; nil for none of the known kinds.
  static func explain(_ input: Any?, _ output: Any?) -> String? {
    switch (input, output) {
    case (is NSNull, nil): return "a null is left out: a nil property is not written"
    case (nil, is NSNull): return "a key the input lacks is written as null"
    case (let input as [Any], nil) where input.isEmpty:
      return "an empty array is left out"
    case (let input as [String: Any], nil) where input.isEmpty:
      return "an empty object is left out"
    case (is NSNull, let output) where isEmptyValue(output):
      return "a null is read as the property's empty value (0, false, \"\", [])"
    case (nil, let output) where isEmptyValue(output):
      return "a key the input lacks is written with the property's empty value"
    case (let input as String, let output as String):
      if let a = date(input), let b = date(output),
        abs(a.timeIntervalSince1970 - b.timeIntervalSince1970) < 0.001
      {
        return "the same instant, written in another date layout or zone"
      }
      return nil
    case (let input as NSNumber, let output as NSNumber) where isBool(input) != isBool(output):
      return isBool(input) ? "a boolean is written as a number" : "a number is written as a boolean"
    case (let input as NSNumber, let output as NSNumber):
      let a = input.doubleValue
      let b = output.doubleValue
      if a != 0, abs(a - b) / abs(a) < 1e-15 { return "a number is written with a different last digit" }
      if input is NSDecimalNumber || output is NSDecimalNumber, abs(a - b) <= abs(a) * 1e-15 {
        return "an integer beyond 64 bits is written with a different precision"
      }
      return nil
    default:
      return nil
    }
  }

  /// The instant a string of any known date layout, or of YYModel's `yyyy-MM-dd'T'HH:mm:ssZ`, holds.
  private static func date(_ string: String) -> Date? {
    for format in SampleDateFormat.allCases {
      if let date = format.date(from: string) { return date }
    }
    return nil
  }
}
