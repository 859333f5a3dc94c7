import Foundation
import MJStyle
import MappingSeam
import ModelAdapters
import ModelFixtures
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

/// A model whose init has a side effect, and weak/unowned fields no design may write.
final class SideEffects: NSObject, YYModel, MJKeyValue, XYYJsonModel {
  nonisolated(unsafe) static var inits = 0
  var name = "default"
  weak var weakRef: SideEffects?
  unowned(unsafe) var unsafeRef: NSObject = SideEffects.anchor
  nonisolated(unsafe) static let anchor = NSObject()
  override required init() {
    SideEffects.inits += 1
    super.init()
  }
}

@Suite(.serialized) struct HostileInputTests {
  let implementations = Implementations.all

  @Test func aMillionElementArrayInBoundedTimeAndMemory() throws {
    let numbers = (0..<1_000_000).map { $0 % 1_000 }
    let text = #"{"numbers": "# + "[" + numbers.map(String.init).joined(separator: ",") + "]}"
    let data = Data(text.utf8)
    for implementation in implementations {
      let codec = try #require(implementation.codec(for: Probe.self))
      let clock = ContinuousClock()
      var count = 0
      let elapsed = try clock.measure { count = try codec.decodeData(data).numbers.count }
      #expect(count == 1_000_000, "\(implementation.id)")
      #expect(elapsed < .seconds(60), "\(implementation.id) took \(elapsed)")
    }
  }

  @Test func duplicateKeysTakeOneValue() throws {
    let data = Data(#"{"int": 1, "int": 2}"#.utf8)
    for implementation in implementations {
      let value = try #require(implementation.codec(for: Probe.self)).decodeData(data).int
      #expect(value == 1 || value == 2, "\(implementation.id)")
    }
  }

  @Test func keysWithDotsAndBracketsAreOrdinaryKeys() throws {
    let data = Data(#"{"a.b": 1, "list[0]": 2, "[": 3, "": 4, "string": "ok"}"#.utf8)
    for implementation in implementations {
      let model = try #require(implementation.codec(for: Probe.self)).decodeData(data)
      #expect(model.string == "ok", "\(implementation.id)")
    }
  }

  @Test(arguments: ["9223372036854775808", "-9223372036854775809", "1e308", "-1e308", "18446744073709551616"])
  func outOfRangeIntegersNeverTrap(_ literal: String) throws {
    let data = Data(
      "{\"int8\": \(literal), \"uint64\": \(literal), \"int\": \(literal), \"float\": \(literal)}".utf8)
    for implementation in implementations {
      // A defined outcome: a value or an error.
      _ = try? implementation.codec(for: Probe.self)?.decodeData(data)
    }
  }

  @Test func weakAndUnownedFieldsAreNeverWrittenAndInitRunsOncePerModel() throws {
    let before = SideEffects.inits
    let yy = try #require(
      SideEffects.yy_model(with: ["name": "y", "weakRef": ["name": "x"], "unsafeRef": 5]))
    let mj = try #require(SideEffects.mj_object(withKeyValues: ["name": "m", "weakRef": ["name": "x"]]))
    let xyy = SideEffects.xyy_model(with: ["name": "x", "weakRef": ["name": "x"], "unsafeRef": "no"])!
    #expect([yy.name, mj.name, xyy.name] == ["y", "m", "x"])
    #expect(yy.weakRef == nil && mj.weakRef == nil && xyy.weakRef == nil)
    #expect(yy.unsafeRef === SideEffects.anchor && xyy.unsafeRef === SideEffects.anchor)
    // One init per top-level model: the weak field's dictionary made no model.
    #expect(SideEffects.inits - before == 3)
  }

  /// What a failed conversion leaves in the target, per design.
  @Test func stateAfterAFailedConversion() throws {
    // YYStyle: modelCustomTransform(from:) said no after the fields were written: they stay written,
    // the call returns false.
    let hooked = Hooked()
    #expect(!hooked.yy_modelSet(with: ["name": "abc", "count": -1]))
    #expect(hooked.name == "ABC")
    #expect(hooked.count == -1)
    // YYStyle: a will-transform refusal happens before any write.
    let refused = Hooked()
    #expect(!refused.yy_modelSet(with: ["name": "abc", "reject": true]))
    #expect(refused.name == "default")
    // MJStyle: input that is not a dictionary leaves the model untouched and sets mj_error.
    let untouched = Probe()
    #expect(!untouched.mj_setKeyValues("[1, 2]"))
    #expect(untouched.int == 7)
    #expect(Probe.mj_error != nil)
    // MJStyle: a property whose value cannot be set is skipped; the others are written.
    let partial = Probe()
    #expect(partial.mj_setKeyValues(["string": [1], "int": 5]))
    #expect(partial.string == "default")
    #expect(partial.int == 5)
    // XYYStyle: never fails; a value that does not convert gives the property its empty value.
    let xyy = Probe()
    xyy.xyy_update(with: ["int": [1], "string": "s"])
    #expect(xyy.int == 0)
    #expect(xyy.string == "s")
    // Every design through the seam: malformed text is an error value, not a half-written model.
    for implementation in implementations {
      #expect(throws: MappingError.self) {
        try implementation.codec(for: Probe.self)?.decodeData(Data("{".utf8))
      }
    }
  }
}
