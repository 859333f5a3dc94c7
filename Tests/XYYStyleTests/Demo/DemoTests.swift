// XYYModel's demo (RonghangChen/XYYModel: XYYModel/ViewController.m and XYYModel/Demo/Demo.plist) run
// through XYYStyle, with the values it shows checked; the models are DemoModels.swift's.
import Foundation
import Testing
import XYYStyle

/// The demo's `ViewController.m`: Demo.plist → models → `convertToJsonValue` → models → JSON again, with
/// what XYYModel.m produces (the function of XYYModel.m each value comes from is cited).
@Suite struct DemoTests {
  let models = XYYDemoModel.xyy_models(with: demoPlist)

  @Test func thePlistConverts() throws {
    try #require(models.count == 3)
    let first = models[0]
    #expect(first.string == "string")
    #expect(first.intValue == 124)
    #expect(first.floatValue == 12.23)  // performDefaultConvertToNumber: doubleValue of "12.23"
    #expect(first.date == ISO8601DateFormatter().date(from: "2018-05-04T08:45:15Z"))
    #expect(first.size == CGSize(width: 2.3, height: 23))  // NSString CGSizeValue
    #expect(first.demoStruct == XYYDemoStruct(value1: 455, value2: 12.1))  // convertDemoStructValue:
    #expect(first.demoStruct1 == XYYDemoStruct1())  // absent: untouched
    let subModels = try #require(first.subModels as? [XYYSubDemoModel])  // arrayContentClassForProperty:
    #expect(subModels.map(\.string) == ["123", "1234"])  // stringWithString:[value description]
    #expect(subModels.map { $0.number?.stringValue } == ["9920.22", "90.22"])  // decimalNumberWithString:

    let second = models[1]
    #expect(second.floatValue == 12.231)  // an NSNumber is unboxed with floatValue
    #expect(second.date == nil)  // @NO: not a string, doubleValue 0 → no timestamp → nil
    #expect(second.demoStruct1 == XYYDemoStruct1(value1: 455, value2: 23))  // XYYDemoStruct1Value

    let third = models[2]
    #expect(third.size == .zero)  // a date has no CGSizeValue: the nil value, a zeroed struct
  }

  @Test func theExportIsTheOriginals() throws {
    let json = try #require(xyy_convertToJsonValue(models) as? [[String: Any]])
    try #require(json.count == 3)
    #expect(JSONSerialization.isValidJSONObject(json))
    let first = json[0]
    // class_copyPropertyList: every property, the read-only computed `onlyGetter` included.
    #expect(
      Set(first.keys) == [
        "string", "intValue", "floatValue", "date", "size", "demoStruct", "demoStruct1", "onlyGetter",
        "subModels",
      ])
    #expect(first["string"] as? String == "string")
    #expect((first["intValue"] as? NSNumber)?.intValue == 124)
    #expect((first["floatValue"] as? NSNumber)?.floatValue == 12.23)  // the ivar, boxed with numberWithFloat:
    #expect(first["date"] as? String == "2018-05-04 08:45:15 +0000")  // convertToJsonValue: description
    #expect(first["size"] as? String == "{2.3, 23}")  // stringWithCGSize:
    #expect(first["demoStruct"] as? String == "455,12.100000")  // convertDemoStructToJsonValue
    #expect(first["demoStruct1"] as? String == "0,0.000000")  // stringWithXYYDemoStruct1:
    #expect(first["onlyGetter"] as? String == "onlyGetter")  // no ivar: the getter
    let subModels = try #require(first["subModels"] as? [[String: Any]])
    #expect(subModels.first?["string"] as? String == "123")
    #expect((subModels.first?["number"] as? NSNumber)?.stringValue == "9920.22")
    #expect(json[1]["date"] is NSNull)  // nil → NSNull
    #expect(json[1]["demoStruct1"] as? String == "455,23.000000")
  }

  /// The demo's second half: the JSON back into models, and out again unchanged.
  @Test func theJSONComesBackTheSame() throws {
    let json = try #require(xyy_convertToJsonValue(models) as? [[String: Any]])
    let again = XYYDemoModel.xyy_models(with: json)
    let twice = try #require(xyy_convertToJsonValue(again) as? [[String: Any]])
    #expect(NSArray(array: twice) == NSArray(array: json))
    // `onlyGetter` has neither setter nor ivar: it is exported, never written.
    #expect(XYYDemoModel().xyy_isValidateProperty("onlyGetter", forDicToModel: false))
    #expect(!XYYDemoModel().xyy_isValidateProperty("onlyGetter", forDicToModel: true))
  }

  /// The demo's `floatValue` is written through `setFloatValue1:` on the way in; the hook asks for the
  /// ivar only on the way out.
  @Test func theCustomSetterNameIsUsed() {
    final class Counting: NSObject, XYYJsonModel {
      var level: Double = 0
      var setterCalls = 0
      override required init() { super.init() }
      static let xyy_methods = XYYMethods(Counting.self) { m in
        m.setter("setLevelTo", for: "level", Double.self) { model, value in
          model.level = value
          model.setterCalls += 1
        }
      }
    }
    let model = Counting.xyy_model(with: ["level": "2.5"])
    #expect(model?.level == 2.5)
    #expect(model?.setterCalls == 1)
  }
}
