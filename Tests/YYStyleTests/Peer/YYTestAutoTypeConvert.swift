// Ported from ibireme/YYModel YYModelTests/YYTestAutoTypeConvert.m: the same inputs and expected values.
//
// Adapted because Swift forces it:
// - The model's properties are YYTestHelper.swift's (C types as their Swift equivalents); the
//   `isKindOfClass:[NSMutableString class]` checks have nothing to check (Swift strings are values).
// Cannot exist on Linux, so not ported:
// - `long double` (Float80 has no Foundation bridge), `Class`, `SEL`, blocks and `void *` properties:
//   Objective-C runtime types.
// - `UILabel` (UIKit).
import Foundation
import Testing
import YYStyle

final class YYTestAutoTypeModel: YYTestAllTypesModel {
  override class func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    var mapper: [String: YYKeyMapping] = [:]
    for name in [
      "boolValue", "BOOLValue", "charValue", "unsignedCharValue", "shortValue", "unsignedShortValue",
      "intValue", "unsignedIntValue", "longValue", "unsignedLongValue", "longLongValue",
      "unsignedLongLongValue", "floatValue", "doubleValue", "structValue", "pointValue", "object", "number",
      "decimal", "string", "mString", "data", "mData", "date", "value", "url", "array", "mArray", "dict",
      "mDict", "set", "mSet",
    ] {
      mapper[name] = "v"
    }
    return mapper
  }
}

@Suite struct YYTestAutoTypeConvert {
  func model(_ json: Any) throws -> YYTestAutoTypeModel {
    try #require(YYTestAutoTypeModel.yy_model(withJSON: json))
  }

  /// `[a isEqual:b]` for the NSNumber / NSDecimalNumber checks.
  func same(_ value: Any?, _ expected: NSNumber) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return number.isEqual(expected)
  }

  /// The two Booleans true and every integer property equal to `value`.
  func expectTrueAndIntegers(
    _ model: YYTestAutoTypeModel, _ value: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(model.boolValue && model.BOOLValue, sourceLocation: sourceLocation)
    // As text, so that a wrong value of any width fails rather than traps in a conversion.
    let integers = [
      "\(model.charValue)", "\(model.unsignedCharValue)", "\(model.shortValue)",
      "\(model.unsignedShortValue)", "\(model.intValue)", "\(model.unsignedIntValue)", "\(model.longValue)",
      "\(model.unsignedLongValue)", "\(model.longLongValue)", "\(model.unsignedLongLongValue)",
    ]
    #expect(integers == Array(repeating: "\(value)", count: integers.count), sourceLocation: sourceLocation)
  }

  @Test func testNumber() throws {
    var model = try model(#"{"v" : 1}"#)
    expectTrueAndIntegers(model, 1)
    #expect(model.floatValue == 1)
    #expect(model.doubleValue == 1)
    #expect(same(model.object, 1))
    #expect(same(model.number, 1))
    #expect(same(model.decimal, 1))
    #expect(model.string == "1")
    #expect(model.mString == "1")

    model = try self.model(#"{"v" : 1.5}"#)
    expectTrueAndIntegers(model, 1)
    #expect(model.floatValue == 1.5)
    #expect(model.doubleValue == 1.5)
    #expect(same(model.object, 1.5))
    #expect(same(model.number, 1.5))
    #expect(same(model.decimal, 1.5))
    #expect(model.string == "1.5")
    #expect(model.mString == "1.5")

    model = try self.model(#"{"v" : -1}"#)
    #expect(model.boolValue)
    #expect(model.BOOLValue)
    #expect(model.charValue == -1)
    #expect(model.unsignedCharValue == UInt8(truncatingIfNeeded: -1))
    #expect(model.shortValue == -1)
    #expect(model.unsignedShortValue == UInt16(truncatingIfNeeded: -1))
    #expect(model.intValue == -1)
    #expect(model.unsignedIntValue == UInt32(truncatingIfNeeded: -1))
    #expect(model.longValue == -1)
    #expect(model.unsignedLongValue == UInt(bitPattern: -1))
    #expect(model.longLongValue == -1)
    #expect(model.unsignedLongLongValue == UInt64(bitPattern: -1))
    #expect(model.floatValue == -1)
    #expect(model.doubleValue == -1)
    #expect(same(model.object, -1))
    #expect(same(model.number, -1))
    #expect(same(model.decimal, -1))
    #expect(model.string == "-1")
    #expect(model.mString == "-1")

    let two = #"{"v" : "2"}"#
    model = try self.model(two)
    expectTrueAndIntegers(model, 2)
    #expect(model.floatValue == 2)
    #expect(model.doubleValue == 2)
    #expect(model.object as? String == "2")
    #expect(same(model.number, 2))
    #expect(same(model.decimal, 2))
    #expect(model.string == "2")
    #expect(model.mString == "2")

    model.intValue = 12
    #expect(model.yy_modelSet(withJSON: two))
    #expect(model.intValue == 2)

    model = try self.model(#"{"v" : "-3.2"}"#)
    #expect(abs(model.floatValue + 3.2) < 0.0001)
    #expect(abs(model.doubleValue + 3.2) < 0.0001)
    #expect(model.object as? String == "-3.2")
    #expect(same(model.number, -3.2))
    #expect(same(model.decimal, -3.2))
    #expect(model.string == "-3.2")
    #expect(model.mString == "-3.2")

    for (text, truth) in [("true", true), ("false", false), ("YES", true), ("NO", false)] {
      model = try self.model(["v": text])
      #expect(model.boolValue == truth, "\(text)")
      #expect(model.intValue == (truth ? 1 : 0), "\(text)")
    }

    model = try self.model(#"{"v" : "nil"}"#)
    #expect(model.boolValue == false)
    #expect(model.intValue == 0)
    #expect(model.string == "nil")
    #expect(model.number == nil)

    model = try self.model(#"{"v" : {}}"#)
    #expect(model.boolValue == false)
    #expect(model.intValue == 0)
    #expect(model.string == nil)
    #expect(model.number == nil)

    model = try self.model(["v": NSDecimalNumber(string: "9876543210")])
    #expect(model.unsignedLongLongValue == 9_876_543_210)
    #expect(model.longLongValue == 9_876_543_210)
  }

  @Test(arguments: [
    "2014-05-06", "2014-05-06 07:08:09", "2014-05-06T07:08:09", "2014-01-20T12:24:48Z",
    "2014-01-20T12:24:48+0800", "2014-01-20T12:24:48+12:00", "Fri Sep 04 00:12:21 +0800 2015",
  ])
  func testDate(_ text: String) throws {
    #expect(try model(["v": text]).date != nil)
  }

  @Test func testDateObject() throws {
    #expect(try model(["v": Date()]).date != nil)
  }

  @Test func testString() throws {
    #expect(try model(["v": "Apple"]).string == "Apple")
    #expect(try model(["v": " github.com"]).url == URL(string: "github.com"))
    #expect(try model(["v": Data("haha".utf8)]).string == "haha")
    #expect(try model(["v": URL(string: "https://github.com")!]).string == "https://github.com")
    #expect(try model(["v": " "]).url == nil)
    #expect(try model(["v": NSAttributedString(string: "test")]).string == "test")
  }

  @Test func testValue() throws {
    var model = try model(["v": NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4))])
    #expect(model.structValue == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(model.pointValue == .zero)

    model = try self.model(["v": NSValue(point: CGPoint(x: 1, y: 2))])
    #expect(model.structValue == .zero)
    #expect(model.pointValue == CGPoint(x: 1, y: 2))
  }

  @Test func testNull() throws {
    let model = try model(["v": NSNull()])
    #expect(model.boolValue == false)
    #expect(model.object == nil)
  }

  @Test func testArrayAndDic() throws {
    let json = #"[{"v":1},{"v":2},{"v":3}]"#
    for input in [json, Data(json.utf8), try JSONSerialization.jsonObject(with: Data(json.utf8))] as [Any] {
      let array = try #require([YYTestAutoTypeModel].yy_modelArray(withJSON: input))
      #expect(array.count == 3)
    }

    let object = #"{"a":{"v":1},"b":{"v":2},"c":{"v":3}}"#
    for input in [object, Data(object.utf8), try JSONSerialization.jsonObject(with: Data(object.utf8))]
      as [Any]
    {
      let dict = try #require([String: YYTestAutoTypeModel].yy_modelDictionary(withJSON: input))
      #expect(dict.count == 3)
      #expect(dict["a"] != nil)
    }

    let model = try model(["v": NSSet(array: [1, 2, 3])])
    #expect(model.array?.count == 3)
  }
}
