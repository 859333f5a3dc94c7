import Foundation
import MJStyle
import Testing
import XYYStyle
import YYStyle

// Hooks on class hierarchies. An Objective-C `+` method is found on the subclass at run time; a Swift
// protocol's static requirement is bound once, for the class that declares the conformance. So a base
// class declares each hook it lets subclasses change as a `class func`, and subclasses `override` it —
// the pattern the README shows. A `static func` written on a subclass only is not a witness and is never
// called: these tests pin both outcomes.

class YYBase: NSObject, YYModel {
  var name = ""
  override required init() { super.init() }
  class func modelCustomPropertyMapper() -> [String: YYKeyMapping] { [:] }
}

final class YYOverriding: YYBase {
  override class func modelCustomPropertyMapper() -> [String: YYKeyMapping] { ["name": "n"] }
}

class YYPlainBase: NSObject, YYModel {
  var name = ""
  override required init() { super.init() }
}

final class YYShadowing: YYPlainBase {
  static func modelCustomPropertyMapper() -> [String: YYKeyMapping] { ["name": "n"] }
}

class MJBase: NSObject, MJKeyValue {
  var name = ""
  override required init() { super.init() }
  class func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] { [:] }
}

final class MJOverriding: MJBase {
  override class func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] { ["name": "n"] }
}

class MJPlainBase: NSObject, MJKeyValue {
  var name = ""
  override required init() { super.init() }
}

final class MJShadowing: MJPlainBase {
  static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] { ["name": "n"] }
}

final class MJSetUpAtRunTime: MJPlainBase {}

class XYYBase: NSObject, XYYJsonModel {
  var name = ""
  override required init() { super.init() }
  // XYYModel's hooks are instance methods, as in the original: declared in the base, overridden below.
  func xyy_propertyName(forKey key: String) -> String { key }
}

final class XYYOverriding: XYYBase {
  override func xyy_propertyName(forKey key: String) -> String { key == "n" ? "name" : key }
}

class XYYPlainBase: NSObject, XYYJsonModel {
  var name = ""
  override required init() { super.init() }
}

final class XYYShadowing: XYYPlainBase {
  func xyy_propertyName(forKey key: String) -> String { key == "n" ? "name" : key }
}

@Suite struct ClassHierarchyHookTests {
  let input: [String: Any] = ["n": "from n", "name": "from name"]

  @Test func anOverriddenClassHookRunsForTheSubclass() throws {
    #expect(try #require(YYOverriding.yy_model(with: input)).name == "from n")
    #expect(try #require(MJOverriding.mj_object(withKeyValues: input)).name == "from n")
    #expect(try #require(XYYOverriding.xyy_model(with: ["n": "from n"])).name == "from n")
    // The base keeps its own hook.
    #expect(try #require(YYBase.yy_model(with: input)).name == "from name")
  }

  @Test func aStaticHookOnASubclassOnlyIsNeverCalled() throws {
    #expect(try #require(YYShadowing.yy_model(with: input)).name == "from name")
    #expect(try #require(MJShadowing.mj_object(withKeyValues: input)).name == "from name")
    #expect(try #require(XYYShadowing.xyy_model(with: ["n": "from n"])).name == "")
  }

  /// MJStyle's run-time setup is keyed by the type it is called on, so it reaches a subclass whose base
  /// declared no hook.
  @Test func mjSetupReachesASubclass() throws {
    MJSetUpAtRunTime.mj_setupReplacedKeyFromPropertyName { ["name": "n"] }
    #expect(try #require(MJSetUpAtRunTime.mj_object(withKeyValues: input)).name == "from n")
    #expect(try #require(MJPlainBase.mj_object(withKeyValues: input)).name == "from name")
  }
}
