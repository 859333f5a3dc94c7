import Foundation
import MJStyle
import ModelConformance
import ModelRuntime
import Testing
import XYYStyle
import YYStyle

/// Two class models that point at each other.
final class CycleA: NSObject, YYModel, MJKeyValue, XYYJsonModel {
  var name = "a"
  var b: CycleB?
  override required init() { super.init() }
}

final class CycleB: NSObject, YYModel, MJKeyValue, XYYJsonModel {
  var name = "b"
  var a: CycleA?
  override required init() { super.init() }
}

@Suite struct CyclicGraphTests {
  func cycle() -> CycleA {
    let a = CycleA()
    let b = CycleB()
    a.b = b
    b.a = a
    return a
  }

  @Test func yyStyleReturnsNil() {
    let a = cycle()
    #expect(a.yy_modelToJSONObject() == nil)
    #expect(a.yy_modelToJSONString() == nil)
    a.b?.a = nil  // broken: converts again
    #expect((a.yy_modelToJSONObject() as? [String: Any])?["name"] as? String == "a")
  }

  @Test func mjStyleSetsAnErrorAndLeavesTheBackReferenceOut() {
    let a = cycle()
    let keyValues = a.mj_keyValues()
    #expect(CycleA.mj_error?.reason == "the object graph has a cycle")
    #expect((keyValues["b"] as? [String: Any])?["name"] as? String == "b")
    #expect(a.mj_JSONString() == nil)
  }

  @Test func xyyStyleWritesNullAtTheBackReference() throws {
    let a = cycle()
    let dictionary = a.xyy_convertToDictionary(forJson: true)
    let b = try #require(dictionary["b"] as? [String: Any])
    #expect(b["a"] is NSNull)
    #expect(JSONSerialization.isValidJSONObject(dictionary))
  }

  @Test func sharedButAcyclicObjectsAreNotCycles() {
    let shared = CycleB()
    let first = CycleA()
    first.b = shared
    let second = CycleA()
    second.b = shared
    #expect(first.yy_modelToJSONObject() != nil)
    #expect(second.yy_modelToJSONObject() != nil)
    // (mj_error is per type and another test sets it for CycleA: look at the output instead.)
    #expect((second.mj_keyValues()["b"] as? [String: Any])?["name"] as? String == "b")
    #expect((second.xyy_convertToDictionary(forJson: true)["b"] as? [String: Any])?["name"] as? String == "b")
  }
}
