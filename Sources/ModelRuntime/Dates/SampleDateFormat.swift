import Foundation

/// The date layouts found in API documents, each read and written back field by field: what
/// `modelbench scaffold` recognises in samples and what the models it writes use.
///
/// Written back, a date keeps its layout but is given in GMT (`+0000`, or `Z` where the layout had a
/// zone letter), and with milliseconds only where it had them; an instant is never changed.
public enum SampleDateFormat: String, CaseIterable, Sendable {
  /// `yyyy-MM-dd'T'HH:mm:ss`, with `.SSS` or not, with a zone (`Z`, `±hh:mm`, `±hhmm`) or not (GMT).
  case iso8601
  /// `EEE MMM dd HH:mm:ss Z yyyy`: Twitter's and Weibo's `Wed Aug 27 13:08:45 +0000 2008`.
  case twitter
  /// `yyyy-MM-dd HH:mm:ss`, read as GMT.
  case spaced

  /// The date `string` holds in this layout, or nil.
  public func date(from string: String) -> Date? {
    let count = string.utf8.count
    guard count >= 19, count <= 34 else { return nil }
    return FixedFormatDate.withBytes(of: string) { bytes in
      switch self {
      case .twitter: return FixedFormatDate.parseCTime(bytes, hasFraction: false)
      case .spaced:
        return FixedFormatDate.parse(bytes, layout: .init(time: 11), timeSeparators: [UInt8(ascii: " ")])
      case .iso8601:
        let t = [UInt8(ascii: "T")]
        let fraction = count > 19 && bytes.bytes[19] == UInt8(ascii: ".")
        let layout: FixedFormatDate.Layout =
          fraction
          ? .init(time: 11, fraction: 20, zone: count > 23 ? 23 : nil)
          : .init(time: 11, zone: count > 19 ? 19 : nil)
        return FixedFormatDate.parse(bytes, layout: layout, timeSeparators: t)
      }
    }
  }

  /// `date` in this layout, in GMT; `example` (a string of the samples) chooses between the variants
  /// of ISO 8601: with or without milliseconds, `Z` or `+0000` or no zone.
  public func string(from date: Date, like example: ISO8601Variant = .zulu) -> String {
    let parts = FixedFormatDate.Parts(date)
    var text: [UInt8] = []
    text.reserveCapacity(32)
    switch self {
    case .twitter:
      let weekday = ((parts.days % 7) + 7 + 4) % 7  // 1970-01-01 was a Thursday
      text += FixedFormatDate.weekdays[weekday].utf8
      text.append(UInt8(ascii: " "))
      text += FixedFormatDate.months[parts.month - 1].utf8
      text.append(UInt8(ascii: " "))
      FixedFormatDate.Parts.append(parts.day, width: 2, to: &text)
      text.append(UInt8(ascii: " "))
      parts.appendTime(to: &text)
      text += " +0000 ".utf8
      FixedFormatDate.Parts.append(parts.year, width: 4, to: &text)
    case .spaced:
      parts.appendDate(to: &text, separator: UInt8(ascii: " "))
    case .iso8601:
      parts.appendDate(to: &text, separator: UInt8(ascii: "T"))
      if example.milliseconds {
        text.append(UInt8(ascii: "."))
        FixedFormatDate.Parts.append(parts.milliseconds, width: 3, to: &text)
      }
      text += example.zone.utf8
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// How an ISO 8601 string of the samples was written: what ``string(from:like:)`` repeats.
  public struct ISO8601Variant: Hashable, Sendable {
    public var milliseconds: Bool
    /// `Z`, `+0000`, `+00:00` or nothing.
    public var zone: String

    public init(milliseconds: Bool, zone: String) {
      self.milliseconds = milliseconds
      self.zone = zone
    }

    public static let zulu = ISO8601Variant(milliseconds: false, zone: "Z")

    /// The variant of `string`, an ISO 8601 date of the samples.
    public init(of string: String) {
      let utf8 = Array(string.utf8)
      milliseconds = utf8.count > 19 && utf8[19] == UInt8(ascii: ".")
      let zoneStart = milliseconds ? 23 : 19
      guard utf8.count > zoneStart else {
        zone = ""
        return
      }
      switch utf8[zoneStart] {
      case UInt8(ascii: "Z"): zone = "Z"
      default: zone = utf8.count - zoneStart == 6 ? "+00:00" : "+0000"
      }
    }
  }
}
