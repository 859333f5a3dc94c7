import Foundation
import Testing

@testable import JSONText

/// The fast paths of ``JSONDoubleParsing``, on what the parser's scan reads, give the standard library's
/// correctly rounded `Double` for every text they settle, and settle the numbers real documents hold.
@Suite struct JSONDoubleParsingTests {
  /// The fast value of `text`, or nil; `text` is a JSON number.
  static func fast(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(buffer, context: JSONReaderContext())
      return (try? parser.fastDouble()) ?? nil
    }
  }

  /// Checks one text; returns whether a fast path settled it.
  @discardableResult
  static func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let expected = Double(text) else {
      Issue.record("the test's text \(text) is no Double", sourceLocation: sourceLocation)
      return false
    }
    // The reader's own scan (the significand and exponent read once, in the grammar's pass) gives the
    // same double, whichever path settles it; past a Double's range, an error.
    if text.contains(where: { ".eE".contains($0) }) {
      let parsed = try? JSONReader.value(from: Data(text.utf8))
      if expected.isFinite {
        let number = (parsed as? NSNumber)?.doubleValue
        #expect(
          number?.bitPattern == expected.bitPattern, "reader: \(text): \(String(describing: number))",
          sourceLocation: sourceLocation)
        // Inside a document, with bytes after it: the scan reads whole words past the number's end.
        let inArray = (try? JSONReader.value(from: Data("[\(text),1234567]".utf8))) as? [NSNumber]
        #expect(
          inArray?.first?.doubleValue.bitPattern == expected.bitPattern, "reader, in an array: \(text)",
          sourceLocation: sourceLocation)
      } else {
        #expect(parsed == nil, "reader: \(text) is beyond a Double's range", sourceLocation: sourceLocation)
      }
    }
    guard let value = fast(text) else { return false }
    #expect(
      value.bitPattern == expected.bitPattern, "\(text): \(value), not \(expected)",
      sourceLocation: sourceLocation)
    return true
  }

  @Test(arguments: [
    "0.0", "-0.0", "1.0", "0.1", "1e23", "8.98846567431158e307", "1.7976931348623157e308",
    "2.2250738585072014e-308", "9007199254740993", "9007199254740993.0", "4.9406564584124654e-324",
    "123456789012345678e-5", "1.00000000000000011102230246251565404236316680908203125",
    "7.2057594037927933e16", "0.30000000000000004", "3.0000000000000004", "-65.613616999999977",
    "43.420273000000009", "1e-342", "1e-400", "1e308", "2e308", "1.5e-5", "100000000000000000000000e-3",
    "0.000000000000000000000000000001234", "12345678901234567890.5", "1234567890123456789.25e-3",
    "0.12345678901234567890123", "-0.0000", "99999999999999999999e-20", "1.2345678901e+2", "0e0",
    // Fractions around the eight-digit steps: leading zeros skipped, eight at a time, the rest one by one.
    "0.00000000123456789012345678", "0.000000001", "0.0000000000000000", "10.00000000000000000001",
    "12.34567890123456789", "0.1234567812345678", "1.00000000", "0.00012345678e3", "123.45678901e-2",
  ])
  func edgeCasesAreCorrectOrLeftToTheStandardLibrary(_ text: String) {
    Self.check(text)
  }

  /// The digits that begin a word: how many, and (fewer than eight) their value, whatever follows them.
  @Test(arguments: 0...8)
  func leadingDigitsOfAWord(_ count: Int) {
    for follower in [",", "]", "}", " ", ".", "e", "/", ":", "\u{7F}", "\u{80}"] {
      let digits = (0..<count).map { _ in String(Int.random(in: 0...9)) }.joined()
      let bytes = Array((digits + String(repeating: follower, count: 8)).utf8.prefix(8))
      let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
      let (found, value) = JSONParser.leadingDigits(UInt64(littleEndian: word))
      #expect(found == count, "\(digits)\(follower)")
      if count > 0, count < 8 { #expect(value == UInt64(digits), "\(digits)\(follower)") }
    }
  }

  /// Shortest forms, 17-digit forms and exponent forms of random doubles across the range: each settled
  /// one exact, and most settled.
  @Test func randomDoublesReadBackExactly() {
    var generator = SystemRandomNumberGenerator()
    var settled = 0
    var total = 0
    for _ in 0..<20_000 {
      let double = Double(
        bitPattern: generator.next() & ~(0x7FF << 52) | (UInt64.random(in: 1...0x7FE) << 52))
      for text in [double.description, String(format: "%.17g", double), String(format: "%.6e", double)] {
        guard !text.contains("inf"), !text.contains("nan"), Double(text) != nil else { continue }
        total += 1
        if Self.check(text) { settled += 1 }
      }
    }
    #expect(settled * 10 > total * 9, "\(settled) of \(total) settled by a fast path")
  }

  /// Random significands of 1 to 19 digits with exponents where doubles are normal.
  @Test func randomDecimalTextsReadBackExactly() {
    var settled = 0
    for _ in 0..<20_000 {
      let digits = Int.random(in: 1...19)
      var significand = String(Int.random(in: 1...9))
      for _ in 1..<digits { significand.append(String(Int.random(in: 0...9))) }
      let text = "\(significand)e\(Int.random(in: -300...290))"
      if Self.check(text) { settled += 1 }
    }
    #expect(settled > 19_000)
  }

  /// Every number of the corpus documents (canada's 111 126 coordinates among them) is settled and exact.
  @Test(arguments: ["canada.json", "twitter.json"])
  func everyNumberOfACorpusDocument(_ name: String) throws {
    let text = try String(contentsOf: fixturesDirectory.appendingPathComponent(name), encoding: .utf8)
    var unsettled: [Substring] = []
    var count = 0
    for token in numberTokens(text) where token.contains(".") || token.contains("e") || token.contains("E") {
      count += 1
      if !Self.check(String(token)) { unsettled.append(token) }
    }
    #expect(count > 0)
    #expect(unsettled.isEmpty, "not settled: \(unsettled.prefix(5))")
  }

  /// The number tokens outside strings.
  private func numberTokens(_ text: String) -> [Substring] {
    var tokens: [Substring] = []
    var inString = false
    var escaped = false
    var start: String.Index?
    for index in text.indices {
      let character = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      let continues = start != nil && (character.isNumber || "+-.eE".contains(character))
      if start == nil, character.isNumber || character == "-" {
        start = index
      } else if !continues, let begun = start {
        tokens.append(text[begun..<index])
        start = nil
      }
      if character == "\"" { inString = true }
    }
    return tokens
  }
}
