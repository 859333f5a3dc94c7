import Foundation
import ModelRuntime
import Testing

@Suite struct FixedFormatDateTests {
  @Test func writesGMT() {
    #expect(
      FixedFormatDate.iso8601String(Date(timeIntervalSince1970: 1_442_377_209)) == "2015-09-16T04:20:09+0000")
  }

  /// Found by the archive fuzz targets: a date decoded from an archive with a huge interval trapped.
  @Test(arguments: [1e300, -1e300, Double.infinity, -Double.infinity, Double.nan, 9e15])
  func datesOutsideTheWritableRangeNeverTrap(_ interval: Double) {
    let text = FixedFormatDate.iso8601String(Date(timeIntervalSince1970: interval))
    #expect(text.hasSuffix("+0000"))
    if interval.isNaN { #expect(text == "1970-01-01T00:00:00+0000") }
  }
}
