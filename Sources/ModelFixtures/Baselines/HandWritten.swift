import Foundation
import ModelRuntime

/// The "Manually" row of YYModel's benchmark: code written by hand for one model, no reflection.
///
/// Reads follow the original's manual code: take a value when it has the expected Foundation type
/// (`[value isKindOfClass:[NSString class]]`), read numbers through `NSNumber`. The type checks use
/// ModelRuntime's `JSONValue` reads, the fastest available, so that the baseline is the bar to beat. Dates use the same shared
/// fixed-format parser every design uses, so the baseline is not slowed by `DateFormatter`.
///
/// Public, so that the hand-written baselines `modelbench scaffold` writes for a user's models read the
/// same way.
public enum HandWritten {
  @inlinable
  public static func string(_ value: Any?) -> String? {
    guard let value else { return nil }
    return JSONValue.string(value) ?? (value as? String)
  }

  @inlinable
  public static func number(_ value: Any?) -> NSNumber? {
    guard let value else { return nil }
    if let number = JSONValue.foundationNumber(value) { return number }
    if value is String { return nil }
    return value as? NSNumber
  }

  @inlinable
  public static func object(_ value: Any?) -> [String: Any]? {
    guard let value else { return nil }
    return JSONValue.object(value) ?? (value as? [String: Any])
  }

  @inlinable
  public static func array(_ value: Any?) -> [Any]? {
    guard let value else { return nil }
    return JSONValue.array(value) ?? (value as? [Any])
  }

  /// An integer from a number or a numeric string (the Weibo fixture sends some sizes as strings).
  /// Any JSON value as it is, but null as nil.
  @inlinable
  public static func any(_ value: Any?) -> Any? {
    value is NSNull ? nil : value
  }

  @inline(__always)
  public static func int(_ value: Any?) -> Int? {
    if let string = string(value) { return Int(string) }
    return number(value)?.intValue
  }

  @inline(__always)
  public static func url(_ value: Any?) -> URL? {
    guard let string = string(value), !string.isEmpty else { return nil }
    return URL(string: string)
  }

  // model→dict's contract (`OutputContract.modelToDict`): no NaN, no infinity, nothing JSON cannot hold.
  // A careful hand checks what it writes as it is; each returns its argument when it holds (no copy) and
  // leaves out what breaks it, as the designs do.

  /// The finite numbers of `values`.
  @inlinable
  public static func finite(_ values: [Double]) -> [Double] {
    values.allSatisfy(\.isFinite) ? values : values.filter(\.isFinite)
  }

  /// The finite numbers of each row.
  @inlinable
  public static func finite(_ rows: [[Double]]) -> [[Double]] {
    rows.allSatisfy { $0.allSatisfy(\.isFinite) } ? rows : rows.map(finite)
  }

  /// The finite numbers of each ring's rows (GeoJSON polygons).
  @inlinable
  public static func finite(_ rings: [[[Double]]]) -> [[[Double]]] {
    rings.allSatisfy { $0.allSatisfy { $0.allSatisfy(\.isFinite) } } ? rings : rings.map(finite)
  }

  /// The entries whose number is finite.
  @inlinable
  public static func finite(_ entries: [String: Double]) -> [String: Double] {
    entries.values.allSatisfy(\.isFinite) ? entries : entries.filter { $0.value.isFinite }
  }

  /// A JSON value as it is when JSON can hold all of it; nil when it cannot (NaN, a date, a model).
  public static func json(_ value: Any) -> Any? { isJSON(value) ? value : nil }

  /// The elements JSON can hold.
  public static func json(_ values: [Any]) -> [Any] {
    values.allSatisfy(isJSON) ? values : values.filter(isJSON)
  }

  /// The elements JSON can hold, in each row (arrays of pairs).
  public static func json(_ rows: [[Any]]) -> [[Any]] {
    rows.allSatisfy { $0.allSatisfy(isJSON) } ? rows : rows.map(json)
  }

  /// The entries JSON can hold.
  public static func json(_ entries: [String: Any]) -> [String: Any] {
    entries.isEmpty || entries.values.allSatisfy(isJSON) ? entries : entries.filter { isJSON($0.value) }
  }

  /// Whether JSON can hold `value` whole: strings, finite numbers, booleans, null, and containers of these.
  public static func isJSON(_ value: Any) -> Bool {
    switch JSONValueKind.ofKnownType(value) ?? JSONValueKind.of(value) {
    case .null, .string, .bool, .integer:
      return true
    case .double:
      if let number = JSONValue.foundationNumber(value) ?? (value as? NSNumber) {
        return number.doubleValue.isFinite
      }
      return (value as? Double)?.isFinite ?? false
    case .object:
      guard let object = JSONValue.dictionary(value) ?? (value as? [String: Any]) else { return false }
      return object.isEmpty || object.values.allSatisfy(isJSON)
    case .array:
      guard let array = JSONValue.array(value) ?? (value as? [Any]) else { return false }
      return array.allSatisfy(isJSON)
    case .other:
      return false
    }
  }

  static func weiboDate(_ value: Any?) -> Date? {
    guard let string = string(value) else { return nil }
    return FixedFormatDate.withBytes(of: string) { FixedFormatDate.parseCTime($0, hasFraction: false) }
  }

  static func weiboDateString(_ date: Date) -> String { FixedFormatDate.iso8601String(date) }
}
