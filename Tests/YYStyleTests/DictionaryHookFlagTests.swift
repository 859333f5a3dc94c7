import Foundation
import Testing
import YYStyle

/// The four hooks that take the JSON dictionary are called only when the type's `modelDictionaryHooks`
/// names them, by the dictionary engine as by the direct front end: the original asks its `_hasCustom…`
/// flags (`respondsToSelector:`, once per class) before each call. A meta keeps its type's hooks, so each
/// set of hooks is a type of its own.
@Suite(.serialized) struct DictionaryHookFlagTests {
  protocol HookSet { static var hooks: YYDictionaryHooks { get } }
  enum AllHooks: HookSet { static var hooks: YYDictionaryHooks { .all } }
  enum NoHooks: HookSet { static var hooks: YYDictionaryHooks { [] } }
  enum ClassAndTo: HookSet { static var hooks: YYDictionaryHooks { [.customClass, .transformTo] } }
  enum WillAndFrom: HookSet { static var hooks: YYDictionaryHooks { [.willTransform, .transformFrom] } }

  /// Counts the calls of each hook (the suite runs its tests one at a time).
  nonisolated(unsafe) static var calls: [String: Int] = [:]

  /// A model whose hooks all do something visible.
  class Hooked<Named: HookSet>: YYModel, @unchecked Sendable {
    var name = ""
    var child: Hooked<Named>?
    var children: [Hooked<Named>] = []
    required init() {}

    class var modelDictionaryHooks: YYDictionaryHooks { Named.hooks }
    class func modelCustomClass(for dictionary: [String: Any]) -> (any YYModel.Type)? {
      DictionaryHookFlagTests.calls["customClass", default: 0] += 1
      return dictionary["special"] != nil ? Special<Named>.self : nil
    }
    func modelCustomWillTransform(from dictionary: [String: Any]) -> [String: Any]? {
      DictionaryHookFlagTests.calls["willTransform", default: 0] += 1
      var changed = dictionary
      changed["name"] = "will \(dictionary["name"] ?? "")"
      return changed
    }
    func modelCustomTransform(from dictionary: [String: Any]) -> Bool {
      DictionaryHookFlagTests.calls["transformFrom", default: 0] += 1
      return name != "will refused"
    }
    func modelCustomTransform(to dictionary: inout [String: Any]) -> Bool {
      DictionaryHookFlagTests.calls["transformTo", default: 0] += 1
      dictionary["added"] = true
      return true
    }
  }

  final class Special<Named: HookSet>: Hooked<Named>, @unchecked Sendable {}

  @Test func onlyTheNamedHooksAreCalled() throws {
    try check(AllHooks.self)
    try check(NoHooks.self)
    try check(ClassAndTo.self)
    try check(WillAndFrom.self)
  }

  /// Each hook named is called for the root and its two nested models; a hook left out never is.
  private func check<Named: HookSet>(_: Named.Type) throws {
    Self.calls = [:]
    let input: [String: Any] = [
      "name": "root", "child": ["name": "one", "special": 1], "children": [["name": "two"]],
    ]
    let hooks = Named.hooks
    let model = try #require(Hooked<Named>.yy_model(with: input))
    let dictionary = try #require(model.yy_modelToJSONObject() as? [String: Any])
    let named: [(YYDictionaryHooks, String)] = [
      (.customClass, "customClass"), (.willTransform, "willTransform"),
      (.transformFrom, "transformFrom"), (.transformTo, "transformTo"),
    ]
    for (hook, name) in named {
      #expect(Self.calls[name] == (hooks.contains(hook) ? 3 : nil), "\(name) of \(Named.self)")
    }
    let will = hooks.contains(.willTransform) ? "will " : ""
    #expect(model.name == "\(will)root")
    #expect(model.child?.name == "\(will)one")
    #expect(model.children.first?.name == "\(will)two")
    #expect((model.child is Special<Named>) == hooks.contains(.customClass))
    #expect((dictionary["added"] != nil) == hooks.contains(.transformTo))
    let child = try #require(dictionary["child"] as? [String: Any])
    #expect((child["added"] != nil) == hooks.contains(.transformTo))
  }

  /// A named `modelCustomTransform(from:)` refuses the top-level conversion; left out, it cannot.
  @Test func onlyANamedHookRefuses() {
    #expect(Hooked<WillAndFrom>.yy_model(with: ["name": "refused"]) == nil)
    #expect(Hooked<AllHooks>.yy_model(with: ["name": "refused"]) == nil)
    #expect(Hooked<ClassAndTo>.yy_model(with: ["name": "will refused"]) != nil)
  }
}
