import Foundation
import Testing
import YYStyle

struct Coercion: @unchecked Sendable, CustomTestStringConvertible {
  let key: String
  let input: Any
  let expected: String
  let note: String
  init(_ key: String, _ input: Any, _ expected: String, _ note: String = "") {
    self.key = key
    self.input = input
    self.expected = expected
    self.note = note
  }
  var testDescription: String { "\(key) ← \(input) \(note)" }
}

/// What each field reads as after one conversion, as text.
private func read(_ model: Scalars, _ key: String) -> String {
  switch key {
  case "bool": "\(model.bool)"
  case "int": "\(model.int)"
  case "int8": "\(model.int8)"
  case "int16": "\(model.int16)"
  case "int32": "\(model.int32)"
  case "int64": "\(model.int64)"
  case "uint": "\(model.uint)"
  case "uint8": "\(model.uint8)"
  case "uint16": "\(model.uint16)"
  case "uint32": "\(model.uint32)"
  case "uint64": "\(model.uint64)"
  case "float": "\(model.float)"
  case "double": "\(model.double)"
  case "cgFloat": "\(model.cgFloat)"
  case "optionalInt": model.optionalInt.map { "\($0)" } ?? "nil"
  case "string": model.string
  case "url": model.url?.absoluteString ?? "nil"
  case "data": model.data.map { String(decoding: $0, as: UTF8.self) } ?? "nil"
  case "decimal": model.decimal.map { "\($0)" } ?? "nil"
  case "date": model.date.map { "\($0.timeIntervalSince1970)" } ?? "nil"
  case "suit": model.suit.rawValue
  case "level": model.level.map { "\($0.rawValue)" } ?? "nil"
  case "point": "\(model.point)"
  default: "?"
  }
}

@Suite struct CoercionTests {
  static let cases: [Coercion] = [
    // The string table of YYNSNumberCreateFromID
    .init("bool", "true", "true"), .init("bool", "True", "true"), .init("bool", "TRUE", "true"),
    .init("bool", "yes", "true"), .init("bool", "Yes", "true"), .init("bool", "YES", "true"),
    .init("int", "false", "0"), .init("int", "NO", "0"), .init("int", "true", "1"),
    .init("optionalInt", "nil", "nil"), .init("optionalInt", "(null)", "nil"),
    .init("optionalInt", "<null>", "nil"),
    .init("int", "NULL", "0"), .init("optionalInt", "Null", "nil"),
    // Strings with a dot parse as doubles; NaN and infinities give nil
    .init("double", "1.5", "1.5"), .init("int", "2.9", "2", "toward zero"),
    .init("double", "1.5e400", "0.0", "inf → nil → 0"),
    .init("optionalInt", "1e999.", "nil", "inf → nil"),
    // Others read an integer prefix (atoll)
    .init("int", "12abc", "12"), .init("int", "  42", "42"), .init("int", "abc", "0"),
    .init("int", "-7", "-7"),
    .init("double", "1e5", "1.0", "no dot: atoll reads 1"),
    .init("int64", "99999999999999999999", "9223372036854775807", "atoll clamps"),
    // Numbers into every width, truncating as a C cast
    .init("int8", 300, "44"), .init("uint8", -1, "255"), .init("int16", 70000, "4464"),
    .init("int32", 4_294_967_297, "1"),
    .init("uint", -1, "18446744073709551615"), .init("uint16", 65537, "1"),
    .init("uint32", 4_294_967_298, "2"),
    .init("uint64", NSNumber(value: UInt64.max), "18446744073709551615"), .init("int", 1.9, "1"),
    .init("int64", 1e30, "-9223372036854775808", "out of range → Int64.min"),
    .init("float", 1.5, "1.5"), .init("cgFloat", 2, "2.0"), .init("double", 7, "7.0"),
    .init("float", Double.infinity, "0.0"), .init("double", Double.nan, "0.0"),
    .init("float", 1e300, "0.0", "overflows Float"),
    .init("bool", 2, "true"), .init("bool", 0, "false"), .init("bool", NSNumber(value: true), "true"),
    // number → String
    .init("string", 147, "147"), .init("string", 1.5, "1.5"), .init("string", NSNumber(value: false), "0"),
    .init("string", URL(string: "https://a.example/b")!, "https://a.example/b"), .init("string", [1], ""),
    // String → URL, trimmed; empty → nil
    .init("url", " https://a.example/x \n", "https://a.example/x"), .init("url", "   ", "nil"),
    .init("url", "", "nil"),
    // Decimal, Data
    .init("decimal", "12.34", "12.34"), .init("decimal", 5, "5"), .init("decimal", "abc", "nil"),
    .init("data", "bytes", "bytes"),
    // Dates chosen by length
    .init("date", "2014-01-20", "1390176000.0"), .init("date", "2014-01-20 12:24:48", "1390220688.0"),
    .init("date", "2014-01-20T12:24:48", "1390220688.0"),
    .init("date", "2014-01-20T12:24:48.500", "1390220688.5"),
    .init("date", "2014-01-20T12:24:48Z", "1390220688.0"),
    .init("date", "2014-01-20T12:24:48+0800", "1390191888.0"),
    .init("date", "2014-01-20T12:24:48+08:00", "1390191888.0"),
    .init("date", "2014-01-20T12:24:48.123Z", "1390220688.123"),
    .init("date", "2014-01-20T12:24:48.250+0800", "1390191888.25"),
    .init("date", "2014-01-20T12:24:48.250-01:00", "1390224288.25"),
    .init("date", "Wed Sep 16 12:20:09 +0800 2015", "1442377209.0", "Weibo"),
    .init("date", "Wed Sep 16 12:20:09.500 +0800 2015", "1442377209.5"),
    .init("date", "2014-13-20", "nil", "month 13"), .init("date", "2015-02-29", "nil", "not a leap year"),
    .init("date", "2016-02-29", "1456704000.0"), .init("date", "20140120", "nil", "no format of length 8"),
    .init("date", 1_390_176_000, "nil", "numbers are not dates"),
    // Enums from raw values
    .init("suit", "spades", "spades"), .init("suit", "clubs", "hearts", "unknown raw: unchanged"),
    .init("level", 9, "9"), .init("level", "1", "1"), .init("level", 5, "nil"),
    // Structs take only a value of their type
    .init("point", "{2,3}", "CGPoint(x: 1.0, y: 1.0)"),
    .init("point", CGPoint(x: 2, y: 3), "CGPoint(x: 2.0, y: 3.0)"),
  ]

  @Test(arguments: cases)
  func coerces(_ testCase: Coercion) throws {
    let model = try #require(Scalars.yy_model(with: [testCase.key: testCase.input]))
    #expect(read(model, testCase.key) == testCase.expected)
  }

  @Test func optionalNumbersTakeNilForNonNumbers() throws {
    let model = try #require(Scalars.yy_model(with: ["optionalInt": [1, 2], "int": ["a": 1]]))
    #expect(model.optionalInt == nil)
    #expect(model.int == 0)
  }

  @Test func anyPassesThrough() throws {
    let model = try #require(Scalars.yy_model(with: ["any": ["x": 1]]))
    #expect((model.any as? [String: Any])?["x"] as? Int == 1)
  }
}

final class YYFoundationTyped: NSObject, YYModel {
  var number: NSNumber?
  var decimal: NSDecimalNumber?
  var text: String?
  var tags: Set<AnyHashable>?
  override required init() { super.init() }
}

@Suite struct YYPeerGapTests {
  /// `YYNSNumberCreateFromID` for an NSNumber property: strings through its table and C parsing.
  @Test(arguments: [
    ("2", NSNumber(value: 2)), ("-3.2", NSNumber(value: -3.2)), ("true", NSNumber(value: 1)),
    ("abc", NSNumber(value: 0)),
  ])
  func nsNumberFromStrings(_ text: String, _ expected: NSNumber) throws {
    let model = try #require(YYFoundationTyped.yy_model(with: ["number": text]))
    #expect(model.number == expected)
  }

  @Test func nsNumberNullSpellingsAndNumbers() throws {
    #expect(try #require(YYFoundationTyped.yy_model(with: ["number": "null"])).number == nil)
    #expect(try #require(YYFoundationTyped.yy_model(with: ["number": 7])).number == NSNumber(value: 7))
    #expect(try #require(YYFoundationTyped.yy_model(with: ["number": true])).number?.boolValue == true)
  }

  @Test func nsDecimalNumberFromStringsAndNumbers() throws {
    #expect(
      try #require(YYFoundationTyped.yy_model(with: ["decimal": "1.25"])).decimal
        == NSDecimalNumber(string: "1.25"))
    #expect(
      try #require(YYFoundationTyped.yy_model(with: ["decimal": 3])).decimal == NSDecimalNumber(value: 3))
    #expect(try #require(YYFoundationTyped.yy_model(with: ["decimal": "x"])).decimal == nil)  // NaN → nil
  }

  @Test func attributedStringGivesItsText() throws {
    let model = try #require(YYFoundationTyped.yy_model(with: ["text": NSAttributedString(string: "styled")]))
    #expect(model.text == "styled")
  }

  /// A Set with no element class keeps dictionaries, as an NSSet of NSDictionary.
  @Test func setWithoutElementClassKeepsDictionaries() throws {
    let model = try #require(YYFoundationTyped.yy_model(with: ["tags": [["a": 1] as [String: Any], "b", 2]]))
    #expect(model.tags?.count == 3)
    #expect(model.tags?.contains(AnyHashable(NSDictionary(dictionary: ["a": 1]))) == true)
  }
}
