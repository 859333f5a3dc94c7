import Foundation
import ModelRuntime
import Testing

/// Maps of maps (`[String: [String: Int]]`, free-form nests such as Kubernetes' `fieldsV1`): built from
/// loosely typed entries level by level, they keep exactly what the runtime's cast keeps; walked as their
/// own type, they give what a cast to `[String: Any]` and a `compactMapValues` give.
@Suite struct NestedMapsTests {
  /// Values of every kind, a map of ints among them, one map holding a string, empty maps, an `NSDictionary`.
  static var entries: [String: Any] {
    [
      "ints": ["a": 1, "b": 2] as [String: Any],
      "mixed": ["a": 1, "b": "two"] as [String: Any],
      "empty": [:] as [String: Any],
      "bridged": NSDictionary(dictionary: ["c": 3]),
      "typed": ["d": 4] as [String: Int],
      "number": 5,
      "null": NSNull(),
      "deep": ["x": ["y": ["z": 1] as [String: Any]] as [String: Any]] as [String: Any],
      "deepEmpty": ["x": [:] as [String: Any]] as [String: Any],
    ]
  }

  /// The same keys and, compared as Foundation objects, the same values.
  static func same(_ lhs: [String: Any], _ rhs: [String: Any]) -> Bool {
    NSDictionary(dictionary: lhs).isEqual(to: rhs)
  }

  @Test func twoLevelsKeepWhatTheCastKeeps() {
    let made = [String: [String: Int]].make(from: Self.entries)
    let cast = Self.entries.compactMapValues { $0 as? [String: Int] }
    #expect(made == cast)
    #expect(Set(made.keys) == ["ints", "empty", "bridged", "typed"])
  }

  @Test func threeLevelsKeepWhatTheCastKeeps() {
    let made = [String: [String: [String: [String: Int]]]].make(from: Self.entries)
    let cast = Self.entries.compactMapValues { $0 as? [String: [String: [String: Int]]] }
    #expect(made == cast)
    #expect(Set(made.keys) == ["empty", "deep", "deepEmpty"])
    let strings = [String: [String: [String: Any]]].make(from: Self.entries)
    #expect(Set(strings.keys) == Set(Self.entries.compactMapValues { $0 as? [String: [String: Any]] }.keys))
  }

  /// All or nothing, as the cast of a map nested in another.
  @Test(arguments: ["ints", "mixed", "empty", "bridged", "typed", "number", "deep"])
  func castAllIsTheCast(key: String) {
    guard let inner = JSONValue.object(Self.entries[key]!) ?? (Self.entries[key] as? [String: Any]) else {
      return
    }
    #expect([String: Int].castAll(inner) == (inner as? [String: Int]))
    #expect([String: [String: Any]].castAll(inner).map(\.count) == (inner as? [String: [String: Any]])?.count)
  }

  @Test func walkedAsItsOwnTypeGivesTheCastsEntries() {
    let typed: [String: [String: [String: Int]]] = ["a": ["b": ["c": 1, "d": 2]], "e": [:], "f": ["g": [:]]]
    let twice: (Any) -> Any? = { value in
      if let int = value as? Int { return int * 2 }
      return value as? [String: Any]
    }
    let walked = [String: [String: [String: Int]]].entriesAny(of: typed, compactMapping: twice)
    let cast = (typed as Any as! [String: Any]).compactMapValues(twice)
    #expect(Self.same(walked, cast))
    let dropped = [String: Int].entriesAny(of: ["a": 1, "b": 2]) { ($0 as? Int) == 1 ? nil : $0 }
    #expect(dropped.count == 1 && dropped["b"] as? Int == 2)
  }

  /// A map's type is found for Swift maps keyed by `String`, whatever their values, and for no other
  /// value; asked again, the answer is the same.
  @Test(arguments: 0..<2)
  func mapTypesAreFoundByType(round: Int) {
    #expect(StringKeyedMaps.type(of: ["a": ["b": 1]] as [String: [String: Int]]) != nil)
    #expect(StringKeyedMaps.type(of: [:] as [String: Any]) != nil)
    #expect(StringKeyedMaps.type(of: [1: "a"] as [Int: String]) == nil)
    #expect(StringKeyedMaps.type(of: NSDictionary(dictionary: ["a": 1])) == nil)
    #expect(StringKeyedMaps.type(of: ["a"]) == nil)
    #expect(StringKeyedMaps.type(of: 1) == nil)
  }
}
