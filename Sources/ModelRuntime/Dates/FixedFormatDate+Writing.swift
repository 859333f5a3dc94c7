import Foundation
import JSONText

extension JSONTokenWriter {
  /// `date` as ``FixedFormatDate/iso8601String(_:)`` writes it, made in place in the output: no `String`
  /// made, no escape scan, for the four-digit years every real date has.
  public mutating func iso8601Date(_ date: Date) {
    let parts = FixedFormatDate.Parts(date)
    guard parts.hasFourDigitYear else { return string(FixedFormatDate.iso8601String(date)) }
    plainString(length: FixedFormatDate.iso8601Length) { parts.writeISO8601(to: $0) }
  }
}
