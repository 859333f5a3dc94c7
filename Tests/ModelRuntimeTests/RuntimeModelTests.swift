import Foundation
import ModelRuntime
import Testing

/// A model with what a generic mapper must respect: an observer, a let, a weak reference.
final class Watched: ModelInitializable, ModelSetters {
  var level = 0 { didSet { setterCalls += 1 } }
  var setterCalls = 0
  var name: String?
  var count: UInt32 = 0
  let constant = "initial"
  weak var parent: Watched?
  var child: Watched?
  required init() {}

  static let setters: [String: @Sendable (Watched, Any) -> Bool] = [
    "level": { model, value in
      guard let level = value as? Int else { return false }
      model.level = level
      return true
    }
  ]
}

/// The same observer with no setter named: a write by name stores the field, and `didSet` does not run.
final class Unwatched: ModelInitializable {
  var level = 0 { didSet { setterCalls += 1 } }
  var setterCalls = 0
  required init() {}
}

struct Point: ModelInitializable {
  var x = 0
  var label: String?
  let z = 1
  init() {}
}

/// Making a model of a type known only at run time, and writing its fields by name.
@Suite struct RuntimeModelTests {
  @Test func aClassIsMadeByItsRunTimeTypeAndWrittenByName() throws {
    let type: Any.Type = Watched.self
    let model = try RuntimeModel(of: type)
    try model.set("octocat", forKey: "name")
    try model.set(UInt32(7), forKey: "count")
    try model.set(try RuntimeModel(of: Watched.self).instance, forKey: "child")
    let watched = try #require(model.instance as? Watched)
    #expect(watched.name == "octocat" && watched.count == 7 && watched.child != nil)
    #expect(model.value(forKey: "count") as? UInt32 == 7)
  }

  @Test func aSetterRunsTheObserverAndAStoredWriteDoesNot() throws {
    let watched = try RuntimeModel(of: Watched.self)
    try watched.set(3, forKey: "level")
    let observed = try #require(watched.instance as? Watched)
    #expect(observed.level == 3 && observed.setterCalls == 1)
    let unwatched = try RuntimeModel(of: Unwatched.self)
    try unwatched.set(3, forKey: "level")
    let stored = try #require(unwatched.instance as? Unwatched)
    #expect(stored.level == 3 && stored.setterCalls == 0)
  }

  @Test func aStructIsWrittenInPlace() throws {
    let point = try RuntimeModel(of: Point.self)
    try point.set(4, forKey: "x")
    try point.set("a", forKey: "label")
    let written = try #require(point.instance as? Point)
    #expect(written.x == 4 && written.label == "a")
  }

  @Test(arguments: [
    ("constant", FieldAccessError.Reason.constant),
    ("parent", .notWritable(.weak)),
    ("count", .typeMismatch(expected: "UInt32", found: "String")),
    ("nothing", .noSuchField),
  ])
  func whatCannotBeWrittenIsRefusedAndLeftAsItWas(key: String, reason: FieldAccessError.Reason) throws {
    let values: [String: Any] = ["constant": "x", "parent": Watched(), "count": "seven", "nothing": 1]
    let value = try #require(values[key])
    let model = try RuntimeModel(of: Watched.self)
    #expect(throws: FieldAccessError(field: key, reason: reason)) { try model.set(value, forKey: key) }
    let watched = try #require(model.instance as? Watched)
    #expect(watched.constant == "initial" && watched.parent == nil && watched.count == 0)
  }

  @Test func aLetOfAStructIsRefusedToo() throws {
    let point = try RuntimeModel(of: Point.self)
    #expect(throws: FieldAccessError(field: "z", reason: .constant)) { try point.set(2, forKey: "z") }
  }

  @Test func aTypeThatCannotBeMadeEmptyIsRefused() {
    #expect(throws: FieldAccessError(field: "String", reason: .notAModel)) {
      try RuntimeModel(of: String.self)
    }
    #expect(throws: FieldAccessError(field: "Int", reason: .notAModel)) { try RuntimeModel(wrapping: 1) }
  }
}
