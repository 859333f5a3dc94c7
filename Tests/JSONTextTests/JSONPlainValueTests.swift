import Foundation
import Testing

@testable import JSONText

/// `JSONTokenWriter.plainValue(_:levels:)`: a container that is JSON as it stands is written as
/// `value(_:)` writes it; any other is refused, and rewinding to a mark leaves the text as it was.
@Suite struct JSONPlainValueTests {
  static var plain: [(String, Any)] {
    [
      (
        "object",
        ["n": 1, "s": "x\"\n", "b": true, "null": NSNull(), "d": 2.5, "i64": Int64.min] as [String: Any]
      ),
      (
        "nested",
        [
          1,
          ["k": [NSNumber(value: 1.5), NSNumber(value: true), NSNumber(value: 7)] as [Any]] as [String: Any],
          [] as [Any],
        ] as [Any]
      ),
      (
        "parsed",
        try! JSONReader.value(from: Data(#"{"a": [1, -0.0, 1e300, "é", {"b": {}}], "c": null}"#.utf8))
      ),
      ("empty", [:] as [String: Any]),
    ]
  }

  @Test(arguments: ["object", "nested", "parsed", "empty"])
  func plainContainersAreWrittenAsValueWritesThem(_ name: String) throws {
    let value = try #require(Self.plain.first { $0.0 == name }?.1)
    var expected = JSONTokenWriter()
    try expected.beginArray()
    try expected.value(value)
    expected.endArray()
    var written = JSONTokenWriter()
    try written.beginArray()
    let accepted = written.plainValue(value, levels: 32)
    #expect(accepted)
    written.endArray()
    #expect(written.bytes == expected.bytes)
  }

  static var refused: [(String, Any, Int)] {
    [
      ("nan", [1, Double.nan] as [Any], 32),
      ("infinite number", ["x": NSNumber(value: Double.infinity)] as [String: Any], 32),
      ("float", ["x": Float(1.5)] as [String: Any], 32),
      ("date", [Date()] as [Any], 32),
      ("typed container", ["x": [1, 2]] as [String: Any], 32),
      ("decimal", [NSDecimalNumber(string: "1.5")] as [Any], 32),
      ("too deep", [[[1]]] as [Any], 2),
    ]
  }

  @Test(arguments: ["nan", "infinite number", "float", "date", "typed container", "decimal", "too deep"])
  func otherValuesAreRefusedAndRewound(_ name: String) throws {
    let (_, value, levels) = try #require(Self.refused.first { $0.0 == name })
    var writer = JSONTokenWriter()
    try writer.beginObject()
    writer.key("before")
    writer.integer(1)
    let mark = writer.mark
    writer.key("refused")
    let accepted = writer.plainValue(value, levels: levels)
    #expect(!accepted)
    writer.rewind(to: mark)
    writer.key("after")
    writer.bool(true)
    writer.endObject()
    #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"before":1,"after":true}"#)
  }
}
