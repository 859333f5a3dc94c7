import Foundation
import JSONText
import ModelRuntime
import Testing

@Suite struct FixedFormatDateTests {
  @Test func writesGMT() {
    #expect(
      FixedFormatDate.iso8601String(Date(timeIntervalSince1970: 1_442_377_209)) == "2015-09-16T04:20:09+0000")
  }

  /// Every field at its edges, in the four-digit years written two digits at a time, and before year 0
  /// and after 9999 (the array path): as a POSIX `DateFormatter` writes them in GMT.
  @Test(
    arguments: [
      -62_167_219_200, -62_167_219_201, 253_402_300_799, 253_402_300_800, 0, 951_782_400, 1_709_683_199.999,
      -1, 86_399, 1e12,
    ] as [Double])
  func writesWhatAFormatterWrites(_ interval: Double) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.calendar = Calendar(identifier: .iso8601)
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
    let date = Date(timeIntervalSince1970: interval)
    let text = FixedFormatDate.iso8601String(date)
    if (0...9_999).contains(formatter.calendar.component(.year, from: date)),
      formatter.calendar.component(.era, from: date) == 1
    {
      #expect(text == formatter.string(from: date))
    }
    var writer = JSONTokenWriter()
    writer.iso8601Date(date)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == "\"\(text)\"")
  }

  /// Found by the archive fuzz targets: a date decoded from an archive with a huge interval trapped.
  @Test(arguments: [1e300, -1e300, Double.infinity, -Double.infinity, Double.nan, 9e15])
  func datesOutsideTheWritableRangeNeverTrap(_ interval: Double) {
    let text = FixedFormatDate.iso8601String(Date(timeIntervalSince1970: interval))
    #expect(text.hasSuffix("+0000"))
    if interval.isNaN { #expect(text == "1970-01-01T00:00:00+0000") }
  }
}
