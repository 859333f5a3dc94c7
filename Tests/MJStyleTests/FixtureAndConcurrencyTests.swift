import Foundation
import MJStyle
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing

@Suite struct MJFixtureTests {
  @Test func githubUserDecodeEncodeDecode() throws {
    let input = try Fixture.githubUser.object()
    let user = try #require(GitHubUser.mj_object(withKeyValues: input))
    #expect(user.login == "facebook")
    #expect(user.userID == 69631)
    #expect(user.siteAdmin == false)
    #expect(user.company == nil)
    #expect(user.publicRepos == 147)
    let text = try #require(user.mj_JSONString())
    let again = try #require(GitHubUser.mj_object(withKeyValues: text))
    #expect(NSDictionary(dictionary: again.mj_keyValues()) == NSDictionary(dictionary: user.mj_keyValues()))
    #expect(
      NSDictionary(dictionary: user.mj_keyValues())
        == NSDictionary(dictionary: GitHubUser(handWritten: input).mj_keyValues()))
  }

  @Test func weiboStatusDecodeEncodeDecode() throws {
    let input = try Fixture.weiboStatus.object()
    let status = try #require(WeiboStatus.mj_object(withKeyValues: input))
    #expect(status.statusID == 3_887_674_148_022_737)
    #expect(status.createdAt == nil)  // MJExtension has no date conversion
    #expect(status.user?.screenName == "范冰冰")
    #expect(status.user?.icons.count == 1)
    #expect(status.picInfos.count == 9)  // through the fixture's mj_newValue hook
    #expect(status.picInfos["eb8fce65jw1ew466y3zltj20hs0gstar"]?.large?.width == 640)  // "640" as a string
    #expect(status.thumbnailPic?.host == "ww4.sinaimg.cn")
    let text = try #require(status.mj_JSONString())
    let again = try #require(WeiboStatus.mj_object(withKeyValues: text))
    #expect(NSDictionary(dictionary: again.mj_keyValues()) == NSDictionary(dictionary: status.mj_keyValues()))
  }

  @Test func archivingRoundTrip() throws {
    let codec = try #require(MJStyleImplementation().codec(for: WeiboStatus.self))
    let status = try codec.decodeObject(try Fixture.weiboStatus.object())
    let archive = try #require(codec.archive)
    let unarchive = try #require(codec.unarchive)
    let back = try unarchive(try archive(status))
    #expect(back.user?.name == "范冰冰")
    #expect(back.picInfos.count == 9)
    #expect(NSDictionary(dictionary: back.mj_keyValues()) == NSDictionary(dictionary: status.mj_keyValues()))
  }

  @Test func manyThreadsGetTheSameResults() async throws {
    let reference = try #require(
      WeiboStatus.mj_object(withKeyValues: try Fixture.weiboStatus.object())?.mj_keyValues())
    let referenceText = try #require(sortedJSON(reference))
    let results = await withTaskGroup(of: String?.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let input = (try? Fixture.weiboStatus.object()) ?? [:]
          var last: String?
          for _ in 0..<30 {
            last = WeiboStatus.mj_object(withKeyValues: input).flatMap { sortedJSON($0.mj_keyValues()) }
          }
          return last
        }
      }
      var all: [String?] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == referenceText })
  }
}

func sortedJSON(_ object: Any) -> String? {
  guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
    return nil
  }
  return String(data: data, encoding: .utf8)
}
