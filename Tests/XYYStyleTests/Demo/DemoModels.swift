// XYYModel's demo (RonghangChen/XYYModel: XYYModel/Demo/XYYDemoModel.h and .m) in XYYStyle. Each property
// keeps its Objective-C declaration in a comment; `readonly` properties with an instance variable are
// `private(set)` (written through the field path, as the original writes the ivar).
import Foundation
import XYYStyle

/// `typedef struct XYYDemoStruct { int value1; float value2; }`: converted only by the model's hooks.
struct XYYDemoStruct: Equatable {
  var value1: Int32 = 0
  var value2: Float = 0
}

/// `XYYDemoStruct1`: converted by NSString's `XYYDemoStruct1Value` and `+stringWithXYYDemoStruct1:`.
struct XYYDemoStruct1: Equatable {
  var value1: Int32 = 0
  var value2: Float = 0

  /// `- XYYDemoStruct1Value` (XYYDemoModel.m): "value1,value2", else zero.
  init(string: String) {
    let components = string.components(separatedBy: ",")
    if components.count == 2 {
      value1 = Int32(XYYDemoModel.intValue(of: components[0]))
      value2 = Float(XYYDemoModel.floatValue(of: components[1]))
    }
  }

  init(value1: Int32 = 0, value2: Float = 0) {
    self.value1 = value1
    self.value2 = value2
  }

  /// `+ stringWithXYYDemoStruct1:`: `[NSString stringWithFormat:@"%i,%f", …]`.
  var string: String { String(format: "%i,%f", value1, Double(value2)) }
}

final class XYYDemoModel: NSObject, XYYJsonModel {
  /// `@property(nonatomic,strong,readonly) NSString * string;`
  private(set) var string: String?
  /// `@property(nonatomic) NSInteger intValue;`
  var intValue = 0
  /// `@property(nonatomic,setter=setFloatValue1:) float floatValue;`
  var floatValue: Float = 0
  /// `@property(nonatomic,strong,readonly) NSDate * date;`
  private(set) var date: Date?
  /// `@property(nonatomic,readonly) CGSize size;`
  private(set) var size = CGSize.zero
  /// `@property(nonatomic,readonly) XYYDemoStruct demoStruct;`
  private(set) var demoStruct = XYYDemoStruct()
  /// `@property(nonatomic,readonly) XYYDemoStruct1 demoStruct1;`
  private(set) var demoStruct1 = XYYDemoStruct1()
  /// `@property(nonatomic,strong,readonly) NSArray<XYYSubDemoModel *> * subModels;` (an NSArray: the
  /// element class comes from `arrayContentClassForProperty:`).
  private(set) var subModels: [Any]?

  override required init() { super.init() }

  /// `- alwaysAccessIvarDirectlyIfCanForDicToModle:`: `return !dicToModle;`
  func xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel: Bool) -> Bool { !forDicToModel }

  /// `- arrayContentClassForProperty:`
  func xyy_arrayContentClass(forProperty propertyName: String) -> Any.Type? {
    propertyName == "subModels" ? XYYSubDemoModel.self : nil
  }

  static let xyy_methods = XYYMethods(XYYDemoModel.self) { m in
    m.setter("setFloatValue1", for: "floatValue", Float.self) { model, value in model.floatValue = value }
    // `- convertDemoStructValue:`: "value1,value2" from a string, else zero.
    m.converter("convertDemoStructValue") { _, value in
      var result = XYYDemoStruct()
      if let string = value as? String {
        let components = string.components(separatedBy: ",")
        if components.count == 2 {
          result.value1 = Int32(intValue(of: components[0]))
          result.value2 = Float(floatValue(of: components[1]))
        }
      }
      return result
    }
    // `- convertDemoStructToJsonValue`
    m.toJSON("convertDemoStructToJsonValue") { model in
      String(format: "%i,%f", model.demoStruct.value1, Double(model.demoStruct.value2))
    }
    // `- (NSString *)onlyGetter { return @"onlyGetter"; }`
    m.getter("onlyGetter") { _ in "onlyGetter" }
    m.structure(XYYDemoStruct1.self, empty: XYYDemoStruct1(), value: XYYDemoStruct1.init(string:)) {
      $0.string
    }
  }

  /// NSString's `intValue`: the leading integer, 0 without one.
  static func intValue(of string: String) -> Int {
    let trimmed = string.trimmingCharacters(in: .whitespaces)
    let digits = trimmed.prefix { $0.isNumber || $0 == "-" || $0 == "+" }
    return Int(digits) ?? 0
  }

  /// NSString's `floatValue`: the leading number, 0 without one.
  static func floatValue(of string: String) -> Double {
    Double(string.trimmingCharacters(in: .whitespaces)) ?? 0
  }
}

final class XYYSubDemoModel: NSObject, XYYJsonModel {
  /// `@property(nonatomic,strong,readonly) NSString * string;`
  private(set) var string: String?
  /// `@property(nonatomic,strong) NSDecimalNumber * number;`
  var number: NSDecimalNumber?

  override required init() { super.init() }
}

/// Demo.plist, the demo's input: three dictionaries (a `<date>` is a Date, `<false/>` a Bool, `<real>` a
/// Double, as PropertyListSerialization reads them).
var demoPlist: [[String: Any]] {
  let date1 = ISO8601DateFormatter().date(from: "2018-05-04T08:45:15Z")!
  let date2 = ISO8601DateFormatter().date(from: "2018-05-04T08:50:42Z")!
  let subModels: [[String: Any]] = [
    ["string": 123, "number": "9920.22"],
    ["string": 1234, "number": 90.22],
  ]
  return [
    [
      "string": "string", "intValue": 124, "floatValue": "12.23", "date": date1, "size": "{2.3,23}",
      "demoStruct": "455,12.1", "subModels": subModels,
    ],
    [
      "string": "string", "intValue": 124, "floatValue": 12.231, "date": false, "size": "{2.3,23}",
      "demoStruct": "455,12.1", "demoStruct1": "455,23", "subModels": subModels,
    ],
    [
      "string": "string", "intValue": 124, "floatValue": "12.23", "date": false, "size": date2,
      "demoStruct": "455,12.1", "subModels": subModels,
    ],
  ]
}
