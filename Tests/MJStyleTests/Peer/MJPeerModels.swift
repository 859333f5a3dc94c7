// The models of CoderMJLee/MJExtension MJExtensionTests/Model/, in Swift, for the ported tests.
//
// Adapted because Swift forces it: C types become their Swift equivalents, `NSString *` an optional
// `String`, typed arrays Swift arrays; hooks named by the 4.0 refactor in the stored model files
// (`mj_objectClassInCollection`, `mj_classInfoInCollection`, `mj_locale`) are written with the released
// names (`mj_objectClassInArray`, `mj_numberLocale`). The category `NSObject+MJExtensionExample` that maps
// `ID` to `id` for every class is MJStudent's own mapping here (Swift has no category on every type).
import DesignTestSupport
import Foundation
import MJStyle

enum Sex: Int {
  case male, female
}

final class MJUser: NSObject, MJKeyValue {
  var name: String?
  var icon: String?
  var age: Int32 = 0
  var age2: UInt32 = 0
  var height: NSNumber?
  var money: NSDecimalNumber?
  var sex = Sex.male
  var gay = false
  var speed = 0
  var identifier: Int64 = 0
  var identifier2: UInt64 = 0
  var price: Double = 0
  var like: Int32 = 0
  var collect: Int32 = 0
  var rich = false
  /// Always false: the test data's `"alien": "yr Joking"`.
  var alien = false
  override required init() { super.init() }
}

final class MJFrenchUser: NSObject, MJKeyValue {
  var age: Int32 = 0
  var height: NSNumber?
  var money: NSDecimalNumber?
  var gay = false
  var speed = 0
  var identifier: Int64 = 0
  var price: Double = 0
  var like: Int32 = 0
  var collect: Int32 = 0
  var rich = false
  override required init() { super.init() }
  static func mj_numberLocale() -> Locale? { Locale(identifier: "fr_FR") }
}

final class MJStatus: NSObject, MJKeyValue {
  var text: String?
  var user: MJUser?
  var retweetedStatus: MJStatus?
  override required init() { super.init() }
}

final class MJAd: NSObject, MJKeyValue {
  var image: String?
  var url: URL?
  override required init() { super.init() }
}

final class MJStatusResult: NSObject, MJKeyValue {
  var statuses: [MJStatus] = []
  var ads: [MJAd] = []
  var totalNumber: NSNumber?
  var previousCursor: Int64 = 0
  var nextCursor: Int64 = 0
  override required init() { super.init() }
  static func mj_objectClassInArray() -> [String: Any.Type] { ["statuses": MJStatus.self, "ads": MJAd.self] }
}

final class MJBag: MJArchivedModel {
  var name: String?
  var price: Double = 0
  var isBig = false
  var weight = 0
}

final class MJStudent: NSObject, MJKeyValue {
  var ID: String?
  var otherName: String?
  var nowName: String?
  var oldName: String?
  var nameChangedTime: String?
  var desc: String?
  var bag: MJBag?
  var books: [Any]?
  var isAthlete = false
  override required init() { super.init() }
  static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    [
      "ID": "id",
      // The stored MJStudent.m maps "description"; the test data (and the files it was written with)
      // spell the key "desciption".
      "desc": "desciption",
      "oldName": "name.oldName",
      "nowName": "name.newName",
      "otherName": ["otherName", "name.newName", "name.oldName"],
      "nameChangedTime": "name.info[1].nameChangedTime",
      "bag": "other.bag",
    ]
  }
}

final class MJDog: NSObject, MJKeyValue {
  var nickName: String?
  var salePrice: Double = 0
  var runSpeed: Double = 0
  override required init() { super.init() }
  static func mj_replacedKeyFromPropertyName121(_ propertyName: String) -> String? {
    propertyName.mj_underlineFromCamel  // nickName -> nick_name
  }
}

final class MJBook: NSObject, MJKeyValue {
  var name: String?
  var publisher: String?
  var publishedTime: Date?
  override required init() { super.init() }

  static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }()

  func mj_newValue(fromOldValue oldValue: Any?, property: MJProperty) -> Any? {
    if property.name == "publisher" {
      if oldValue == nil || oldValue is NSNull { return "" }
    } else if property.type.valueType == Date.self {
      return (oldValue as? String).flatMap(Self.formatter.date(from:))
    }
    return oldValue
  }

  func mj_objectDidConvertToKeyValues(_ keyValues: inout [String: Any]) {
    keyValues["publishedTime"] = publishedTime.map(Self.formatter.string(from:))
  }
}

final class MJCat: NSObject, MJKeyValue {
  var name: String?
  var identifier: String?
  var address: String?
  var nicknames: [String] = []
  override required init() { super.init() }
  static func mj_objectClassInArray() -> [String: Any.Type] { ["nicknames": String.self] }
}

final class MJPerson: NSObject, MJKeyValue, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }
  var name: String?
  var friends: [MJPerson]?
  override required init() { super.init() }
  func encode(with coder: NSCoder) { mj_encode(with: coder) }
  required init?(coder: NSCoder) {
    super.init()
    mj_decode(with: coder)
  }
  static func mj_objectClassInArray() -> [String: Any.Type] { ["friends": MJPerson.self] }
}

/// SwiftModel/MJTester.swift: `@objc dynamic` is what KVC needs there; MJStyle needs nothing.
final class MJTester: NSObject, MJKeyValue {
  var isSpecialAgent = false
  var age = 0
  var name: String?
  var identifier: String?
  override required init() { super.init() }
}
