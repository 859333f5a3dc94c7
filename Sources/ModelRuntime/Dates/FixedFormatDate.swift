import Foundation

/// Parsing and writing of fixed-layout date strings, field by field, without `DateFormatter`.
///
/// Shared by every design and baseline, so that the designs differ in which formats they try and how
/// they choose one (by length in YYStyle, in order in XYYStyle) and not in how fast a date is read. Every
/// field is range-checked (month 13, day 32, Feb 29 of a common year, hour 24 are invalid), as a strict
/// `DateFormatter` with the en_US_POSIX locale checks; the calendar is the proleptic Gregorian one.
public enum FixedFormatDate {
  /// Where the parts of a `yyyy-MM-dd…` string stand.
  public struct Layout: Sendable {
    /// Offset of `HH:mm:ss`, after a `T` or a space; nil for a date alone.
    public var time: Int?
    /// Offset of the three `SSS` digits (a `.` stands before them); nil for none.
    public var fraction: Int?
    /// Offset of the zone (`Z`, `±hhmm`, `±hh:mm`), which must run to the end; nil for GMT.
    public var zone: Int?

    public init(time: Int? = nil, fraction: Int? = nil, zone: Int? = nil) {
      self.time = time
      self.fraction = fraction
      self.zone = zone
    }
  }

  /// Parses `yyyy-MM-dd`, then the parts `layout` names.
  ///
  /// - Parameters:
  ///   - text: The string's UTF-8 bytes.
  ///   - layout: Where the time, fraction and zone stand.
  ///   - timeSeparators: The bytes allowed between the date and the time.
  /// - Returns: The date, or nil when any part is missing, malformed or out of range.
  public static func parse(
    _ text: DateText, layout: Layout,
    timeSeparators: [UInt8] = [UInt8(ascii: "T"), UInt8(ascii: " ")]
  ) -> Date? {
    let s = text.bytes
    guard s.count >= 10, let year = digits(s, 0, 4), s[4] == UInt8(ascii: "-"),
      let month = digits(s, 5, 2), s[7] == UInt8(ascii: "-"), let day = digits(s, 8, 2)
    else { return nil }
    var (hour, minute, second, milliseconds, offset) = (0, 0, 0, 0, 0)
    var end = 10
    if let time = layout.time {
      guard s.count >= time + 8, time >= 11, timeSeparators.contains(s[time - 1]),
        let h = digits(s, time, 2), s[time + 2] == UInt8(ascii: ":"), let m = digits(s, time + 3, 2),
        s[time + 5] == UInt8(ascii: ":"), let sec = digits(s, time + 6, 2)
      else { return nil }
      (hour, minute, second) = (h, m, sec)
      end = time + 8
    }
    if let fraction = layout.fraction {
      guard fraction >= 1, s.count >= fraction + 3, s[fraction - 1] == UInt8(ascii: "."),
        let ms = digits(s, fraction, 3)
      else { return nil }
      milliseconds = ms
      end = fraction + 3
    }
    if let zone = layout.zone {
      guard zone < s.count, let parsed = zoneOffset(s, from: zone, length: s.count - zone) else { return nil }
      offset = parsed
      end = s.count
    }
    guard end == s.count else { return nil }
    return make(year, month, day, hour, minute, second, milliseconds, offset)
  }

  /// Parses C's `asctime`-like `EEE MMM dd HH:mm:ss Z yyyy` (Weibo, Twitter), with `.SSS` after the
  /// seconds when `hasFraction`.
  ///
  /// - Parameters:
  ///   - text: The string's UTF-8 bytes.
  ///   - hasFraction: Whether milliseconds follow the seconds.
  public static func parseCTime(_ text: DateText, hasFraction: Bool) -> Date? {
    let s = text.bytes
    let zoneAt = hasFraction ? 24 : 20
    guard s.count == zoneAt + 10, name(s, 0, in: weekdays) != nil, s[3] == UInt8(ascii: " "),
      let monthIndex = name(s, 4, in: months), s[7] == UInt8(ascii: " "),
      let day = digits(s, 8, 2), s[10] == UInt8(ascii: " "),
      let hour = digits(s, 11, 2), s[13] == UInt8(ascii: ":"), let minute = digits(s, 14, 2),
      s[16] == UInt8(ascii: ":"), let second = digits(s, 17, 2)
    else { return nil }
    var milliseconds = 0
    if hasFraction {
      guard s[19] == UInt8(ascii: "."), let ms = digits(s, 20, 3) else { return nil }
      milliseconds = ms
    }
    guard s[zoneAt - 1] == UInt8(ascii: " "), let offset = zoneOffset(s, from: zoneAt, length: 5),
      s[zoneAt + 5] == UInt8(ascii: " "), let year = digits(s, zoneAt + 6, 4)
    else { return nil }
    return make(year, monthIndex + 1, day, hour, minute, second, milliseconds, offset)
  }

  /// The latest and earliest instants written: ±8.64 × 10¹⁵ s from 1970, ECMAScript's range of dates.
  public static let writableRange: ClosedRange<Double> = -8.64e15...8.64e15

  /// `yyyy-MM-dd'T'HH:mm:ssZ` in GMT: `2015-09-16T04:20:09+0000`.
  ///
  /// A date outside ``writableRange`` (one decoded from an archive, or built in code) is written as the
  /// nearest end of it, and a NaN interval as 1970: never a trap.
  public static func iso8601String(_ date: Date) -> String {
    let parts = Parts(date)
    guard parts.hasFourDigitYear else {
      var text: [UInt8] = []
      text.reserveCapacity(32)
      parts.appendDate(to: &text, separator: UInt8(ascii: "T"))
      text += "+0000".utf8
      return String(decoding: text, as: UTF8.self)
    }
    return String(unsafeUninitializedCapacity: iso8601Length) { buffer in
      parts.writeISO8601(to: buffer)
      return iso8601Length
    }
  }

  /// The length of ``iso8601String(_:)``'s text for a year of four digits (0 to 9999).
  static let iso8601Length = 24

  /// A date's calendar fields in GMT, clamped to ``writableRange`` (NaN as 1970), for writing it.
  struct Parts {
    /// The calendar date, the month and the day from 1.
    let year: Int
    let month: Int
    let day: Int
    /// The time of day, whole seconds since midnight and the milliseconds after them.
    let secondsOfDay: Int
    let milliseconds: Int
    /// Days since 1970-01-01.
    let days: Int

    init(_ date: Date) {
      let interval = date.timeIntervalSince1970
      let clamped =
        interval.isNaN ? 0 : min(max(interval, writableRange.lowerBound), writableRange.upperBound)
      let total = Int(clamped.rounded(.down))
      milliseconds = min(Int(((clamped - Double(total)) * 1_000).rounded()), 999)
      days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
      secondsOfDay = total - days * 86_400
      (year, month, day) = civil(fromDays: days)
    }

    /// Whether the year has four digits: then the text has ``FixedFormatDate/iso8601Length`` bytes, all
    /// made by ``writeISO8601(to:)``.
    var hasFourDigitYear: Bool { (0...9_999).contains(year) }

    /// `yyyy-MM-dd'T'HH:mm:ss+0000` into the first 24 bytes of `target`, two digits at a time: a date
    /// written by the thousand costs a few stores, not an array grown byte by byte.
    /// - Precondition: ``hasFourDigitYear``, and `target` has room for 24 bytes.
    func writeISO8601(to target: UnsafeMutableBufferPointer<UInt8>) {
      func pair(_ value: Int, at offset: Int) {
        target[offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10)
        target[offset &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
      }
      pair(year / 100, at: 0)
      pair(year % 100, at: 2)
      target[4] = UInt8(ascii: "-")
      pair(month, at: 5)
      target[7] = UInt8(ascii: "-")
      pair(day, at: 8)
      target[10] = UInt8(ascii: "T")
      pair(secondsOfDay / 3_600, at: 11)
      target[13] = UInt8(ascii: ":")
      pair(secondsOfDay / 60 % 60, at: 14)
      target[16] = UInt8(ascii: ":")
      pair(secondsOfDay % 60, at: 17)
      // `+0000` byte by byte: a loop over a literal's UTF-8 view costs more than the rest of the date.
      target[19] = UInt8(ascii: "+")
      for offset in 20..<24 { target[offset] = UInt8(ascii: "0") }
    }

    /// `value` in decimal, zero-padded to `width` digits, as UTF-8 bytes: a date is written into one
    /// byte buffer and made a `String` once, not appended to piece by piece.
    static func append(_ value: Int, width: Int, to text: inout [UInt8]) {
      guard value >= 0 else {
        // Years before 1 BC only (a date clamped to the writable range): the digits as `String` has them.
        let digits = String(value).utf8
        for _ in digits.count..<max(width, digits.count) { text.append(UInt8(ascii: "0")) }
        text += digits
        return
      }
      var divisor = 1
      var count = 1
      while count < width || value / divisor >= 10 {
        divisor *= 10
        count += 1
      }
      var rest = value
      while divisor > 0 {
        text.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / divisor))
        rest %= divisor
        divisor /= 10
      }
    }

    /// `HH:mm:ss`.
    func appendTime(to text: inout [UInt8]) {
      Parts.append(secondsOfDay / 3_600, width: 2, to: &text)
      text.append(UInt8(ascii: ":"))
      Parts.append(secondsOfDay / 60 % 60, width: 2, to: &text)
      text.append(UInt8(ascii: ":"))
      Parts.append(secondsOfDay % 60, width: 2, to: &text)
    }

    /// `yyyy-MM-dd`, `separator`, `HH:mm:ss`.
    func appendDate(to text: inout [UInt8], separator: UInt8) {
      Parts.append(year, width: 4, to: &text)
      text.append(UInt8(ascii: "-"))
      Parts.append(month, width: 2, to: &text)
      text.append(UInt8(ascii: "-"))
      Parts.append(day, width: 2, to: &text)
      text.append(separator)
      appendTime(to: &text)
    }
  }

  // MARK: Parts

  static func make(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, _ milliseconds: Int,
    _ offset: Int
  ) -> Date? {
    guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
      hour < 24, minute < 60, second < 60
    else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds) + Double(milliseconds) / 1_000)
  }

  /// `Z`, `±hhmm` or `±hh:mm` in exactly `length` bytes; seconds east of GMT.
  static func zoneOffset(_ s: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> Int? {
    guard start + length <= s.count else { return nil }
    if length == 1, s[start] == UInt8(ascii: "Z") { return 0 }
    let sign: Int
    switch s[start] {
    case UInt8(ascii: "+"): sign = 1
    case UInt8(ascii: "-"): sign = -1
    default: return nil
    }
    guard length == 5 || length == 6, let hours = digits(s, start + 1, 2) else { return nil }
    let minutes =
      length == 5
      ? digits(s, start + 3, 2) : (s[start + 3] == UInt8(ascii: ":") ? digits(s, start + 4, 2) : nil)
    guard let minutes, hours < 24, minutes < 60 else { return nil }
    return sign * (hours * 3_600 + minutes * 60)
  }

  @inline(__always)
  static func digits(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    guard start >= 0, start + count <= s.count else { return nil }
    var value = 0
    for index in start..<(start + count) {
      let digit = Int(s[index]) &- 48
      guard digit >= 0, digit <= 9 else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  private static func name(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, in names: [String]) -> Int? {
    guard start + 3 <= s.count else { return nil }
    return names.firstIndex { $0.utf8.elementsEqual(UnsafeBufferPointer(rebasing: s[start..<(start + 3)])) }
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Howard Hinnant's `civil_from_days`.
  static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension FixedFormatDate {
  /// Calls `body` with the UTF-8 bytes of `string`, without copying a native string.
  @inlinable
  public static func withBytes<R>(of string: String, _ body: (DateText) -> R) -> R {
    var string = string
    return string.withUTF8 { body(DateText(bytes: $0)) }
  }
}

/// The UTF-8 bytes of a date string, valid inside ``FixedFormatDate/withBytes(of:_:)``.
@safe @frozen
public struct DateText {
  @usableFromInline let bytes: UnsafeBufferPointer<UInt8>

  @inlinable init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The number of bytes.
  @inlinable public var count: Int { bytes.count }
}
