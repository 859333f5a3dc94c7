import Foundation
import MJStyle
import Testing

@Suite struct MJCoercionTests {
  @Test func stringsIntoNumbers() throws {
    let model = try #require(
      Numbers.mj_object(withKeyValues: [
        "int": "40个", "int8": "300", "int64": "9223372036854775807", "uint64": "18446744073709551615",
        "double": "120.5", "float": "收藏5", "optionalInt": "120.5",
      ]))
    #expect(model.int == 40)
    #expect(model.int8 == 44)  // 300 truncated as charValue does
    #expect(model.int64 == Int64.max)
    #expect(model.uint64 == UInt64.max)
    #expect(model.double == 120.5)
    #expect(model.float == 0)
    #expect(model.optionalInt == 120)
  }

  @Test func localeOfNumbers() throws {
    let model = try #require(FrenchNumbers.mj_object(withKeyValues: ["amount": "100,9"]))
    #expect(model.amount == 100.9)
  }

  @Test(arguments: [
    ("yes", true), ("TRUE", true), ("No", false), ("false", false), ("maybe", false), ("1", true),
  ])
  func boolSpellings(_ text: String, _ expected: Bool) throws {
    let model = try #require(Numbers.mj_object(withKeyValues: ["bool": text]))
    #expect(model.bool == expected)
  }

  @Test func numbersStringsAndURLs() throws {
    let model = try #require(
      Numbers.mj_object(withKeyValues: [
        "string": 1.5, "url": "https://a.example/a b", "decimal": 12,
        "urls": ["https://a.example", 3, "https://b.example"],
      ]))
    #expect(model.string == "1.5")
    #expect(model.url?.absoluteString == "https://a.example/a%20b")
    #expect(model.decimal == 12)
    #expect(model.urls.map(\.absoluteString) == ["https://a.example", "https://b.example"])
    let fromURL = try #require(
      Numbers.mj_object(withKeyValues: ["string": URL(string: "https://u.example")!]))
    #expect(fromURL.string == "https://u.example")
  }

  @Test func mismatchesAreDroppedAndDatesNotConverted() throws {
    var model = Numbers()
    model.string = "kept"
    let converted = model.mj_setKeyValues(["string": [1, 2], "date": "2015-01-01", "int": ["no"]])
    #expect(converted)
    #expect(model.string == "kept")
    #expect(model.date == nil)
    #expect(model.int == 0)
  }

  @Test func letFieldsAreWrittenAndEnumsFromRawValues() throws {
    let model = try #require(Numbers.mj_object(withKeyValues: ["constant": "written", "suit": "spades"]))
    #expect(model.constant == "written")
    #expect(model.suit == .spades)
  }
}

@Suite struct MJNestingTests {
  @Test func nestedModelsAndArrays() throws {
    let owner = try #require(
      MJOwner.mj_object(withKeyValues: [
        "name": "o", "pet": ["name": "p", "age": "3"], "pets": [["name": "a"], "x", ["name": "b"]],
        "loose": [["name": "l"]],
      ]))
    #expect(owner.pet?.name == "p")
    #expect(owner.pet?.age == 3)
    #expect(owner.pets.map(\.name) == ["a", "b"])
    #expect((owner.loose.first as? MJPet)?.name == "l")
  }

  @Test func aNestedModelIsReplacedNotUpdated() throws {
    let owner = MJOwner()
    let pet = MJPet()
    pet.age = 5
    owner.pet = pet
    owner.mj_setKeyValues(["pet": ["name": "new"]])
    #expect(owner.pet !== pet)
    #expect(owner.pet?.age == 0)
  }
}

final class MJNumbered: NSObject, MJKeyValue {
  var year: NSNumber?
  var price: NSDecimalNumber?
  var pages: [[MJAd]] = []
  override required init() { super.init() }
  static func mj_objectClassInArray() -> [String: Any.Type] { ["pages": MJAd.self] }
}

@Suite struct MJPeerGapTests {
  /// MJPropertyType marks NSNumber (and subclasses) a number type, so a string is parsed for it.
  @Test func nsNumberPropertiesTakeNumbersFromStrings() throws {
    let model = try #require(MJNumbered.mj_object(withKeyValues: ["year": "2014", "price": "12.50"]))
    #expect(model.year == NSNumber(value: 2014))
    #expect(model.price == NSDecimalNumber(string: "12.50"))
    let fraction = try #require(MJNumbered.mj_object(withKeyValues: ["year": "-3.5"]))
    #expect(fraction.year?.doubleValue == -3.5)
  }

  /// `mj_objectArrayWithKeyValuesArray:` recurses into an element that is itself an array.
  @Test func arraysOfArraysOfModels() throws {
    let model = try #require(
      MJNumbered.mj_object(withKeyValues: [
        "pages": [[["image": "a"], ["image": "b"]], [["image": "c"]], ["image": "loose"]]
      ]))
    // A lone model is no [MJAd]: dropped.
    #expect(model.pages.map { $0.map { $0.image ?? "" } } == [["a", "b"], ["c"]])
  }
}
