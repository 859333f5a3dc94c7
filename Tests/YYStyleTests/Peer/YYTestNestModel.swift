// Ported from ibireme/YYModel YYModelTests/YYTestNestModel.m: the same inputs and expected values.
import Foundation
import Testing
import YYStyle

final class YYTestNestUser: NSObject, YYModel {
  var uid: UInt64 = 0
  var name: String?
  override required init() { super.init() }
}

final class YYTestNestRepo: NSObject, YYModel {
  var repoID: UInt64 = 0
  var name: String?
  var user: YYTestNestUser?
  override required init() { super.init() }
}

@Suite struct YYTextNestModel {
  @Test func test() throws {
    let json = #"{"repoID":1234,"name":"YYModel","user":{"uid":5678,"name":"ibireme"}}"#
    let repo = try #require(YYTestNestRepo.yy_model(withJSON: json))
    #expect(repo.repoID == 1234)
    #expect(repo.name == "YYModel")
    #expect(repo.user?.uid == 5678)
    #expect(repo.user?.name == "ibireme")

    let jsonObject = repo.yy_modelToJSONObject() as? [String: Any]
    #expect(jsonObject?["name"] as? String == "YYModel")
    #expect((jsonObject?["user"] as? [String: Any])?["name"] as? String == "ibireme")

    #expect(repo.yy_modelSet(withJSON: ["name": "YYImage", "user": ["name": "bot"]]))
    #expect(repo.repoID == 1234)
    #expect(repo.name == "YYImage")
    #expect(repo.user?.uid == 5678)
    #expect(repo.user?.name == "bot")
  }
}
