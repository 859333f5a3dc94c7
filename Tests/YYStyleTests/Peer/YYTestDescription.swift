// Ported from ibireme/YYModel YYModelTests/YYTestDescription.m: the same model and values.
//
// The original only logs the description; a test that cannot fail proves nothing, so the port also
// checks that the values set appear in it.
// Cannot exist on Linux, so not ported: `long double`, `Class`, `SEL`, block, `void *`, `char *` and
// `CFArrayRef` properties, CGAffineTransform, UIEdgeInsets and UIOffset, and the C union (Swift has none).
import Foundation
import Testing
import YYStyle

final class YYTestDescriptionModel: YYTestAllTypesModel {
  var valueValue: NSValue?
  var sizeValue = CGSize.zero
  var rectValue = CGRect.zero
  var myStructValue = MyStruct()
  var string2: String?

  required init() { super.init() }
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
      model.mSet?.insert(AnyHashable(sub))
    }

    let description = model.description
    #expect(description.contains("test"))
    #expect(description.contains("100"))
    #expect(description.contains("123"))
    #expect(description.contains("456"))
    #expect(description.components(separatedBy: "YYTestDescriptionModel").count > 3)  // the sub-models
  }
}
