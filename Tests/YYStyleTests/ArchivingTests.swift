import Foundation
import Testing
import YYStyle

final class ArchivedUser: NSObject, YYModel, NSCoding {
  var name = ""
  var age = 0
  var score: Double = 0
  var homepage: URL?
  var joined: Date?
  var tags: [String] = []
  var friend: ArchivedUser?
  var level: Level?

  override required init() { super.init() }
  func encode(with coder: NSCoder) { yy_modelEncode(with: coder) }
  required init?(coder: NSCoder) {
    super.init()
    yy_modelInit(with: coder)
  }
}

@Suite struct ArchivingTests {
  @Test func roundTripThroughNSKeyedArchiver() throws {
    let user = try #require(
      ArchivedUser.yy_model(with: [
        "name": "Ann", "age": 30, "score": 9.5, "homepage": "https://ann.example", "joined": "2014-01-20",
        "tags": ["a", "b"], "friend": ["name": "Bob", "age": 31], "level": 9,
      ]))
    let data = try NSKeyedArchiver.archivedData(withRootObject: user, requiringSecureCoding: false)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = false
    let back = try #require(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ArchivedUser)
    #expect(back.name == "Ann")
    #expect(back.age == 30)
    #expect(back.score == 9.5)
    #expect(back.homepage?.absoluteString == "https://ann.example")
    #expect(back.joined == Date(timeIntervalSince1970: 1_390_176_000))
    #expect(back.tags == ["a", "b"])
    #expect(back.friend?.name == "Bob")
    #expect(back.friend?.age == 31)
    #expect(back.level == .high)
    #expect(back.yy_modelIsEqual(user))  // nested models compare by value
  }

  @Test func keysTheArchiveLacksKeepTheirDefaults() throws {
    let user = ArchivedUser()
    user.name = "only"
    let data = try NSKeyedArchiver.archivedData(withRootObject: user, requiringSecureCoding: false)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = false
    let back = try #require(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ArchivedUser)
    #expect(back.name == "only")
    #expect(back.homepage == nil)
    #expect(back.friend == nil)
    #expect(unarchiver.error == nil)
  }
}
