import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing
import XYYStyle

@Suite struct XYYExportTests {
  @Test func modelToDictionary() throws {
    var values = Values()
    values.child = Child(name: "c")
    values.children = [Child(name: "a")]
    values.date = Date(timeIntervalSince1970: 0)
    values.optionalString = nil
    values.tags = ["t"]
    let json = values.xyy_convertToDictionary(forJson: true)
    #expect(json["int"] as? Int == 5)
    #expect(json["optionalString"] is NSNull)
    #expect((json["child"] as? [String: Any])?["name"] as? String == "c")
    #expect((json["children"] as? [[String: Any]])?.first?["name"] as? String == "a")
    #expect(json["size"] as? String == "{1, 1}")
    #expect(json["tags"] as? [String] == ["t"])
    #expect(json["date"] as? String == "1970-01-01 00:00:00 +0000")
    #expect(json["url"] as? String == "https://keep.example")
    #expect(json["suit"] as? String == "hearts")
    #expect(JSONSerialization.isValidJSONObject(json))
    let plain = values.xyy_convertToDictionary(forJson: false)
    // nil is NSNull in both forms (XYYModel.m: `value ?: [NSNull null]`).
    #expect(plain["optionalString"] is NSNull)
    #expect(plain["date"] as? Date == Date(timeIntervalSince1970: 0))  // objects left as they are
    #expect(plain["child"] as? Child == Child(name: "c"))
    #expect((plain["size"] as? NSValue)?.sizeValue == CGSize(width: 1, height: 1))  // structs boxed
    #expect(plain["int"] as? NSNumber == 5)
    #expect(
      Set(values.xyy_convertToDictionary(withKeys: ["int", "string"], forJson: true).keys) == [
        "int", "string",
      ])
    #expect(values.xyy_value(forKey: "int", forJson: true) as? Int == 5)
    let thermometer = Thermometer.xyy_model(with: ["celsius": 21])!
    #expect(thermometer.xyy_convertToDictionary(forJson: true)["celsius"] as? String == "21.0°C")
  }
}

/// Types used only by the eviction test, so that their metadata competes for a tiny cache.
final class EvictionA: XYYJsonModel {
  var a = 0, b = "", c = 0.0, d = false, e = 0, f = ""
  required init() {}
}

@Suite(.serialized) struct XYYCacheTests {
  @Test func evictionKeepsConversionsCorrectAndThreadsAreSafe() async throws {
    let cache = XYYPropertyCache(countLimit: 2)
    #expect(cache.countLimit == 2)
    let original = Values.xyy_propertyCacheCountLimit
    Values.xyy_propertyCacheCountLimit = 3
    defer { Values.xyy_propertyCacheCountLimit = original }
    let before = XYYPropertyCache.shared.evictionCount
    let input: [String: Any] = ["a": 1, "b": "two", "c": 3.5, "d": true, "e": 5, "f": "six"]
    let results = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let input: [String: Any] = ["a": 1, "b": "two", "c": 3.5, "d": true, "e": 5, "f": "six"]
          var ok = true
          for _ in 0..<200 {
            let model = EvictionA.xyy_model(with: input)!
            ok =
              ok && model.a == 1 && model.b == "two" && model.c == 3.5 && model.d && model.e == 5
              && model.f == "six"
          }
          return ok
        }
      }
      var all: [Bool] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results == Array(repeating: true, count: 8))
    // (The count itself is not asserted: another suite squeezes the same shared cache at the same time.)
    #expect(XYYPropertyCache.shared.evictionCount > before)
    let single = EvictionA.xyy_model(with: input)!
    #expect(single.f == "six")
  }
}

@Suite struct XYYFixtureTests {
  @Test func githubUserDecodeEncodeDecode() throws {
    let input = try Fixture.githubUser.object()
    let user = GitHubUser.xyy_model(with: input)!
    #expect(user.login == "facebook")
    #expect(user.userID == 69631)
    #expect(user.company == nil)
    #expect(user.publicRepos == 147)
    let json = user.xyy_convertToDictionary(forJson: true)
    #expect(json["company"] is NSNull)
    let again = GitHubUser.xyy_model(with: json)!
    #expect(
      NSDictionary(dictionary: again.xyy_convertToDictionary(forJson: true)) == NSDictionary(dictionary: json)
    )
  }

  @Test func weiboStatusDecodeEncodeDecode() throws {
    let input = try Fixture.weiboStatus.object()
    let status = WeiboStatus.xyy_model(with: input)!
    #expect(status.statusID == 3_887_674_148_022_737)
    #expect(status.user?.screenName == "范冰冰")
    #expect(status.picInfos.count == 9)
    #expect(status.picInfos["eb8fce65jw1ew466y3zltj20hs0gstar"]?.large?.width == 640)
    #expect(status.thumbnailPic?.host == "ww4.sinaimg.cn")  // through the fixture's URL converters
    #expect(status.createdAt == Date(timeIntervalSince1970: 1_442_377_209))
    let json = status.xyy_convertToDictionary(forJson: true)
    let again = WeiboStatus.xyy_model(with: json)!
    #expect(
      NSDictionary(dictionary: again.xyy_convertToDictionary(forJson: true)) == NSDictionary(dictionary: json)
    )
  }
}
