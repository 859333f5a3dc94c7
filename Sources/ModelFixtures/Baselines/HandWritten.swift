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

  static func weiboDate(_ value: Any?) -> Date? {
    guard let string = string(value) else { return nil }
    return FixedFormatDate.withBytes(of: string) { FixedFormatDate.parseCTime($0, hasFraction: false) }
  }

  static func weiboDateString(_ date: Date) -> String { FixedFormatDate.iso8601String(date) }
}
