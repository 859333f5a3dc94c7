import Foundation
import JSONText
import Testing

/// The reader's raw UTF-8 path: every string is checked once (at vector width from 64 bytes, a byte or a
/// sequence at a time below) and then made without a second check, so the check alone decides what is
/// accepted. The oracle is the standard library's `String(validating:)`.
@Suite struct UTF8StringTests {
  /// ASCII padding that puts a sequence at a given place in a string of a given length.
  static func string(_ sequence: [UInt8], at offset: Int, length: Int) -> [UInt8] {
    let before = [UInt8](repeating: UInt8(ascii: "a"), count: offset)
    let after = [UInt8](repeating: UInt8(ascii: "z"), count: max(0, length - offset - sequence.count))
    return before + sequence + after
  }

  /// Reads `content` as a JSON string (and as an escaped one, and as a key) and checks the outcome
  /// against the oracle.
  static func expectAgreement(_ content: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = String(validating: content, as: UTF8.self)
    let plain = [UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")]
    let escaped =
      [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/")] + content + [UInt8(ascii: "\"")]
    let key = Array(#"{""#.utf8) + content + Array(#"":1}"#.utf8)
    // The plain string is read once: its value, or the error it was refused with.
    var read: String?
    var thrown: (any Error)?
    do { read = try JSONReader.value(from: plain) as? String } catch { thrown = error }
    let readEscaped = try? JSONReader.value(from: escaped) as? String
    let readKey = (try? JSONReader.value(from: key) as? [String: Any])?.keys.first
    // The expectations only where something disagrees: tens of thousands of passing `#expect`s, each
    // building its message, were most of this suite's time (and more under the sanitizers).
    guard
      read != expected || readEscaped != expected.map({ "/" + $0 }) || readKey != expected
        || (expected == nil && thrown as? JSONTextError != JSONTextError(.invalidUTF8, offset: 1))
    else { return }
    #expect(read == expected, "\(content.map { String($0, radix: 16) })", sourceLocation: sourceLocation)
    #expect(readEscaped == expected.map { "/" + $0 }, sourceLocation: sourceLocation)
    #expect(readKey == expected, sourceLocation: sourceLocation)
    if expected == nil {
      #expect(throws: JSONTextError(.invalidUTF8, offset: 1), sourceLocation: sourceLocation) {
        try JSONReader.value(from: plain)
      }
    }
  }

  /// Bytes that may stand in a JSON string unescaped (not a quote, a backslash or a control character).
  static let allowed = (0...255).map(UInt8.init).filter { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }

  @Test(arguments: [8, 70, 200])
  func everyTwoByteSequence(length: Int) {
    for lead in UInt8(0x80)...0xFF {
      for second in Self.allowed {
        Self.expectAgreement(Self.string([lead, second], at: length / 2, length: length))
      }
    }
  }

  @Test(arguments: [10, 64, 130])
  func threeAndFourByteSequencesAtTheirBoundaries(length: Int) {
    let edges: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xF5]
    for lead in UInt8(0xE0)...0xFF {
      for second in edges {
        for third in edges {
          Self.expectAgreement(Self.string([lead, second, third], at: length - 3, length: length))
          for fourth in [UInt8(0x7F), 0x80, 0xBF, 0xC0] {
            Self.expectAgreement(Self.string([lead, second, third, fourth], at: 1, length: length))
          }
        }
      }
    }
  }

  /// Well-formed text of every sequence length, cut, doubled and corrupted at places that vary from round
  /// to round (a fixed rule, so a failure names a reproducible input), in strings from one byte to
  /// several vector blocks.
  @Test func corruptedMultilingualText() {
    let text = Array("naïve café — 日本語のテキスト, ελληνικά, 𝄞 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂 and ASCII".utf8)
    /// A number below `bound` that the round and the use decide (Knuth's multiplicative hash).
    func pick(_ round: Int, _ use: Int, below bound: Int) -> Int {
      let mixed = UInt64(truncatingIfNeeded: round &* 31 &+ use) &* 0x9E37_79B9_7F4A_7C15
      return Int(truncatingIfNeeded: (mixed >> 32) % UInt64(bound))
    }
    for round in 0..<3_000 {
      let length = 1 + pick(round, 0, below: 300)
      var content = (0..<length).map { text[($0 + round) % text.count] }
      let place = pick(round, 1, below: length)
      switch round % 4 {
      case 0: break  // may cut a sequence at either end
      case 1: content[place] = Self.allowed[pick(round, 2, below: Self.allowed.count)]
      case 2: content.insert(0x80 | UInt8(pick(round, 3, below: 0x40)), at: place)
      default: content.removeLast(pick(round, 4, below: min(length, 4)))
      }
      Self.expectAgreement(content.filter { Self.allowed.contains($0) })
    }
  }

  /// A string made without the standard library's check carries the right flags: it equals, hashes and
  /// compares like the same text made the ordinary way.
  @Test(arguments: [
    "plain ascii", String(repeating: "ascii ", count: 30), "é", "日本語", "🙂 and more",
    String(repeating: "ελληνικά ", count: 20), "e\u{301}", "a\\/b", "\\u00e9t\\u00e9",
    // Escaped and past 15 bytes, so that the decoded string has storage of its own (a shorter one is a
    // small string, made in place).
    String(repeating: "caf\\u00e9 ", count: 5), String(repeating: "\\/", count: 20) + "é",
  ])
  func madeStringsBehaveLikeOrdinaryOnes(text: String) throws {
    let read = try #require(try JSONReader.value(from: Data("\"\(text)\"".utf8)) as? String)
    let expected = try #require(
      try JSONSerialization.jsonObject(with: Data("\"\(text)\"".utf8), options: .fragmentsAllowed) as? String)
    #expect(read == expected)
    #expect(read.hashValue == expected.hashValue)
    #expect(Set([expected]).contains(read))
    #expect(read.count == expected.count)
    #expect(Array(read.unicodeScalars) == Array(expected.unicodeScalars))
  }
}
