import Foundation
import ModelRuntime

/// Lenient reads for the Codable baseline: a value of the wrong form reads as absent instead of failing the
/// whole document, as the designs (and the hand-written baseline) treat it.
extension KeyedDecodingContainer {
  func lenientString(_ key: Key) -> String? {
    (try? decodeIfPresent(String.self, forKey: key)) ?? nil
  }

  func lenientInteger<T: FixedWidthInteger & Decodable>(_: T.Type, _ key: Key) -> T? {
    if let value = try? decodeIfPresent(T.self, forKey: key) { return value }
    if let string = try? decodeIfPresent(String.self, forKey: key) { return T(string) }
    return nil
  }

  func lenientBool(_ key: Key) -> Bool? {
    if let value = try? decodeIfPresent(Bool.self, forKey: key) { return value }
    return lenientInteger(Int.self, key).map { $0 != 0 }
  }

  func lenientURL(_ key: Key) -> URL? {
    guard let string = lenientString(key), !string.isEmpty else { return nil }
    return URL(string: string)
  }

  func lenientDate(_ key: Key) -> Date? {
    guard let string = lenientString(key) else { return nil }
    // The feed's C-time layout, else the ISO 8601 one this baseline writes, so that its own output (an
    // archive's, say) reads back.
    return FixedFormatDate.withBytes(of: string) {
      FixedFormatDate.parseCTime($0, hasFraction: false)
        ?? FixedFormatDate.parse($0, layout: FixedFormatDate.Layout(time: 11, zone: 19))
    }
  }
}
