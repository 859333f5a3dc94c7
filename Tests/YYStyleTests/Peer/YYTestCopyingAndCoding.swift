// Ported from ibireme/YYModel YYModelTests/YYTestCopyingAndCoding.m: the same inputs and expected values.
//
// Adapted because Swift forces it:
// - `my_struct` loses its `long double` member (Float80 has no Foundation bridge here).
// - The archive is made and read with secure coding, the way the README tells users to; the original
//   used the insecure `archivedDataWithRootObject:`.
// - An NSValue of a range stands in for the CATransform3D one (QuartzCore is not on Linux).
// Cannot exist on Linux, so not ported: the `Class`, `SEL`, block, `void *` and `CFArrayRef` properties
// (Objective-C runtime and CoreFoundation types), CGAffineTransform, UIEdgeInsets, UIOffset and the
// CATransform3D property (UIKit/QuartzCore), and the code-coverage calls of `yy_modelEncodeWithCoder:` on NSArray
// and NSNull (YYModel is a category on NSObject; YYStyle is a protocol models adopt).
import DesignTestSupport
import Foundation
import Testing
import YYStyle

struct MyStruct {
  var a: Int32 = 0
  var b: Double = 0
}

final class YYTestModelHashModel: YYTestAllTypesModel, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }

  var valueValue: NSValue?
  var sizeValue = CGSize.zero
  var rectValue = CGRect.zero
  var myStructValue = MyStruct()  // invalid for NSKeyedArchiver/Unarchiver

  required init() { super.init() }
  func encode(with coder: NSCoder) { yy_modelEncode(with: coder) }
  required init?(coder: NSCoder) {
    super.init()
    yy_modelInit(with: coder)
  }
  override func copy() -> Any { yy_modelCopy() }
  override var hash: Int { yy_modelHash() }
  override func isEqual(_ object: Any?) -> Bool { object.map(yy_modelIsEqual) ?? false }
}

@Suite struct YYTestEqualAndHash {
  @Test func testHash() {
    let model1 = YYTestModelHashModel()
    let model2 = YYTestModelHashModel()
    #expect(model1.isEqual(model2))

    model1.intValue = 1
    #expect(!model1.isEqual(model2))
    model2.intValue = 1
    #expect(model1.isEqual(model2))

    model1.string = "Apple"
    #expect(!model1.isEqual(model2))
    model2.string = "Apple"
    #expect(model1.isEqual(model2))

    var my = MyStruct()
    my.b = 12.34
    model1.myStructValue = my
    #expect(!model1.isEqual(model2))
    model2.myStructValue = my
    #expect(model1.isEqual(model2))
  }

  @Test func testCopying() {
    let model1 = YYTestModelHashModel()
    model1.intValue = 1
    model1.floatValue = 12.34
    model1.myStructValue = MyStruct(b: 56.78)
    model1.string = "Apple"
    let model2 = model1.copy() as! YYTestModelHashModel
    #expect(model2 !== model1)
    #expect(model1.intValue == model2.intValue)
    #expect(model1.floatValue == model2.floatValue)
    #expect(model1.myStructValue.b == model2.myStructValue.b)
    #expect(model1.string == model2.string)
  }

  @Test func testCoding() throws {
    let model1 = YYTestModelHashModel()
    model1.intValue = 1
    model1.floatValue = 12.34
    model1.number = 1234
    model1.string = "Apple"
    model1.sizeValue = CGSize(width: 12, height: 34)
    model1.myStructValue = MyStruct(b: 56.78)
    // CATransform3D does not exist here: an NSValue of a range stands in for the original's.
    model1.valueValue = NSValue(range: NSRange(location: 1, length: 2))

    let model2 = try secureRoundTrip(model1)

    #expect(model1.intValue == model2.intValue)
    #expect(model1.floatValue == model2.floatValue)
    #expect(model1.number == model2.number)
    #expect(model1.string == model2.string)
    #expect(model1.sizeValue == model2.sizeValue)
    #expect(model2.myStructValue.b == 0)  // ignore in NSKeyedArchiver
    #expect(model2.valueValue == nil)  // ignore in NSKeyedArchiver
  }
}
