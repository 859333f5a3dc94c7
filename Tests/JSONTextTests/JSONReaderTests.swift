import Foundation
import JSONText
import Testing

@Suite struct JSONReaderTests {
  func read(_ text: String) throws(JSONTextError) -> Any { try JSONReader.value(from: Data(text.utf8)) }

  func number(_ text: String) throws -> NSNumber {
    try #require(try read(text) as? NSNumber)
  }

  @Test func integersStayExact() throws {
    #expect(try number("9223372036854775807").int64Value == .max)
    #expect(try number("-9223372036854775808").int64Value == .min)
    let unsigned = try number("18446744073709551615")
    #expect(unsigned.uint64Value == .max)
    #expect(String(cString: unsigned.objCType) == "Q")
    // Beyond 64 bits: an exact decimal, as JSONSerialization gives.
    let big = try number("123456789012345678901234567890")
    #expect(big is NSDecimalNumber)
    #expect(big.stringValue == "123456789012345678901234567890")
  }

  @Test(arguments: [
    "0.1", "1.5", "-2.25e-3", "1e300", "4.9e-324", "2.2250738585072014e-308", "1E2", "0.30000000000000004",
  ])
  func doublesAreCorrectlyRounded(_ text: String) throws {
    let value = try number(text)
    #expect(value.doubleValue == Double(text)!)
    #expect(String(cString: value.objCType) == "d")
  }

  @Test func edgesBehaveAsDocumented() throws {
    let minusZero = try number("-0")
    #expect(minusZero.int64Value == 0 && String(cString: minusZero.objCType) != "d")
    #expect(try number("-0.0").doubleValue.sign == .minus)
    #expect(try number("1e-400").doubleValue == 0)
    #expect(throws: JSONTextError.self) { try read("1E400") }
    #expect(try read("true") as? NSNumber == NSNumber(value: true))
    #expect(try read("null") is NSNull)
  }

  @Test func stringsDecodeEveryEscape() throws {
    #expect(try read(#""a\"b\\c\/d\b\f\n\r\t""#) as? String == "a\"b\\c/d\u{8}\u{C}\n\r\t")
    #expect(try read(#""\u00e9\u4e2d\ud83d\ude00""#) as? String == "é中😀")
    #expect(try read(#""a\u0000b""#) as? String == "a\u{0}b")
    #expect(try read("\"范冰冰 ❤️\"") as? String == "范冰冰 ❤️")
  }

  @Test func duplicateKeysKeepTheLast() throws {
    let object = try #require(try read(#"{"a": 1, "a": 2}"#) as? [String: Any])
    #expect((object["a"] as? NSNumber)?.intValue == 2)
  }

  /// Members are held on one stack for all open objects: nested objects, objects past its first size,
  /// and duplicates inside a nested object each end up in their own dictionary, in order.
  @Test func nestedAndLargeObjectsKeepTheirOwnMembers() throws {
    let wide = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let text = #"{"a": {"x": 1, "x": 3, "y": {"z": [{"q": 1}]}}, "wide": {\#(wide)}, "b": 2}"#
    let object = try #require(try read(text) as? [String: Any])
    #expect(object.count == 3)
    let inner = try #require(object["a"] as? [String: Any])
    #expect(inner.count == 2)
    #expect((inner["x"] as? NSNumber)?.intValue == 3)
    #expect(((inner["y"] as? [String: Any])?["z"] as? [Any])?.count == 1)
    let wideObject = try #require(object["wide"] as? [String: Any])
    #expect(wideObject.count == 100)
    #expect((wideObject["k99"] as? NSNumber)?.intValue == 99)
    #expect((object["b"] as? NSNumber)?.intValue == 2)
  }

  /// An error deep inside objects leaves nothing behind: the next document reads normally.
  @Test func anErrorInsideObjectsDoesNotDisturbTheNextRead() throws {
    #expect(throws: JSONTextError.self) { try read(#"{"a": {"b": {"c": 1, "d": }}}"#) }
    let object = try #require(try read(#"{"c": {"d": 4}}"#) as? [String: Any])
    #expect(((object["c"] as? [String: Any])?["d"] as? NSNumber)?.intValue == 4)
  }

  /// Indentation is skipped eight spaces at a time; any other white space and a shorter tail still count.
  @Test(arguments: [0, 1, 7, 8, 9, 16, 31])
  func indentationOfAnyWidthIsWhiteSpace(width: Int) throws {
    let pad = String(repeating: " ", count: width)
    let text = "{\n\(pad)\"a\"\(pad):\(pad)[\n\(pad)1\(pad),\t\r\n\(pad)2\(pad)]\(pad)\n}\(pad)"
    let object = try #require(try read(text) as? [String: Any])
    #expect((object["a"] as? [Any])?.count == 2)
  }

  /// RFC 8259 rejections, each an error value with the reason and the byte offset.
  @Test(arguments: [
    (#"{"a": 1,}"#, "Expected a string key but found '}' at offset 8"),
    ("[1, 2,]", "Expected a value but found ']' at offset 6"),
    (#"{"a" 1}"#, "Expected ':' after an object key but found '1' at offset 5"),
    (#"{"a": 1 "b": 2}"#, "Expected ',' or '}' after an object value but found '\"' at offset 8"),
    ("[1] x", "Unexpected data after the top-level value at offset 4"),
    ("012", "Invalid number: leading zero at offset 0"),
    ("NaN", "Expected a value but found 'N' at offset 0"),
    ("-Infinity", "Invalid number: expected a digit at offset 1"),
    ("1.", "Invalid number: expected a digit after '.' at offset 2"),
    ("[1 // no\n]", "Expected ',' or ']' after an array element but found '/' at offset 3"),
    ("\"a\u{1}b\"", "Invalid string: unescaped control character at offset 2"),
    (#""\ud800""#, "Invalid string: lone high surrogate at offset 1"),
    (#""\udc00x""#, "Invalid string: lone low surrogate at offset 1"),
    (#"{"a": [1, 2"#, "Unexpected end of input, expected ',' or ']' at offset 11"),
    ("", "Unexpected end of input, expected a value at offset 0"),
    ("tru", "Unexpected end of input, expected 'true' at offset 3"),
  ])
  func rejectsWithAReasonAndAnOffset(_ text: String, _ message: String) {
    #expect(throws: JSONTextError.self) { try read(text) }
    do {
      _ = try read(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func invalidUTF8IsAnError() {
    let bytes: [UInt8] = [0x22, 0xC3, 0x28, 0x22]
    #expect(throws: JSONTextError(.invalidUTF8, offset: 1)) { try JSONReader.value(from: bytes) }
  }

  @Test func nestingIsLimitedNeverAStackOverflow() throws {
    let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(try read(atLimit) is [Any])
    let beyond = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    #expect(throws: JSONTextError(.tooDeep(limit: 512), offset: 512)) { try read(beyond) }
    let hostile = String(repeating: #"{"a":["#, count: 100_000)
    #expect(throws: JSONTextError.self) { try read(hostile) }
  }

  @Test func validateAgreesWithValue() throws {
    for text in [
      #"{"a": [1, 2.5, "x", null, true]}"#, "[1,]", #""\ud800""#, "[1E400]",
      "[1e-400, 12345678901234567890123]",
    ] {
      let data = Data(text.utf8)
      let read = (try? JSONReader.value(from: data)) != nil
      let valid = (try? JSONReader.validate(data)) != nil
      #expect(read == valid, "\(text)")
    }
  }
}
