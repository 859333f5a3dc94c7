import Foundation
import JSONText
import ModelAdapters
import ModelFixtures
import Testing
import YYStyle

/// The direct front end (`yy_model(directFromJSON:)`, `yy_modelToJSONDataDirect()`) against the
/// dictionary pipeline on the same metas: the same models from the same text, the same JSON back.
@Suite struct DirectFrontEndTests {
  /// The fixtures as given, and minified with raw UTF-8 (JSONSerialization's output, as servers send).
  static let documents: [(name: String, fixture: Fixture, minified: Bool)] = [
    ("github_user", .githubUser, false), ("weibo_status", .weiboStatus, false), ("twitter", .twitter, false),
    ("citm_catalog", .citmCatalog, false), ("twitter minified", .twitter, true),
    ("citm_catalog minified", .citmCatalog, true), ("canada", .canada, false),
    ("canada minified", .canada, true),
  ]

  @Test(arguments: documents.map(\.name))
  func readsAndWritesWhatTheDictionaryPipelineDoes(_ name: String) throws {
    let document = try #require(Self.documents.first { $0.name == name })
    var data = try document.fixture.data()
    if document.minified {
      data = try JSONSerialization.data(withJSONObject: try document.fixture.object())
    }
    switch document.fixture {
    case .githubUser: try check(GitHubUser.self, data)
    case .weiboStatus: try check(WeiboStatus.self, data)
    case .twitter: try check(TwitterSearch.self, data)
    case .citmCatalog: try check(CitmCatalog.self, data)
    case .canada: try check(CanadaFeatureCollection.self, data)
    }
  }

  private func check<M: YYModel>(_: M.Type, _ data: Data) throws {
    let both = try BothFrontEnds(M.self, data)
    #expect(both.direct.yy_modelIsEqual(both.viaDictionary))
    // The direct writer's text reads back as the dictionary pipeline's text does: the same bytes once
    // both are read and written again with sorted keys.
    #expect(both.written == both.expected)
  }

  /// Every member of github_user replaced in turn by each kind of JSON value: the direct reader's typed
  /// paths and its hand-over to the dictionary engine's coercions give the same model either way.
  @Test(arguments: [
    "null", "\"7\"", "\"\"", "7", "-7.5", "18446744073709551615", "1e30", "true", "[]", "[1,\"a\"]", "{}",
  ])
  func everyKindOfValueInEveryFieldMatchesTheDictionaryPipeline(_ replacement: String) throws {
    let object = try Fixture.githubUser.object()
    for key in object.keys.sorted() {
      var copy = object
      copy[key] = nil
      let rest = String(
        decoding: try JSONSerialization.data(withJSONObject: copy, options: .sortedKeys), as: UTF8.self)
      let text = "{\"\(key)\":\(replacement)," + rest.dropFirst()
      let viaDictionary = GitHubUser.yy_model(withJSON: Data(text.utf8))
      let direct = try GitHubUser.yy_model(directFromJSON: Data(text.utf8))
      switch (viaDictionary, direct) {
      case (nil, nil): break
      case (let expected?, let model?): #expect(model.yy_modelIsEqual(expected), "\(key): \(replacement)")
      default: Issue.record("\(key): \(replacement): one pipeline gave a model, the other nil")
      }
    }
  }

  /// Every prefix of a document is an error with an offset (or, for the whole text, a model): no trap.
  ///
  /// The document is weibo_status with each array cut to its first element and each string to 8
  /// characters: every Weibo model's shape, escapes and multi-byte text, at a sixth of the cost of the
  /// whole file (the sweep is quadratic). Each prefix is copied into a buffer of its own length, so that
  /// AddressSanitizer (`make sanitize`) sees a read past its end.
  @Test func everyTruncationIsAnErrorValue() throws {
    func shortened(_ value: Any) -> Any {
      switch value {
      case let array as [Any]: return array.prefix(1).map(shortened)
      case let object as [String: Any]: return object.mapValues(shortened)
      case let string as String: return String(string.prefix(8))
      default: return value
      }
    }
    let data = try JSONSerialization.data(
      withJSONObject: shortened(try Fixture.weiboStatus.object()), options: .sortedKeys)
    #expect(try WeiboStatus.yy_model(directFromJSON: data)?.user != nil)
    for length in 0..<data.count {
      let prefix = Data([UInt8](data.prefix(length)))
      #expect(throws: JSONTextError.self) { try WeiboStatus.yy_model(directFromJSON: prefix) }
    }
  }

  @Test(arguments: ["[]", "3", "\"a\"", "null", "[{\"login\":\"x\"}]"])
  func aTopLevelValueThatIsNoObjectGivesNil(_ text: String) throws {
    #expect(try GitHubUser.yy_model(directFromJSON: Data(text.utf8)) == nil)
    #expect(GitHubUser.yy_model(withJSON: Data(text.utf8)) == nil)
  }

  @Test func anErrorSaysWhereReadingStopped() throws {
    let error = #expect(throws: JSONTextError.self) {
      try GitHubUser.yy_model(directFromJSON: Data(#"{"login": "a", "id": 12,, }"#.utf8))
    }
    #expect(error?.offset == 24)
  }

  /// The difference the top comment names: a key given twice with objects, where the dictionary keeps
  /// the last object and the direct reader writes both into the nested model, in order.
  @Test func aRepeatedKeyIsReadInOrder() throws {
    let text = #"{"user": {"screen_name": "a", "id": 5}, "user": {"screen_name": "b"}}"#
    let direct = try #require(try WeiboStatus.yy_model(directFromJSON: Data(text.utf8)))
    let viaDictionary = try #require(WeiboStatus.yy_model(withJSON: Data(text.utf8)))
    #expect(direct.user?.screenName == "b")
    #expect(viaDictionary.user?.screenName == "b")
    #expect(direct.user?.userID == 5)
    #expect(viaDictionary.user?.userID == 0)
  }
}
