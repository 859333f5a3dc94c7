// The property list YYModelTests' models repeat in YYTestAutoTypeConvert.m, YYTestModelToJSON.m,
// YYTestCopyingAndCoding.m and YYTestDescription.m, declared once: each test's model subclasses it and
// overrides the hooks it needs (the README's pattern for hooks on class hierarchies). `long double`,
// `Class`, `SEL`, block and pointer properties cannot exist here; C types become their Swift equivalents,
// Foundation containers Swift ones, and `NSObject *object` `Any?`. The containers are a base class of
// their own, YYTestModelMapper.m's container model.
import Foundation
import YYStyle

class YYTestAllTypesModel: YYTestContainersModel {
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

}

/// The six container properties, which YYTestModelMapper.m's container model declares alone, with the
/// hooks their subclasses override.
class YYTestContainersModel: NSObject, YYModel {
  var array: [Any]?
  var mArray: [Any]?
  var dict: [String: Any]?
  var mDict: [String: Any]?
  var set: Set<AnyHashable>?
  var mSet: Set<AnyHashable>?

  override required init() { super.init() }

  class func modelCustomPropertyMapper() -> [String: YYKeyMapping] { [:] }
  class func modelContainerPropertyGenericClass() -> [String: Any.Type] { [:] }
}
