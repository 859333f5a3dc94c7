import CUTF8Validation

/// Whether bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
/// U+10FFFF), checked in one pass without making anything.
///
/// Long runs go to simdjson's vectorised validator (`CUTF8Validation`), a fraction of an instruction per
/// byte; below ``vectorLength`` bytes its fixed cost per call is more than the scalar check here, which
/// takes a byte or a sequence per step.
enum UTF8Validation {
  /// The length from which the vectorised check is the cheaper one (measured with `make micro`).
  static let vectorLength = 64

  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if bytes.count >= vectorLength, let base = bytes.baseAddress {
      return modelbench_utf8_is_valid(base, bytes.count)
    }
    return isValidScalar(bytes)
  }

  /// The scalar check, a lead byte and its continuations per step.
  static func isValidScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
