import Foundation
import YYStyle

struct Book: YYModel {
  var name = ""
  var page = 0
  var desc: String?
  var bookID = 0
  var isbn: String?

  static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    ["name": "n", "page": "p", "desc": "ext.desc", "bookID": ["id", "ID", "book_id"]]
  }
}

/// Two properties on one key.
struct Twins: YYModel {
  var first = ""
  var second = ""
  var other = 0
  static func modelCustomPropertyMapper() -> [String: YYKeyMapping] { ["first": "k", "second": "k"] }
}

struct Scalars: YYModel {
  var bool = false
  var int = 0, int8: Int8 = 0, int16: Int16 = 0, int32: Int32 = 0, int64: Int64 = 0
  var uint: UInt = 0, uint8: UInt8 = 0, uint16: UInt16 = 0, uint32: UInt32 = 0, uint64: UInt64 = 0
  var float: Float = 0, double = 0.0, cgFloat: CGFloat = 0
  var optionalInt: Int? = 7
  var string = "", optionalString: String? = "keep"
  var url: URL?, date: Date?, data: Data?, decimal: Decimal?
  var plainURL = URL(string: "https://keep.example")!
  var suit: Suit = .hearts, level: Level?
  var point = CGPoint(x: 1, y: 1)
  var any: Any?
}

enum Suit: String { case hearts, spades }
enum Level: Int8 { case low = 1, high = 9 }

class Animal: YYModel {
  var name = ""
  let kind = "animal"
  required init() {}
}

class Mammal: Animal {
  var legs = 0
}

final class Dog: Mammal {
  var good = false
  weak var friend: Dog?
  lazy var lazyName: String = "lazy"
}

struct Listed: YYModel {
  var a = 0, b = 0, c = 0
  static func modelPropertyBlacklist() -> [String]? { ["a"] }
  static func modelPropertyWhitelist() -> [String]? { ["a", "b"] }
}

final class Owner: YYModel {
  var name = ""
  var pet = Pet()
  var maybe: Pet?
  var book = Book()
  required init() {}
}

class Pet: YYModel {
  var name = ""
  var age = 0
  required init() {}
  /// A Kitten when the dictionary purrs; Cat is not a Pet and is ignored.
  class func modelCustomClass(for dictionary: [String: Any]) -> (any YYModel.Type)? {
    if dictionary["purrs"] != nil { return Kitten.self }
    if dictionary["cat"] != nil { return Cat.self }
    return nil
  }
}

final class Cat: YYModel {
  var name = ""
  required init() {}
}

final class Shelter: YYModel {
  var pets: [Pet] = []
  var petSet: Set<Tag> = []
  var byName: [String: Pet] = [:]
  var loose: [Any] = []
  var strings: [String] = []
  var optionalPets: [Pet]?
  required init() {}
  static func modelContainerPropertyGenericClass() -> [String: Any.Type] { ["loose": Tag.self] }
}

struct Tag: YYModel, Hashable {
  var label = ""
}

final class Kitten: Pet {
  var purrs = false
}

final class Picky: YYModel {
  var value = 0
  required init() {}
  func modelCustomTransform(from dictionary: [String: Any]) -> Bool { value >= 0 }
}

final class PickyBox: YYModel {
  var items: [Picky] = []
  var one: Picky?
  required init() {}
}

struct Renamed: YYModel {
  var id = 0
  var name = ""
  mutating func modelCustomWillTransform(from dictionary: [String: Any]) -> [String: Any]? {
    guard dictionary["reject"] == nil else { return nil }
    var copy = dictionary
    copy["name"] = (dictionary["name"] as? String).map { $0.uppercased() }
    return copy
  }
  func modelCustomTransform(to dictionary: inout [String: Any]) -> Bool {
    dictionary["extra"] = true
    return id != 13
  }
}

struct Empty: YYModel {}
