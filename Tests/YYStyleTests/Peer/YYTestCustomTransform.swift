// Ported from ibireme/YYModel YYModelTests/YYTestCustomTransform.m: the same inputs and expected values.
import Foundation
import Testing
import YYStyle

final class YYTestCustomTransformModel: NSObject, YYModel {
  var id: UInt64 = 0
  var content: String?
  var time: Date?
  override required init() { super.init() }

  func modelCustomTransform(from dictionary: [String: Any]) -> Bool {
    guard let time = dictionary["time"] as? NSNumber, time.uint64Value != 0 else { return false }
    self.time = Date(timeIntervalSince1970: Double(time.uint64Value) / 1000)
    return true
  }

  func modelCustomTransform(to dictionary: inout [String: Any]) -> Bool {
    guard let time else { return false }
    dictionary["time"] = NSNumber(value: UInt64(time.timeIntervalSince1970 * 1000))
    return true
  }
}

@Suite struct YYTestCustomTransform {
  @Test func test() throws {
    var model = YYTestCustomTransformModel.yy_model(
      withJSON: #"{"id":5472746497,"content":"Hello","time":1401234567000}"#)
    #expect(model?.time != nil)

    model = YYTestCustomTransformModel.yy_model(withJSON: #"{"id":5472746497,"content":"Hello"}"#)
    #expect(model == nil)

    model = YYTestCustomTransformModel.yy_model(with: ["id": 5_472_746_497, "content": "Hello"])
    #expect(model == nil)

    let decoded = try #require(
      YYTestCustomTransformModel.yy_model(
        withJSON: #"{"id":5472746497,"content":"Hello","time":1401234567000}"#))
    let jsonObject = decoded.yy_modelToJSONObject() as? [String: Any]
    #expect(jsonObject?["time"] is NSNumber)

    decoded.time = nil
    #expect(decoded.yy_modelToJSONObject() == nil)
  }
}
