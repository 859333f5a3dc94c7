import Foundation
import ModelFixtures
import Testing

/// `AnyCodableValue`: an untyped JSON value through Codable keeps its kind and value both ways.
@Suite struct AnyCodableValueTests {
  @Test func foundationValuesEncodeAsTheirKind() throws {
    let value: [Any] = [
      NSNumber(value: true), NSNumber(value: -5), NSNumber(value: 2.5), NSNumber(value: UInt64.max), "x",
      NSNull(),
      ["a": NSNumber(value: 1)], NSDecimalNumber(string: "123456789012345678901234"),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(AnyCodableValue(value)), as: UTF8.self)
    #expect(text == #"[true,-5,2.5,18446744073709551615,"x",null,{"a":1},123456789012345678901234]"#)
  }

  @Test func decodingGivesTheReadersValues() throws {
    let data = Data(#"[true, -5, 2.5, "x", null, {"a": [1]}]"#.utf8)
    let decoded = try #require(try JSONDecoder().decode(AnyCodableValue.self, from: data).value as? [Any])
    #expect((decoded[0] as? NSNumber)?.boolValue == true)
    #expect((decoded[1] as? NSNumber)?.int64Value == -5)
    #expect((decoded[2] as? NSNumber)?.doubleValue == 2.5)
    #expect(decoded[3] as? String == "x")
    #expect(decoded[4] is NSNull)
    #expect(((decoded[5] as? [String: Any])?["a"] as? [Any])?.count == 1)
  }
}
