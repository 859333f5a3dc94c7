import Foundation
import MJStyle
import Testing

// Each test owns its types: the tables are global and tests run in parallel.
class SetupBase: MJKeyValue {
  var a = ""
  var b = ""
  var c = ""
  required init() {}
}

final class SetupChild: SetupBase {
  var d = ""
}

class ReplaceBase: MJKeyValue {
  var name = ""
  var items: [Any] = []
  required init() {}
}

final class ReplaceChild: ReplaceBase {}

final class NewValueModel: MJKeyValue {
  var name = ""
  var count = 0
  required init() {}
}

@Suite struct SetupTests {
  @Test func namesSetOnASuperclassApplyToSubclassesAndSettingAgainReplaces() throws {
    SetupBase.mj_setupIgnoredPropertyNames { ["a"] }
    let first = try #require(SetupChild.mj_object(withKeyValues: ["a": "1", "b": "2", "c": "3", "d": "4"]))
    #expect(first.a == "")
    #expect(first.b == "2")
    #expect(first.d == "4")
    SetupBase.mj_setupIgnoredPropertyNames { ["b"] }
    let second = try #require(SetupChild.mj_object(withKeyValues: ["a": "1", "b": "2"]))
    #expect(second.a == "1")
    #expect(second.b == "")
    SetupChild.mj_setupAllowedPropertyNames { ["c", "d"] }
    let third = try #require(SetupChild.mj_object(withKeyValues: ["a": "1", "c": "3", "d": "4"]))
    #expect(third.a == "")
    #expect(third.c == "3")
  }

  @Test func replacedKeysAndArrayClassesAtRunTime() throws {
    ReplaceBase.mj_setupReplacedKeyFromPropertyName { ["name": "n"] }
    ReplaceBase.mj_setupObjectClassInArray { ["items": MJPet.self] }
    let child = try #require(ReplaceChild.mj_object(withKeyValues: ["n": "x", "items": [["name": "p"]]]))
    #expect(child.name == "x")
    #expect((child.items.first as? MJPet)?.name == "p")
    ReplaceBase.mj_setupReplacedKeyFromPropertyName { ["name": "title"] }
    #expect(ReplaceChild.mj_object(withKeyValues: ["title": "y"])?.name == "y")
    ReplaceBase.mj_setupReplacedKeyFromPropertyName121 { $0 == "name" ? "NAME" : nil }
    #expect(ReplaceChild.mj_object(withKeyValues: ["NAME": "z", "title": "no"])?.name == "z")
  }

  @Test func newValueClosureAtRunTime() throws {
    NewValueModel.mj_setupNewValueFromOldValue { _, old, property in
      property.name == "count" && old == nil ? 42 : old
    }
    let model = try #require(NewValueModel.mj_object(withKeyValues: ["name": "n"]))
    #expect(model.count == 42)
    #expect(model.name == "n")
  }
}
