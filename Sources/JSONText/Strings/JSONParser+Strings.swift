import CUTF8Validation
import Foundation

extension JSONParser {
  /// A string value.
  mutating func string() throws(JSONTextError) -> Any {
    try stringValue()
  }

  /// Reads a string starting at its opening quote.
  ///
  /// The common case — no escape — scans once and makes the `String` from the bytes in place.
  mutating func stringValue() throws(JSONTextError) -> String {
    let start = index + 1
    let (closed, text) = try scanPlain()
    guard closed else { return try escaped(from: start, text: text) }
    let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
    try check(text, of: utf8, at: start)
    return UTF8String.make(checked: utf8, ascii: text == .ascii)
  }

  /// Reads an object key starting at its opening quote: where its bytes are, and its text only when it
  /// has an escape (a key without one is checked here and made, if at all, when its object is).
  mutating func key() throws(JSONTextError) -> Key {
    let start = index + 1
    let (closed, text) = try scanPlain()
    guard closed else {
      let decoded = try escaped(from: start, text: text)
      return Key(start: start, count: index - 1 - start, decoded: decoded)
    }
    try check(text, of: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), at: start)
    return Key(start: start, count: index - 1 - start, decoded: nil)
  }

  /// The text of a key without escapes (its bytes were checked when it was read).
  func plainText(_ key: Key) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[key.start..<key.start + key.count]), as: UTF8.self)
  }

  /// What a scan learned of the bytes it passed.
  ///
  /// Ordered by what is left to do, so that the larger of two runs' answers is the answer for both
  /// together: well-formed pieces join into well-formed UTF-8 (a piece that is well-formed alone ends
  /// where a sequence ends), so only an unchecked or invalid piece makes the whole unchecked or invalid.
  enum RunText: Int, Comparable {
    /// All ASCII: nothing to check.
    case ascii
    /// Not all ASCII, checked well-formed by the vector scan (or decoded from an escape).
    case valid
    /// Not all ASCII, not yet checked as UTF-8 (a run short enough for the eight-byte scan).
    case unchecked
    /// Not well-formed UTF-8 (the vector scan checked it).
    case invalid

    static func < (left: RunText, right: RunText) -> Bool { left.rawValue < right.rawValue }
  }

  /// Scans a string from its opening quote while it has no escape, and says what it learned of the
  /// bytes passed. At its closing quote: moves past it (`closed`). At a backslash: stops there.
  @inline(__always)
  private mutating func scanPlain() throws(JSONTextError) -> (closed: Bool, text: RunText) {
    index += 1  // "
    let text = skipPlainRun()
    return (try endOfRun(), text)
  }

  /// What ends the plain run the cursor is past: the closing quote (true, the cursor past it) or a
  /// backslash (false, the cursor at it); else the error every string reader gives.
  @inline(__always)
  private mutating func endOfRun() throws(JSONTextError) -> Bool {
    guard index < bytes.count else {
      throw JSONTextError(.unexpectedEnd(expected: "'\"' to close a string"), offset: index)
    }
    switch bytes[index] {
    case UInt8(ascii: "\""):
      index += 1
      return true
    case UInt8(ascii: "\\"):
      return false
    default:
      throw JSONTextError(.invalidString("unescaped control character"), offset: index)
    }
  }

  /// How many bytes the inline scan reads before a run that goes on is handed to the vector scan
  /// (``JSONPlainRun/checked(_:from:portable:)``), whose call and set-up cost more than a short run's scan.
  static let bytesBeforeVectorScan = 32

  /// Moves past the bytes that need nothing done — none a quote, a backslash or a control character — to
  /// the first that does (or the end), and says whether those passed were ASCII, and if not, whether they
  /// are well-formed UTF-8 when that is already known.
  ///
  /// Sixteen bytes at a time where the processor has SSE2, else eight (the lowest flagged byte of a block
  /// is the first that ends the run), for the first ``bytesBeforeVectorScan`` bytes; a run that goes on
  /// is finished by the vector scan, which checks its UTF-8 in the same pass.
  @inline(__always)
  private mutating func skipPlainRun() -> RunText {
    let highs: UInt64 = 0x8080_8080_8080_8080
    // The high bit of every byte passed (eight-byte steps), and of every block's bytes above 0x7F.
    var seen: UInt64 = 0
    if let base = bytes.baseAddress {
      let start = index
      let limit = start &+ Self.bytesBeforeVectorScan
      #if arch(x86_64)
        while index &+ 16 <= bytes.count {
          let block = modelbench_plain_run_block(base + index)
          let ends = block & 0xFFFF
          if ends != 0 {
            let plain = ends.trailingZeroBitCount
            seen |= UInt64(block &>> 16 & ((1 &<< UInt32(plain)) &- 1))
            index &+= plain
            return seen == 0 ? .ascii : .unchecked
          }
          seen |= UInt64(block &>> 16)
          index &+= 16
          // An ASCII prefix cannot hold part of a sequence: the vector scan goes on from here.
          if index >= limit { return vectorScan(from: seen == 0 ? index : start) }
        }
        seen = seen == 0 ? 0 : highs
      #endif
      let raw = UnsafeRawPointer(base)
      while index &+ 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let ends = JSONPlainRun.ends(word)
        if ends != 0 {
          let plain = ends.trailingZeroBitCount &>> 3
          seen |= word & ((1 &<< UInt64(plain &* 8)) &- 1)
          index &+= plain
          return seen & highs == 0 ? .ascii : .unchecked
        }
        seen |= word
        index &+= 8
        if index >= limit { return vectorScan(from: seen & highs == 0 ? index : start) }
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if JSONPlainRun.ends(byte) { break }
      seen |= UInt64(byte)
      index += 1
    }
    return seen & highs == 0 ? .ascii : .unchecked
  }

  /// The rest of a long run, found and checked by the vector scan from `from`.
  private mutating func vectorScan(from: Int) -> RunText {
    let run = JSONPlainRun.checked(bytes, from: from)
    index = run.end
    return !run.nonASCII ? .ascii : run.valid ? .valid : .invalid
  }

  /// Checks a string's bytes, as read or as decoded, as UTF-8 unless the scan already knows them
  /// (inlined: keys almost always are ASCII).
  @inline(__always)
  private func check(_ text: RunText, of utf8: UnsafeBufferPointer<UInt8>, at start: Int)
    throws(JSONTextError)
  {
    guard Self.isWellFormed(text, utf8) else { throw JSONTextError(.invalidUTF8, offset: start) }
  }

  /// Whether `utf8`, of which a scan learned `text`, is well-formed UTF-8 (the bytes are taken only
  /// when they must be checked).
  @inline(__always)
  private static func isWellFormed(_ text: RunText, _ utf8: @autoclosure () -> UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    switch text {
    case .ascii, .valid: return true
    case .unchecked: return UTF8Validation.isValid(utf8())
    case .invalid: return false
    }
  }

  /// The rest of a string that has an escape (`index` is at it): decoded into the scratch buffer, plain
  /// runs a slice at a time. `text` is what the scan learned of the bytes before the escape; each run
  /// and escape adds what is known of it, so the decoded bytes are checked as UTF-8 only when a run the
  /// vector scan did not check held a byte above 0x7F, and their ASCII-ness costs no second pass.
  private mutating func escaped(from start: Int, text: RunText) throws(JSONTextError) -> String {
    var text = text
    scratch.forget(from: 0)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while true {
      let run = index
      text = max(text, skipPlainRun())
      if index > run { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
      if try endOfRun() {
        try check(text, of: scratch.elements, at: start)
        return UTF8String.make(checked: scratch.elements, ascii: text == .ascii)
      }
      try escape(&text)
    }
  }

  /// Moves past the string at the cursor, checked as ``key()`` reads it (the same errors at the same
  /// offsets) but decoding nothing: each escape is checked, not appended, and each plain run checked as
  /// UTF-8 alone, since well-formed pieces join into well-formed UTF-8 and an escape ends a piece.
  mutating func skipString() throws(JSONTextError) {
    let start = index + 1
    let (closed, text) = try scanPlain()
    var wellFormed = Self.isWellFormed(
      text, UnsafeBufferPointer(rebasing: bytes[start..<(closed ? index - 1 : index)]))
    if !closed {
      while true {
        _ = try escapedScalar()
        let run = index
        let runText = skipPlainRun()
        if !Self.isWellFormed(runText, UnsafeBufferPointer(rebasing: bytes[run..<index])) {
          wellFormed = false
        }
        if try endOfRun() { break }
      }
    }
    // As the reader does, a string is checked as UTF-8 once it is closed.
    guard wellFormed else { throw JSONTextError(.invalidUTF8, offset: start) }
  }

  /// One escape sequence at `index` (the backslash), appended to the scratch buffer as UTF-8, and what
  /// it adds to what is known of the string's text. Inlined: most escapes (`\/`, `\"`, `\n`) stand for
  /// one ASCII byte, a push; the rest are encoded out of line.
  @inline(__always)
  private mutating func escape(_ text: inout RunText) throws(JSONTextError) {
    let scalar = try escapedScalar()
    if scalar < 0x80 {
      scratch.push(UInt8(truncatingIfNeeded: scalar))
    } else {
      appendMultibyteUTF8(scalar)
      text = max(text, .valid)
    }
  }

  /// Reads the escape sequence at `index` (the backslash): the scalar it stands for. The two-byte
  /// escapes (`\/` in URLs, `\"` in markup, `\n` in text) are read inline; `\u`, and every error, out
  /// of line.
  @inline(__always)
  private mutating func escapedScalar() throws(JSONTextError) -> UInt32 {
    guard index &+ 1 < bytes.count else { return try longEscapedScalar() }
    let byte = bytes[index &+ 1]
    let scalar: UInt32
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalar = UInt32(byte)
    case UInt8(ascii: "b"): scalar = 0x08
    case UInt8(ascii: "f"): scalar = 0x0C
    case UInt8(ascii: "n"): scalar = 0x0A
    case UInt8(ascii: "r"): scalar = 0x0D
    case UInt8(ascii: "t"): scalar = 0x09
    default: return try longEscapedScalar()
    }
    index &+= 2
    return scalar
  }

  /// What ``escapedScalar()`` does not read inline: a `\u` escape, and the errors of a cut or unknown one.
  @inline(never)
  private mutating func longEscapedScalar() throws(JSONTextError) -> UInt32 {
    let at = index
    index += 1
    guard index < bytes.count else {
      throw JSONTextError(.unexpectedEnd(expected: "an escape sequence"), offset: index)
    }
    let byte = bytes[index]
    index += 1
    guard byte == UInt8(ascii: "u") else {
      throw JSONTextError(.invalidString("unknown escape '\\\(Character(Unicode.Scalar(byte)))'"), offset: at)
    }
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
    return scalar
  }

  /// Four hexadecimal digits at `index`, past them; else the error at the first byte that is not one.
  @inline(__always)
  private mutating func hex4() throws(JSONTextError) -> UInt16 {
    if index &+ 4 <= bytes.count, let base = bytes.baseAddress,
      let value = Self.hexValue(
        UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self)))
    {
      index &+= 4
      return value
    }
    return try hex4ByBytes()
  }

  /// The value of four hexadecimal digits (either case) laid out in `word`, the first in its lowest
  /// byte; nil when a byte is not one. Every byte tested and converted at once: a byte `x` below 0x80
  /// is at least `low` when `x + (0x80 - low)` sets its high bit, and above `high` when
  /// `x + (0x7F - high)` does, with no carry into the next byte.
  @inline(__always)
  static func hexValue(_ word: UInt32) -> UInt16? {
    let highs: UInt32 = 0x8080_8080
    guard word & highs == 0 else { return nil }
    let digits = (word &+ 0x5050_5050) & ~(word &+ 0x4646_4646) & highs  // '0'...'9'
    let folded = word | 0x2020_2020  // 'A'...'F' as 'a'...'f'; nothing else lands there
    let letters = (folded &+ 0x1F1F_1F1F) & ~(folded &+ 0x1919_1919) & highs  // 'a'...'f'
    guard digits | letters == highs else { return nil }
    // Each digit's low nibble is its value, each letter's nine less (`a` is 0x61).
    let nibbles = (word & 0x0F0F_0F0F) &+ (letters &>> 7) &* 9
    let pairs = (nibbles &<< 4 | nibbles &>> 8)
    return UInt16(truncatingIfNeeded: (pairs & 0xFF) &<< 8 | (pairs &>> 16) & 0xFF)
  }

  @inline(never)
  private mutating func hex4ByBytes() throws(JSONTextError) -> UInt16 {
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

  /// A scalar above 0x7F appended to the scratch buffer as its two to four UTF-8 bytes (an ASCII one is
  /// pushed by ``escape(_:)`` itself).
  @inline(never)
  private mutating func appendMultibyteUTF8(_ scalar: UInt32) {
    switch scalar {
    case ..<0x800:
      scratch.push(UInt8(0xC0 | scalar >> 6))
      scratch.push(UInt8(0x80 | scalar & 0x3F))
    case ..<0x10000:
      scratch.push(UInt8(0xE0 | scalar >> 12))
      scratch.push(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.push(UInt8(0x80 | scalar & 0x3F))
    default:
      scratch.push(UInt8(0xF0 | scalar >> 18))
      scratch.push(UInt8(0x80 | scalar >> 12 & 0x3F))
      scratch.push(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.push(UInt8(0x80 | scalar & 0x3F))
    }
  }
}
