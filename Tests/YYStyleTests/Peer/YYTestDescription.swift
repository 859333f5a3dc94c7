// Ported from ibireme/YYModel YYModelTests/YYTestDescription.m: the same model and values.
//
// The original only logs the description; a test that cannot fail proves nothing, so the port also
// checks that the values set appear in it.
// Cannot exist on Linux, so not ported: `long double`, `Class`, `SEL`, block, `void *`, `char *` and
// `CFArrayRef` properties, CGAffineTransform, UIEdgeInsets and UIOffset, and the C union (Swift has none).
import Foundation
import Testing
import YYStyle

final class YYTestDescriptionModel: NSObject, YYModel {
  var boolValue = false
  var intValue: Int32 = 0
  var doubleValue: Double = 0
  var valueValue: NSValue?
  var sizeValue = CGSize.zero
  var pointValue = CGPoint.zero
  var rectValue = CGRect.zero
  var myStructValue = MyStruct()

  var object: Any?
  var number: NSNumber?
  var decimal: NSDecimalNumber?
  var string: String?
  var string2: String?
  var mString: String?
  var data: Data?
  var mData: Data?
  var date: Date?
  var value: NSValue?
  var url: URL?

  var array: [Any]?
  var mArray: [YYTestDescriptionModel]?
  var dict: [String: Any]?
  var mDict: [String: YYTestDescriptionModel]?
  var set: Set<AnyHashable>?
  var mSet: Set<YYTestDescriptionModel>?

  override required init() { super.init() }
  override var description: String { yy_modelDescription() }
}

@Suite struct YYTestDescription {
  @Test func testDescription() {
    let model = YYTestDescriptionModel()
    model.string = "test"
    model.intValue = 100
    model.number = 123
    model.decimal = NSDecimalNumber(string: "456")
    model.value = NSValue(range: NSRange(location: 10, length: 5))
    model.date = Date()
    var bytes = Data()
    for i in 0..<1024 { withUnsafeBytes(of: Int32(i)) { bytes.append(contentsOf: $0) } }
    model.mData = bytes
    model.array = []
    model.dict = [:]
    model.set = []
    model.mArray = []
    model.mDict = [:]
    model.mSet = []
    for i in 0..<2 {
      let sub = YYTestDescriptionModel()
      sub.intValue = Int32(i)
      model.mArray?.append(sub)
      model.mDict?["\(i)"] = sub
      model.mSet?.insert(sub)
    }

    let description = model.description
    #expect(description.contains("test"))
    #expect(description.contains("100"))
    #expect(description.contains("123"))
    #expect(description.contains("456"))
    #expect(description.components(separatedBy: "YYTestDescriptionModel").count > 3)  // the sub-models
  }
}
