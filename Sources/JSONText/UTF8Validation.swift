/// Whether bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
/// U+10FFFF), checked in one pass without making anything.
///
/// The reader validates its non-ASCII strings with this and then makes them with `String(decoding:)`,
/// whose own check then takes its fast path; `String(validating:)` is generic over the collection and
/// costs several times more per string.
enum UTF8Validation {
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      @inline(__always) func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
        index + offset < count && range.contains(bytes[index + offset])
      }
      switch lead {
      case 0xC2...0xDF:
        guard continuation(1) else { return false }
        index += 2
      case 0xE0:
        guard continuation(1, 0xA0...0xBF), continuation(2) else { return false }
        index += 3
      case 0xE1...0xEC, 0xEE...0xEF:
        guard continuation(1), continuation(2) else { return false }
        index += 3
      case 0xED:
        guard continuation(1, 0x80...0x9F), continuation(2) else { return false }
        index += 3
      case 0xF0:
        guard continuation(1, 0x90...0xBF), continuation(2), continuation(3) else { return false }
        index += 4
      case 0xF1...0xF3:
        guard continuation(1), continuation(2), continuation(3) else { return false }
        index += 4
      case 0xF4:
        guard continuation(1, 0x80...0x8F), continuation(2), continuation(3) else { return false }
        index += 4
      default:
        return false
      }
    }
    return true
  }
}
