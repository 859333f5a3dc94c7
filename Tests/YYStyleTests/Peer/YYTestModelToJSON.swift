// Ported from ibireme/YYModel YYModelTests/YYTestModelToJSON.m: the same inputs and expected values.
//
// Adapted because Swift forces it: C types become their Swift equivalents and Foundation containers Swift
// ones, as in YYTestAutoTypeConvert.swift; `long double`, `Class`, `SEL`, block and pointer properties
// cannot exist here and are left out.
// Documented difference: YYStyle writes dates in GMT (YYStyle.swift), so the expected string is
// formatted in GMT where the original's formatter used the device's time zone.
import Foundation
import Testing
import YYStyle

final class YYTestModelToJSONModel: NSObject, YYModel {
  var boolValue = false
  var BOOLValue = false
  var charValue: Int8 = 0
  var unsignedCharValue: UInt8 = 0
  var shortValue: Int16 = 0
  var unsignedShortValue: UInt16 = 0
  var intValue: Int32 = 0
  var unsignedIntValue: UInt32 = 0
  var longValue = 0
  var unsignedLongValue: UInt = 0
  var longLongValue: Int64 = 0
  var unsignedLongLongValue: UInt64 = 0
  var floatValue: Float = 0
  var doubleValue: Double = 0
  var structValue = CGRect.zero
  var pointValue = CGPoint.zero

  var object: Any?
  var number: NSNumber?
  var decimal: NSDecimalNumber?
  var string: String?
  var mString: String?
  var data: Data?
  var mData: Data?
  var date: Date?
  var value: NSValue?
  var url: URL?

  var array: [Any]?
  var mArray: [Any]?
  var dict: [String: Any]?
  var mDict: [String: Any]?
  var set: Set<AnyHashable>?
  var mSet: Set<AnyHashable>?

  override required init() { super.init() }

  static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    [
      "intValue": "int",
      "longValue": "long",  // mapped to same key
      "unsignedLongLongValue": "long",  // mapped to same key
      "shortValue": "ext.short",  // mapped to key path
    ]
  }
}

@Suite struct YYTestModelToJSON {
  @Test func testToJSON() throws {
    var model = YYTestModelToJSONModel()
    model.intValue = 1
    model.longValue = 2
    model.unsignedLongLongValue = 3
    model.shortValue = 4
    let array: [AnyHashable] = [1, "2", URL(string: "https://github.com")!]
    model.array = array
    model.set = Set(array)

    let jsonObject = try #require(model.yy_modelToJSONObject() as? [String: Any])
    #expect((jsonObject["int"] as? NSNumber)?.isEqual(to: 1) == true)
    let long = jsonObject["long"] as? NSNumber
    #expect(long?.isEqual(to: 2) == true || long?.isEqual(to: 3) == true)
    #expect(((jsonObject["ext"] as? [String: Any])?["short"] as? NSNumber)?.isEqual(to: 4) == true)

    let jsonString = try #require(model.yy_modelToJSONString())
    #expect(try JSONSerialization.jsonObject(with: Data(jsonString.utf8)) is [String: Any])

    let jsonData = try #require(model.yy_modelToJSONData())
    #expect(try JSONSerialization.jsonObject(with: jsonData) is [String: Any])

    model = try #require(YYTestModelToJSONModel.yy_model(withJSON: jsonData))
    #expect(model.intValue == 1)
  }

  @Test func testDate() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)  // documented difference: GMT
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"

    let date = Date(timeIntervalSince1970: 100_000_000)
    let dateString = formatter.string(from: date)

    let model = YYTestModelToJSONModel()
    model.date = date

    let jsonObject = model.yy_modelToJSONObject() as? [String: Any]
    #expect(jsonObject?["date"] as? String == dateString)

    let jsonString = try #require(model.yy_modelToJSONString())
    let newModel = YYTestModelToJSONModel.yy_model(withJSON: jsonString)
    #expect(newModel?.date == date)
  }
}
