import Foundation
import ModelRuntime

/// The "Manually" row of YYModel's benchmark: code written by hand for one model, no reflection.
///
/// Reads follow the original's manual code: take a value when it has the expected Foundation type
/// (`[value isKindOfClass:[NSString class]]`), read numbers through `NSNumber`. Dates use the same shared
/// fixed-format parser every design uses, so the baseline is not slowed by `DateFormatter`.
enum HandWritten {
  @inline(__always)
  static func string(_ value: Any?) -> String? { value as? String }

  @inline(__always)
  static func number(_ value: Any?) -> NSNumber? {
    guard let value, !(value is String) else { return nil }
    return value as? NSNumber
  }

  /// An integer from a number or a numeric string (the Weibo fixture sends some sizes as strings).
  @inline(__always)
  static func int(_ value: Any?) -> Int? {
    if let string = value as? String { return Int(string) }
    return number(value)?.intValue
  }

  @inline(__always)
  static func url(_ value: Any?) -> URL? {
    guard let string = value as? String, !string.isEmpty else { return nil }
    return URL(string: string)
  }

  static func weiboDate(_ value: Any?) -> Date? {
    guard let string = value as? String else { return nil }
    return FixedFormatDate.withBytes(of: string) { FixedFormatDate.parseCTime($0, hasFraction: false) }
  }

  static func weiboDateString(_ date: Date) -> String { FixedFormatDate.iso8601String(date) }
}
