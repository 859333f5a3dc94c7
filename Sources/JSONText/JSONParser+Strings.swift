extension JSONParser {
  /// A string value: `String`, or a placeholder when only validating.
  mutating func string() throws(JSONTextError) -> Any {
    let text = try stringValue()
    return building ? text : JSONNumbers.null
  }

  /// Reads a string starting at its opening quote.
  ///
  /// The common case — no escape — scans once and makes the `String` from the bytes in place: ASCII needs
  /// no check, anything else is validated as UTF-8 by the standard library.
  mutating func stringValue() throws(JSONTextError) -> String {
    index += 1  // "
    let start = index
    var ascii = true
    // Eight bytes at a time while none of them ends the plain run (a quote, a backslash, a control
    // character); bytes with the high bit set only mark the string as not ASCII.
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while index + 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        if Self.endsPlainRun(word) { break }
        if word & 0x8080_8080_8080_8080 != 0 { ascii = false }
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        defer { index += 1 }
        return try make(start..<index, ascii: ascii)
      }
      if byte == UInt8(ascii: "\\") { return try escaped(from: start) }
      if byte < 0x20 {
        throw JSONTextError(.invalidString("unescaped control character"), offset: index)
      }
      if byte >= 0x80 { ascii = false }
      index += 1
    }
    throw JSONTextError(.unexpectedEnd(expected: "'\"' to close a string"), offset: index)
  }

  /// Whether any of the eight bytes is a quote, a backslash or below 0x20 (exact, no false positives).
  @inline(__always)
  static func endsPlainRun(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
    let quote = hasZero(word ^ (ones &* 0x22))
    let backslash = hasZero(word ^ (ones &* 0x5C))
    let control = (word &- ones &* 0x20) & ~word & highs
    return quote | backslash | control != 0
  }

  private func make(_ range: Range<Int>, ascii: Bool) throws(JSONTextError) -> String {
    guard building else { return try validateOnly(range, ascii: ascii) }
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    guard ascii || UTF8Validation.isValid(slice) else {
      throw JSONTextError(.invalidUTF8, offset: range.lowerBound)
    }
    return String(decoding: slice, as: UTF8.self)
  }

  private func validateOnly(_ range: Range<Int>, ascii: Bool) throws(JSONTextError) -> String {
    if !ascii, !UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[range])) {
      throw JSONTextError(.invalidUTF8, offset: range.lowerBound)
    }
    return ""
  }

  /// The rest of a string that has an escape: decoded into the scratch buffer, then validated.
  private mutating func escaped(from start: Int) throws(JSONTextError) -> String {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return try scratch.withUnsafeBufferPointer { (buffer) throws(JSONTextError) -> String in
          guard UTF8Validation.isValid(buffer) else { throw JSONTextError(.invalidUTF8, offset: start) }
          return building ? String(decoding: buffer, as: UTF8.self) : ""
        }
      case UInt8(ascii: "\\"):
        try escape()
      case 0..<0x20:
        throw JSONTextError(.invalidString("unescaped control character"), offset: index)
      default:
        scratch.append(byte)
        index += 1
      }
    }
    throw JSONTextError(.unexpectedEnd(expected: "'\"' to close a string"), offset: index)
  }

  /// One escape sequence at `index` (the backslash), appended to the scratch buffer as UTF-8.
  private mutating func escape() throws(JSONTextError) {
    let at = index
    index += 1
    guard index < bytes.count else {
      throw JSONTextError(.unexpectedEnd(expected: "an escape sequence"), offset: index)
    }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = UInt32(try hex4())
      if (0xD800...0xDBFF).contains(scalar) {
        // A high surrogate must be followed by an escaped low one.
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw JSONTextError(.invalidString("lone high surrogate"), offset: at) }
        index += 2
        let low = UInt32(try hex4())
        guard (0xDC00...0xDFFF).contains(low) else {
          throw JSONTextError(.invalidString("high surrogate without a low one"), offset: at)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw JSONTextError(.invalidString("lone low surrogate"), offset: at)
      }
      appendUTF8(scalar)
    default:
      throw JSONTextError(.invalidString("unknown escape '\\\(Character(Unicode.Scalar(byte)))'"), offset: at)
    }
  }

  private mutating func hex4() throws(JSONTextError) -> UInt16 {
    guard index + 4 <= bytes.count else {
      throw JSONTextError(.unexpectedEnd(expected: "four hexadecimal digits"), offset: index)
    }
    var value: UInt16 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw JSONTextError(.unexpectedByte(byte, expected: "a hexadecimal digit"), offset: index)
      }
      value = value << 4 | UInt16(digit)
      index += 1
    }
    return value
  }

  private mutating func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case 0..<0x80:
      scratch.append(UInt8(scalar))
    case 0x80..<0x800:
      scratch.append(UInt8(0xC0 | scalar >> 6))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      scratch.append(UInt8(0xE0 | scalar >> 12))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    default:
      scratch.append(UInt8(0xF0 | scalar >> 18))
      scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    }
  }
}
