// Ported from ibireme/YYModel YYModelTests/YYTestBlacklistWhitelist.m: the same inputs and expected
// values.
import Foundation
import Testing
import YYStyle

final class YYTestBlacklistModel: NSObject, YYModel {
  var a: String?
  var b: String?
  var c: String?
  override required init() { super.init() }
  static func modelPropertyBlacklist() -> [String]? { ["a", "d"] }
}

final class YYTestWhitelistModel: NSObject, YYModel {
  var a: String?
  var b: String?
  var c: String?
  override required init() { super.init() }
  static func modelPropertyWhitelist() -> [String]? { ["a", "d"] }
}

final class YYTestBlackWhitelistModel: NSObject, YYModel {
  var a: String?
  var b: String?
  var c: String?
  override required init() { super.init() }
  static func modelPropertyBlacklist() -> [String]? { ["a", "d"] }
  static func modelPropertyWhitelist() -> [String]? { ["a", "b", "d"] }
}

@Suite struct YYTestBlacklistWhitelist {
  let json = #"{"a":"A", "b":"B", "c":"C", "d":"D"}"#

  @Test func testBlacklist() throws {
    let model = try #require(YYTestBlacklistModel.yy_model(withJSON: json))
    #expect(model.a == nil)
    #expect(model.b != nil)
    #expect(model.c != nil)
    let dic = model.yy_modelToJSONObject() as? [String: Any]
    #expect(dic?["a"] == nil)
    #expect(dic?["b"] != nil)
    #expect(dic?["c"] != nil)
  }

  @Test func testWhitelist() throws {
    let model = try #require(YYTestWhitelistModel.yy_model(withJSON: json))
    #expect(model.a != nil)
    #expect(model.b == nil)
    #expect(model.c == nil)
    let dic = model.yy_modelToJSONObject() as? [String: Any]
    #expect(dic?["a"] != nil)
    #expect(dic?["b"] == nil)
    #expect(dic?["c"] == nil)
  }

  @Test func testBlackWhitelist() throws {
    let model = try #require(YYTestBlackWhitelistModel.yy_model(withJSON: json))
    #expect(model.a == nil)
    #expect(model.b != nil)
    #expect(model.c == nil)
    let dic = model.yy_modelToJSONObject() as? [String: Any]
    #expect(dic?["a"] == nil)
    #expect(dic?["b"] != nil)
    #expect(dic?["c"] == nil)
  }
}
