import Foundation
import ModelRuntime

/// `YYNSDateFromString`: the format is chosen by the string's length, as the original's block table.
///
/// | length | format | example |
/// |---|---|---|
/// | 10 | `yyyy-MM-dd` | 2014-01-20 |
/// | 19 | `yyyy-MM-dd'T'HH:mm:ss` or with a space | 2014-01-20 12:24:48 |
/// | 23 | the same with `.SSS` | 2014-01-20T12:24:48.123 |
/// | 20, 25 | ISO 8601 with `Z` or `+08:00` | 2014-01-20T12:24:48Z |
/// | 24 | ISO 8601 with `+0800`, else `.SSS` and `Z` | 2014-01-20T12:24:48+0800 |
/// | 28, 29 | ISO 8601 with `.SSS` and `+0800` or `+08:00` | 2014-01-20T12:24:48.123+0800 |
/// | 30, 34 | `EEE MMM dd HH:mm:ss Z yyyy` (Weibo), 34 with `.SSS` | Wed Sep 16 12:20:09 +0800 2015 |
///
/// Formats without a zone are read as GMT, as the original sets on its zone-less formatters. The
/// field-by-field parsing is ModelRuntime's `FixedFormatDate`, shared with the other designs.
enum YYDateParser {
  private static let t: [UInt8] = [UInt8(ascii: "T")]

  static func parse(_ string: String) -> Date? {
    FixedFormatDate.withBytes(of: string) { s in
      switch s.count {
      case 10: FixedFormatDate.parse(s, layout: .init())
      case 19: FixedFormatDate.parse(s, layout: .init(time: 11))
      case 23: FixedFormatDate.parse(s, layout: .init(time: 11, fraction: 20))
      case 20, 25: FixedFormatDate.parse(s, layout: .init(time: 11, zone: 19), timeSeparators: t)
      case 24:
        FixedFormatDate.parse(s, layout: .init(time: 11, zone: 19), timeSeparators: t)
          ?? FixedFormatDate.parse(s, layout: .init(time: 11, fraction: 20, zone: 23), timeSeparators: t)
      case 28, 29:
        FixedFormatDate.parse(s, layout: .init(time: 11, fraction: 20, zone: 23), timeSeparators: t)
      case 30: FixedFormatDate.parseCTime(s, hasFraction: false)
      case 34: FixedFormatDate.parseCTime(s, hasFraction: true)
      default: nil
      }
    }
  }
}
