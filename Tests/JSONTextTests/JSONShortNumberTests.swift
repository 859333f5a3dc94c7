import Foundation
import Testing

@testable import JSONText

/// ``JSONParser/shortNumber(in:at:)``, the word-at-a-time read of short numbers, against the general scan
/// (``JSONParser/typedNumber()``): the same end and the same value wherever it reads a number, nothing
/// where the text is malformed or not short, and the numbers it is for all read by it.
@Suite struct JSONShortNumberTests {
  /// What the fast read and the general scan make of `text` followed by `follower`, padded to `padding`
  /// bytes after the number's start (fewer than 32 leaves the fast read out).
  static func compare(
    _ text: String, follower: String = ",", padding: Int = 48,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var document = Array((text + follower).utf8)
    if document.count < padding {
      document += Array(repeating: UInt8(ascii: " "), count: padding - document.count)
    }
    document.withUnsafeBufferPointer { buffer in
      let short = JSONParser.shortNumber(in: buffer, at: 0)
      var parser = JSONParser(buffer, context: JSONReaderContext())
      let general: JSONNumber?
      do { general = try parser.typedNumber() } catch { general = nil }
      guard let short else { return }
      guard let general else {
        Issue.record(
          "\(text)\(follower): read short, refused by the general scan", sourceLocation: sourceLocation)
        return
      }
      #expect(short.end == parser.index, "\(text)\(follower): end", sourceLocation: sourceLocation)
      switch general {
      case .integer(let value):
        #expect(short.fractionDigits == 0, "\(text): an integer", sourceLocation: sourceLocation)
        #expect(short.integer == value, "\(text)", sourceLocation: sourceLocation)
      case .double(let value):
        #expect(short.fractionDigits > 0, "\(text): a fraction", sourceLocation: sourceLocation)
        if let double = short.double {
          #expect(
            double.bitPattern == value.bitPattern, "\(text): \(double), not \(value)",
            sourceLocation: sourceLocation)
        }
      default:
        Issue.record("\(text): read short, \(general) by the general scan", sourceLocation: sourceLocation)
      }
    }
  }

  static func isShort(_ text: String, follower: String = ",") -> Bool {
    let document = Array((text + follower).utf8) + Array(repeating: UInt8(ascii: " "), count: 40)
    return document.withUnsafeBufferPointer { JSONParser.shortNumber(in: $0, at: 0) != nil }
  }

  @Test(arguments: [
    "0", "-0", "7", "-7", "1234567", "12345678", "123456789012345", "1234567890123456", "-505874924095815",
    "0.0", "-0.0", "0.5", "-65.613616999999977",
    "43.420273000000009", "1234567.123456789012", "1234567.1234567890123", "0.000000000000000001",
    "1.0000000000000000", "9.99999999999999999", "0.1234567812345678", "12.34567890", "5e3", "5.5e3",
    "5.5E-3", "01", "01.5", "00.5", "1.", "1.e5", "-", "-.5", ".5", "--1", "-a", "1.5.5", "18446744.07",
    "3.0000000000000004", "0.30000000000000004", "4.9406564584124654", "2.2250738585072014",
  ])
  func agreesWithTheGeneralScan(_ text: String) {
    for follower in [",", "]", "}", " ", "\n", "", "x", "e", "E", ".", "-"] {
      Self.compare(text, follower: follower)
    }
  }

  /// Random short and long numbers of every shape the grammar has, and malformed neighbours.
  @Test func randomNumbersAgreeWithTheGeneralScan() {
    for _ in 0..<50_000 {
      var text = Bool.random() ? "-" : ""
      let integerDigits = Int.random(in: 0...17)
      for position in 0..<integerDigits {
        text += String(
          position == 0 && Int.random(in: 0...9) > 0 ? Int.random(in: 1...9) : Int.random(in: 0...9))
      }
      if Int.random(in: 0...3) > 0 {
        text += "."
        for _ in 0..<Int.random(in: 0...18) { text += String(Int.random(in: 0...9)) }
      }
      if Int.random(in: 0...7) == 0 { text += "e\(Int.random(in: -30...30))" }
      Self.compare(text, follower: [",", "]", "}", " ", "x"].randomElement()!)
    }
  }

  /// Close to the text's end the fast read leaves the number to the general scan.
  @Test func nearTheEndTheGeneralScanReads() {
    let text = "-65.613616999999977"
    let document = Array(text.utf8)
    document.withUnsafeBufferPointer { #expect(JSONParser.shortNumber(in: $0, at: 0) == nil) }
    #expect(Self.isShort(text))
  }

  /// The shapes the fast read is for are read by it; exponents, long integer parts and long significands
  /// are not.
  @Test func readsTheNumbersItIsFor() {
    for text in [
      "-65.613616999999977", "43.420273000000009", "0.5", "12", "-1234567.5", "9.99", "-0",
      "1234567.0123456789",
    ] {
      #expect(Self.isShort(text), "\(text)")
    }
    for text in [
      "12345678", "138586341", "1e5", "1.5e5", "0.12345678901234567890", "12345.123456789012345", "01",
    ] {
      #expect(!Self.isShort(text), "\(text)")
    }
  }

  /// Every number of canada's coordinates (integers among them) is short, and read to the reader's value.
  @Test func everyCanadaCoordinateIsShortAndExact() throws {
    let data = try Data(contentsOf: fixturesDirectory.appendingPathComponent("canada.json"))
    let tree = try JSONReader.value(from: data) as? [String: Any]
    let features = try #require(tree?["features"] as? [[String: Any]])
    var expected: [Double] = []
    for feature in features {
      let geometry = feature["geometry"] as? [String: Any]
      for ring in geometry?["coordinates"] as? [[[NSNumber]]] ?? [] {
        for pair in ring { expected += pair.map(\.doubleValue) }
      }
    }
    var found: [Double] = []
    var notShort = 0
    // White space after the document, so that its last numbers are 32 bytes from the end too.
    let bytes = [UInt8](data) + Array(repeating: UInt8(ascii: " "), count: 32)
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        let byte = buffer[index]
        guard byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
          index += 1
          continue
        }
        guard let short = JSONParser.shortNumber(in: buffer, at: index),
          let value = short.fractionDigits == 0 ? Double(short.integer) : short.double
        else {
          notShort += 1
          index += 1
          continue
        }
        found.append(value)
        index = short.end
      }
    }
    #expect(notShort == 0)
    #expect(found.count == expected.count)
    let differing = found.indices.first {
      $0 < expected.count && found[$0].bitPattern != expected[$0].bitPattern
    }
    #expect(differing == nil, "coordinate \(differing ?? 0) differs")
  }

  /// The typed reads that try the short form first — `readNumber()`, a run of doubles — give what the
  /// general scan gives the same text alone, as the tree's `NSNumber` does: the same kind, the same value
  /// to the bit (`-0` is the integer 0, `-0.0` keeps its sign), for short numbers and long ones alike.
  @Test(arguments: [
    "0", "-0", "-0.0", "0.0", "12", "-7", "138586341", "-505874924095815", "1234567890123456", "2.5",
    "-65.613616999999977", "1e2", "0.12345678901234567890", "9007199254740993",
  ])
  func everyReadAgreesWithTheGeneralScan(_ text: String) throws {
    // Alone, the text is too short for the fast read: what the general scan makes.
    let alone = try #require(try JSONReader.value(from: Data(text.utf8)) as? NSNumber)
    let aloneTyped = try JSONCursor.read(Data(text.utf8)) { (c) throws(JSONTextError) in try c.readNumber() }
    // Among others, with room after it: the fast read's, where it takes the text.
    let document =
      "[" + Array(repeating: text, count: 8).joined(separator: ", ") + "]" + String(repeating: " ", count: 40)
    let tree = try #require(try JSONReader.value(from: Data(document.utf8)) as? [NSNumber])
    for number in tree {
      #expect(String(cString: number.objCType) == String(cString: alone.objCType), "\(text): kind")
      #expect(number.doubleValue.bitPattern == alone.doubleValue.bitPattern, "\(text): tree")
      #expect(number == alone, "\(text): tree")
    }
    let typed = try JSONCursor.read(Data(document.utf8)) { (c) throws(JSONTextError) -> [JSONNumber] in
      try c.beginArray()
      var numbers: [JSONNumber] = []
      while try c.nextElement() { numbers.append(try c.readNumber()) }
      return numbers
    }
    for number in typed {
      #expect(number == aloneTyped, "\(text): readNumber")
      if case .double(let value) = number, case .double(let expected) = aloneTyped {
        #expect(value.bitPattern == expected.bitPattern, "\(text): readNumber's sign")
      }
    }
    let doubles = try JSONCursor.read(Data(document.utf8)) { (c) throws(JSONTextError) -> [Double] in
      try c.beginArray()
      var values: [Double] = []
      while try c.appendDoubles(to: &values) { _ = try c.readValue() }
      return values
    }
    let expected: Double? =
      switch aloneTyped {
      case .integer(let value) where value.magnitude <= 1 << 53: Double(value)
      case .double(let value): value
      default: nil
      }
    if let expected {
      #expect(doubles.map(\.bitPattern) == Array(repeating: expected.bitPattern, count: 8), "\(text): run")
    }
  }
}
