import DesignTestSupport
import Foundation
import Testing
import YYStyle

final class ArchivedUser: YYArchivedModel {
  var name = ""
  var age = 0
  var score: Double = 0
  var homepage: URL?
  var joined: Date?
  var tags: [String] = []
  var friend: ArchivedUser?
  var level: Level?
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

final class ArchivedShape: YYArchivedModel {
  var frame = CGRect.zero
  var origin = CGPoint.zero
  var size: CGSize?
  var range = NSRange(location: 0, length: 0)
  var counts: [Int] = []
  var hidden = false
}

@Suite struct SecureArchivingTests {
  /// YYModel archives CGSize, CGPoint and CGRect as NSValue (`_isStructAvailableForKeyedArchiver`), and
  /// not NSRange.
  @Test func cgStructsSurviveNSRangeDoesNot() throws {
    let shape = ArchivedShape()
    shape.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    shape.origin = CGPoint(x: -5, y: 6.5)
    shape.size = CGSize(width: 7, height: 8)
    shape.range = NSRange(location: 3, length: 4)
    let back = try secureRoundTrip(shape)
    #expect(back.frame == shape.frame)
    #expect(back.origin == shape.origin)
    #expect(back.size == shape.size)
    #expect(back.range == NSRange(location: 0, length: 0))
  }

  /// Swift Foundation's archiver stores the 0 once with the earlier `false`; the read-back undoes it.
  @Test func integersEqualToABoolSurvive() throws {
    let shape = ArchivedShape()
    shape.counts = [0, 1, 2]
    let back = try secureRoundTrip(shape)
    #expect(back.counts == [0, 1, 2])
    #expect(back.hidden == false)
  }

  @Test func anNSValueOfTheRightStructConvertsFromADictionary() throws {
    let shape = try #require(
      ArchivedShape.yy_model(with: [
        "frame": NSValue(rect: CGRect(x: 1, y: 1, width: 2, height: 2)),
        "origin": NSValue(size: CGSize(width: 1, height: 1)),
      ]))
    #expect(shape.frame == CGRect(x: 1, y: 1, width: 2, height: 2))
    #expect(shape.origin == .zero)  // an NSValue of another struct is ignored, as the objCType check does
  }
}
