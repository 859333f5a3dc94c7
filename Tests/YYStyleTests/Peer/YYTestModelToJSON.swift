// Ported from ibireme/YYModel YYModelTests/YYTestModelToJSON.m: the same inputs and expected values.
//
// Adapted because Swift forces it: the model's properties are YYTestHelper.swift's.
// Documented difference: YYStyle writes dates in GMT (YYStyle.swift), so the expected string is
// formatted in GMT where the original's formatter used the device's time zone.
import Foundation
import Testing
import YYStyle

final class YYTestModelToJSONModel: YYTestAllTypesModel {
  override class func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
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
