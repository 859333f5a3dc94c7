import Foundation
import MJStyle

struct TitledBook: MJKeyValue {
  var name = ""
  var time: String?
  var bookID = 0
  var publisher = "kept"
  var pages = 0
  var price: Double = 0
  static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    ["time": "name.info[1].time", "bookID": ["id", "ID", "book_id"], "name": "title"]
  }
}

/// The 121 rule wins over replaced keys, which win over the name.
struct SnakeUser: MJKeyValue {
  var userName = ""
  var homePage = ""
  var age = 0
  static func mj_replacedKeyFromPropertyName121(_ propertyName: String) -> String? {
    propertyName == "age" ? nil : propertyName.mj_underlineFromCamel
  }
  static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    ["homePage": "never_used", "age": "years"]
  }
}

struct Numbers: MJKeyValue {
  var int = 0, int8: Int8 = 0, int64: Int64 = 0, uint64: UInt64 = 0, double = 0.0, float: Float = 0
  var bool = false, decimal = Decimal(0), optionalInt: Int? = nil
  var string = "", url: URL?, date: Date?, urls: [URL] = []
  let constant = "let"
  var suit: Suit = .hearts
}

struct FrenchNumbers: MJKeyValue {
  var amount = 0.0
  static func mj_numberLocale() -> Locale? { Locale(identifier: "fr_FR") }
}

enum Suit: String { case hearts, spades }

final class MJOwner: MJKeyValue {
  var name = ""
  var pet: MJPet?
  var pets: [MJPet] = []
  var loose: [Any] = []
  required init() {}
  static func mj_objectClassInArray() -> [String: Any.Type] { ["loose": MJPet.self] }
}

final class MJPet: MJKeyValue {
  var name = ""
  var age = 0
  required init() {}
}

struct Defaults: MJKeyValue {
  var name = ""
  var missing = ""
  func mj_newValue(fromOldValue oldValue: Any?, property: MJProperty) -> Any? {
    if property.name == "missing", oldValue == nil { return "default" }
    if property.name == "name", let old = oldValue as? String { return old + "!" }
    return oldValue
  }
}

final class KVCNames: MJKeyValue {
  var _hidden = 0
  var isReady = false
  var plain = ""
  weak var weakRef: MJPet?
  required init() {}
}

final class Export: MJKeyValue {
  var name: String? = "n"
  var missing: String? = nil
  var url: URL? = URL(string: "https://a.example/x")
  var pet: MJPet? = MJPet()
  var pets: [MJPet] = [MJPet()]
  var first = "f"
  var second = "s"
  var date: Date? = nil
  required init() {}
  static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    ["first": "a.b[2].c", "second": "a.d"]
  }
}
