import Foundation
import ModelRuntime

/// `yyyy-MM-dd HH:mm:ss z`, `yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd` (the last two in the default time zone,
/// `NSTimeZone.default`, as the original's NSDateFormatter without a zone reads them), in that order;
/// else a non-zero number of seconds since 1970 (`doubleValue` of the value).
///
/// The default zone is the process's: where a result must not depend on the machine (the conformance
/// suite, the benchmark), the caller sets `NSTimeZone.default` rather than this design changing.
enum XYYDates {
  static func date(from value: Any) -> Date? {
    if let date = value as? Date { return date }
    if let string = JSONValue.string(value) ?? (value as? String) {
      if let date = parse(string) { return date }
      let seconds = XYYNumbers.Source.string(string).doubleValue
      return seconds != 0 ? Date(timeIntervalSince1970: seconds) : nil
    }
    if let number = JSONValue.foundationNumber(value) ?? (value as? NSNumber), number.doubleValue != 0 {
      return Date(timeIntervalSince1970: number.doubleValue)
    }
    return nil
  }

  static func parse(_ string: String) -> Date? {
    // `z`: a zone name after a space (GMT, UTC, GMT+8, GMT+08:00).
    if string.count > 20, let space = string.lastIndex(of: " "),
      string.distance(from: string.startIndex, to: space) == 19,
      let offset = zoneOffset(String(string[string.index(after: space)...])),
      let local = FixedFormatDate.withBytes(
        of: String(string[..<space]),
        {
          FixedFormatDate.parse($0, layout: .init(time: 11), timeSeparators: [UInt8(ascii: " ")])
        })
    {
      return local.addingTimeInterval(-Double(offset))
    }
    // Without a zone the formatter reads the time in the default time zone.
    let wallClock = FixedFormatDate.withBytes(of: string) { bytes -> Date? in
      switch bytes.count {
      case 19: FixedFormatDate.parse(bytes, layout: .init(time: 11), timeSeparators: [UInt8(ascii: " ")])
      case 10: FixedFormatDate.parse(bytes, layout: .init())
      default: nil
      }
    }
    return wallClock.map(inCurrentTimeZone)
  }

  /// The instant at which the default time zone's clock (`NSTimeZone.default`, which an app may set;
  /// `TimeZone.current` on Linux is the system's whatever it is set to) shows `wallClock`'s GMT time.
  static func inCurrentTimeZone(_ wallClock: Date) -> Date {
    let zone = NSTimeZone.default
    let guess = wallClock.addingTimeInterval(-Double(zone.secondsFromGMT(for: wallClock)))
    return wallClock.addingTimeInterval(-Double(zone.secondsFromGMT(for: guess)))
  }

  /// Seconds east of GMT for the zones a `z` pattern reads: GMT, UTC, GMT±h, GMT±hh:mm, and the
  /// offsets ±hhmm and ±hh:mm that NSDate's description writes (so an exported date reads back).
  private static func zoneOffset(_ zone: String) -> Int? {
    if zone == "GMT" || zone == "UTC" || zone == "Z" { return 0 }
    let rest: Substring
    if zone.hasPrefix("GMT") || zone.hasPrefix("UTC") {
      rest = zone.dropFirst(3)
    } else if zone.first == "+" || zone.first == "-" {
      rest = zone[...]
    } else {
      return nil
    }
    guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
    let digits = rest.dropFirst()
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ":") }) else { return nil }
    let hours: Int
    let minutes: Int
    if digits.contains(":") {
      let parts = digits.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
      (hours, minutes) = (h, m)
    } else if digits.count == 4 {
      guard let value = Int(digits) else { return nil }
      (hours, minutes) = (value / 100, value % 100)
    } else {
      guard digits.count <= 2, let h = Int(digits) else { return nil }
      (hours, minutes) = (h, 0)
    }
    guard hours < 24, minutes < 60 else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
  }

}
