import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing
import YYStyle

@Suite struct FixtureRoundTripTests {
  @Test func githubUserDecodeEncodeDecode() throws {
    let input = try Fixture.githubUser.object()
    let user = try #require(GitHubUser.yy_model(with: input))
    #expect(user.login == "facebook")
    #expect(user.userID == 69631)
    #expect(user.avatarURL == "https://avatars.githubusercontent.com/u/69631?v=3")
    #expect(user.siteAdmin == false)
    #expect(user.company == nil)
    #expect(user.publicRepos == 147)
    #expect(user.publicGists == 12)
    #expect(user.bio?.hasPrefix("We work hard") == true)
    let json = try #require(user.yy_modelToJSONObject() as? [String: Any])
    #expect(json["company"] == nil)
    #expect(json["id"] as? UInt64 == 69631)
    let text = try #require(user.yy_modelToJSONString())
    let again = try #require(GitHubUser.yy_model(withJSON: text))
    #expect(again.yy_modelIsEqual(user))
    // The same as the hand-written conversion.
    #expect(GitHubUser(handWritten: input).yy_modelIsEqual(user))
  }

  @Test func weiboStatusDecodeEncodeDecode() throws {
    let input = try Fixture.weiboStatus.object()
    let status = try #require(WeiboStatus.yy_model(with: input))
    #expect(status.statusID == 3_887_674_148_022_737)
    #expect(status.createdAt == Date(timeIntervalSince1970: 1_442_377_209))
    #expect(status.user?.screenName == "范冰冰")
    #expect(status.user?.followersCount == 39_082_009)
    #expect(status.user?.icons.count == 1)
    #expect(status.user?.badge["zongyiji"] == 1)
    #expect(status.user?.userClass == 1)
    #expect(status.picIDs.count == 9)
    #expect(status.picInfos.count == 9)
    #expect(status.picInfos["eb8fce65jw1ew468zkxcgj237k1t01l0"]?.large?.width == 720)
    #expect(status.picInfos["eb8fce65jw1ew468zkxcgj237k1t01l0"]?.large?.type == "JPEG")
    #expect(status.bizFeature == 4_294_967_300)
    #expect(status.visible?.type == 0)
    #expect(status.thumbnailPic?.host == "ww4.sinaimg.cn")
    let text = try #require(status.yy_modelToJSONString())
    let again = try #require(WeiboStatus.yy_model(withJSON: text))
    #expect(again.yy_modelIsEqual(status))
    #expect(WeiboStatus(handWritten: input).yy_modelIsEqual(status))
  }
}
