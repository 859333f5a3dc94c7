import Foundation
import ModelRuntime

/// The "Manually" row of YYModel's benchmark: code written by hand for one model, no reflection.
///
/// Reads follow the original's manual code: take a value when it has the expected Foundation type
/// (`[value isKindOfClass:[NSString class]]`), read numbers through `NSNumber`. The type checks use
/// ModelRuntime's `JSONValue` reads, the fastest available, so that the baseline is the bar to beat. Dates use the same shared
/// fixed-format parser every design uses, so the baseline is not slowed by `DateFormatter`.
enum HandWritten {
  @inline(__always)
  static func string(_ value: Any?) -> String? {
    guard let value else { return nil }
    return JSONValue.string(value) ?? (value as? String)
  }

  @inline(__always)
  static func number(_ value: Any?) -> NSNumber? {
    guard let value else { return nil }
    if let number = JSONValue.foundationNumber(value) { return number }
    if value is String { return nil }
    return value as? NSNumber
  }

  @inline(__always)
  static func object(_ value: Any?) -> [String: Any]? {
    guard let value else { return nil }
    return JSONValue.object(value) ?? (value as? [String: Any])
  }

  @inline(__always)
  static func array(_ value: Any?) -> [Any]? {
    guard let value else { return nil }
    return JSONValue.array(value) ?? (value as? [Any])
  }

  /// An integer from a number or a numeric string (the Weibo fixture sends some sizes as strings).
  @inline(__always)
  static func int(_ value: Any?) -> Int? {
    if let string = string(value) { return Int(string) }
    return number(value)?.intValue
  }

  @inline(__always)
  static func url(_ value: Any?) -> URL? {
    guard let string = string(value), !string.isEmpty else { return nil }
    return URL(string: string)
  }

  static func weiboDate(_ value: Any?) -> Date? {
    guard let string = string(value) else { return nil }
    return FixedFormatDate.withBytes(of: string) { FixedFormatDate.parseCTime($0, hasFraction: false) }
  }

  static func weiboDateString(_ date: Date) -> String { FixedFormatDate.iso8601String(date) }
}
