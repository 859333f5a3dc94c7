import Testing

@testable import JSONText

/// The reader's vector scan of a string's plain run (`modelbench_json_string_run`): where the run ends,
/// whether it is ASCII and whether it is well-formed UTF-8 must agree with a byte loop and with the
/// standard library's `String(validating:)`, wherever the run starts and ends relative to the 32-byte
/// blocks, and whether it ends at an end byte or at the buffer's end.
@Suite struct JSONPlainRunTests {
  /// What the scan must say of `bytes` from `start`, worked out a byte at a time.
  static func expected(_ bytes: [UInt8], from start: Int) -> JSONPlainRun.Checked {
    var end = start
    while end < bytes.count, !JSONPlainRun.ends(bytes[end]) { end += 1 }
    let run = Array(bytes[start..<end])
    return JSONPlainRun.Checked(
      end: end, nonASCII: run.contains { $0 >= 0x80 },
      valid: String(validating: run, as: UTF8.self) != nil)
  }

  static func expectAgreement(
    _ bytes: [UInt8], from start: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = Self.expected(bytes, from: start)
    let (vector, portable) = bytes.withUnsafeBufferPointer {
      (JSONPlainRun.checked($0, from: start), JSONPlainRun.checked($0, from: start, portable: true))
    }
    // Only where something disagrees: a passing `#expect` builds its message, and there are many.
    guard vector != expected || portable != expected else { return }
    #expect(
      vector == expected, "\(bytes.map { String($0, radix: 16) }) from \(start)",
      sourceLocation: sourceLocation)
    #expect(portable == expected, sourceLocation: sourceLocation)
  }

  /// Text of every sequence length, cut, corrupted and ended at places that vary from round to round (a
  /// fixed rule, so that a failure names a reproducible input).
  @Test func agreesWithAByteLoopAndTheStandardLibrary() {
    let text = Array("naïve café — 日本語のテキスト, ελληνικά, 𝄞 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂 and plain ASCII text".utf8)
    let ends: [UInt8] = [0x22, 0x5C, 0x00, 0x0A, 0x1F]
    let strays: [UInt8] = [0x80, 0xBF, 0xC0, 0xC1, 0xC3, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
    /// A number below `bound` that the round and the use decide (Knuth's multiplicative hash).
    func pick(_ round: Int, _ use: Int, below bound: Int) -> Int {
      let mixed = UInt64(truncatingIfNeeded: round &* 31 &+ use) &* 0x9E37_79B9_7F4A_7C15
      return Int(truncatingIfNeeded: (mixed >> 32) % UInt64(bound))
    }
    for round in 0..<20_000 {
      let length = pick(round, 0, below: 200)
      var bytes = (0..<length).map { text[($0 + round) % text.count] }
      if length > 0 {
        switch round % 5 {
        case 0: break  // well-formed, or cut at either end
        case 1: bytes[pick(round, 1, below: length)] = strays[pick(round, 2, below: strays.count)]
        case 2: bytes[pick(round, 3, below: length)] = ends[pick(round, 4, below: ends.count)]
        case 3:
          bytes[pick(round, 5, below: length)] = strays[pick(round, 6, below: strays.count)]
          bytes[pick(round, 7, below: length)] = ends[pick(round, 8, below: ends.count)]
        default: bytes = bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "a") }  // ASCII
        }
      }
      Self.expectAgreement(bytes, from: length == 0 ? 0 : pick(round, 9, below: length + 1))
    }
  }

  /// Every lead byte followed by every continuation class, placed across each byte of a block boundary,
  /// with the run ended just after it or left to run to the buffer's end.
  @Test(arguments: [0, 1, 7])
  func sequencesAcrossBlockBoundaries(start: Int) {
    let fillers: [UInt8] = [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0]
    for lead in [UInt8(0x7F), 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF3, 0xF4] {
      for second in fillers {
        for place in 26...36 {
          var bytes = [UInt8](repeating: UInt8(ascii: "b"), count: start + 64)
          bytes[start + place] = lead
          bytes[start + place + 1] = second
          bytes[start + place + 2] = 0x80
          Self.expectAgreement(bytes, from: start)
          for cut in [place + 1, place + 2, place + 3] {
            var ended = bytes
            ended[start + cut] = UInt8(ascii: "\"")
            Self.expectAgreement(ended, from: start)
            Self.expectAgreement(Array(bytes[..<(start + cut)]), from: start)
          }
        }
      }
    }
  }
}
