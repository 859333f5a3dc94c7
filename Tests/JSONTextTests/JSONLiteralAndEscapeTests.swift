import Foundation
import Testing

@testable import JSONText

/// The word-at-a-time literal and `\u` escape reads against oracles written here byte by byte: every
/// word and every four digits they take is the one the text holds, and everything else fails with the
/// byte-at-a-time error at its offset.
@Suite struct JSONLiteralAndEscapeTests {
  static let words = ["true", "false", "null"]

  /// Where reading `word` at offset `at` of `text` fails, by the rule the reader documents: the first
  /// byte that differs (`unexpectedByte` there), or the end of the text within the word.
  static func expectedFailure(_ word: String, in text: [UInt8], at start: Int) -> JSONTextError? {
    for (offset, expected) in word.utf8.enumerated() {
      let at = start + offset
      guard at < text.count else { return JSONTextError(.unexpectedEnd(expected: "'\(word)'"), offset: at) }
      if text[at] != expected {
        return JSONTextError(.unexpectedByte(text[at], expected: "'\(word)'"), offset: at)
      }
    }
    return nil
  }

  /// Every literal with each of its bytes replaced by every other byte, and cut at every length, as a
  /// whole text and inside an array (where the fast path has room to read the word at once).
  @Test(arguments: words)
  func everyCorruptedOrCutLiteralFailsAtItsFirstWrongByte(_ word: String) throws {
    let bytes = Array(word.utf8)
    var texts: [[UInt8]] = (0...bytes.count).map { Array(bytes.prefix($0)) }
    for position in bytes.indices {
      for byte in UInt8.min...UInt8.max where byte != bytes[position] {
        var changed = bytes
        changed[position] = byte
        texts.append(changed)
      }
    }
    for literal in texts {
      for (prefix, suffix) in [("", ""), ("[", "]"), ("[", ", 1]")] {
        let text = Array(prefix.utf8) + literal + Array(suffix.utf8)
        let expected = Self.expectedFailure(word, in: text, at: prefix.utf8.count)
        if let expected {
          // The literal's first byte picks the word; a text whose first byte differs is another error.
          guard literal.first == bytes.first else { continue }
          #expect(throws: expected, "\(String(decoding: text, as: UTF8.self))") {
            try JSONReader.validate(Data(text))
          }
        } else {
          #expect(throws: Never.self) { try JSONReader.validate(Data(text)) }
        }
      }
    }
  }

  @Test(arguments: words)
  func literalsReadAsTheirValues(_ word: String) throws {
    let value = try JSONReader.value(from: Data("[\(word),\(word)]".utf8))
    let expected = try JSONSerialization.jsonObject(with: Data("[\(word),\(word)]".utf8))
    #expect(JSONTree.equal(value, expected, foundationStrings: true))
  }

  /// The value of four bytes as hexadecimal digits by the definition, or nil.
  static func hexOracle(_ bytes: [UInt8]) -> UInt16? {
    var value: UInt16 = 0
    for byte in bytes {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue, byte < 0x80 else { return nil }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  /// Every byte at each of the four places among digits of both cases, and random words drawn mostly
  /// from the digits' neighbours ('/', ':', '@', 'G', '`', 'g' and bytes folding onto them).
  @Test func hexValueIsTheDigitsValueOrNil() {
    let fill: [[UInt8]] = [Array("0000".utf8), Array("9aF0".utf8), Array("fFfF".utf8), Array("A9b1".utf8)]
    var words: [[UInt8]] = []
    for base in fill {
      for position in 0..<4 {
        for byte in UInt8.min...UInt8.max {
          var word = base
          word[position] = byte
          words.append(word)
        }
      }
    }
    let near = Array("0123456789abcdefABCDEF/:@G`gPpZz".utf8) + [0x10, 0x19, 0x21, 0x41 | 0x80, 0xE6, 0xC0]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50_000 { words.append((0..<4).map { _ in near.randomElement(using: &generator)! }) }
    for word in words {
      let packed = word.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * $1.offset) }
      #expect(JSONParser.hexValue(packed) == Self.hexOracle(word), "\(word)")
    }
  }

  /// A `\u` escape with every byte at each of its four places, in a value and in a skipped member:
  /// its character when all four are digits (the surrogate rules aside), else the digit error there.
  @Test func everyEscapeByteReadsOrFailsWhereItShould() throws {
    for position in 0..<4 {
      for byte in UInt8.min...UInt8.max {
        var digits = Array("00e9".utf8)
        digits[position] = byte
        let text = Array(#"["\u"#.utf8) + digits + Array(#"x"]"#.utf8)
        let at = 4 + position
        if let value = Self.hexOracle(digits) {
          guard !(0xD800...0xDFFF).contains(value) else { continue }
          let read = try JSONReader.value(from: Data(text)) as? [Any]
          let expected = String(Unicode.Scalar(value)!) + "x"
          #expect(read?.first as? String == expected)
          let skipped = Array(#"{"s": "\u"#.utf8) + digits + Array(#"", "t": 1}"#.utf8)
          #expect(throws: Never.self) { try JSONReader.validate(Data(skipped)) }
        } else {
          // The first place whose byte is not a digit is where it fails (only `position` is changed).
          let expected = JSONTextError(.unexpectedByte(byte, expected: "a hexadecimal digit"), offset: at)
          #expect(throws: expected) { try JSONReader.value(from: Data(text)) }
          #expect(throws: expected) { try JSONReader.validate(Data(text)) }
        }
      }
    }
    // Cut within the digits: the end of the text is the error.
    for count in 0..<4 {
      let text = Array(#""\u"#.utf8) + Array("00e9".utf8.prefix(count))
      #expect(throws: JSONTextError(.unexpectedEnd(expected: "four hexadecimal digits"), offset: 3)) {
        try JSONReader.value(from: Data(text))
      }
    }
  }
}
