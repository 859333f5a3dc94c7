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

  /// Nests deeper than the specialized innermost levels, ending in JSON's own object or in an int, with
  /// a mismatch at each depth among their entries.
  static var deepEntries: [String: Any] {
    func nest(_ depth: Int, _ leaf: Any) -> Any {
      depth == 0 ? leaf : ["k\(depth)": nest(depth - 1, leaf)] as [String: Any]
    }
    return [
      "three": nest(3, 1), "four": nest(4, 1), "five": nest(5, 1), "six": nest(6, 1),
      "fiveText": nest(5, "x"),
      "short": nest(2, 1), "leafTooEarly": nest(3, [:] as [String: Any]), "empty": [:] as [String: Any],
      "wide": ["a": nest(3, 1), "b": nest(3, 2), "c": [:] as [String: Any]] as [String: Any], "number": 3,
    ]
  }

  /// Made or cast with the nest's levels found once, level by level, or by the runtime: the same entries,
  /// for nests of ints and of JSON's own objects (whose innermost levels have specialized code).
  @Test func nestLevelsFoundOnceKeepWhatTheCastKeeps() {
    func check<Value: Equatable>(_: Value.Type, _ entries: [String: Any]) {
      let levels = StringKeyedMaps.levels(below: [String: Value].self, limit: .max)
      let made = [String: Value].make(from: entries, levels: levels, from: 0)
      #expect(made == [String: Value].make(from: entries))
      #expect(made == entries.compactMapValues { $0 as? Value })
      #expect(
        (try? [String: Value].castEvery(entries, levels: levels, from: 0)) == (entries as? [String: Value]))
    }
    func checkObjects<Value>(_: Value.Type, _ entries: [String: Any]) {
      let levels = StringKeyedMaps.levels(below: [String: Value].self, limit: .max)
      let made = [String: Value].make(from: entries, levels: levels, from: 0)
      #expect(Self.same(made, [String: Value].make(from: entries)))
      #expect(Self.same(made, entries.filter { $0.value is Value }))
      let cast = try? [String: Value].castEvery(entries, levels: levels, from: 0)
      #expect(cast.map { Self.same($0, entries) } ?? !(entries is [String: Value]))
    }
    typealias Ints3 = [String: [String: [String: Int]]]
    typealias Objects3 = [String: [String: [String: Any]]]
    for entries in [Self.deepEntries, Self.entries, Self.deepEntries["wide"] as! [String: Any]] {
      check(Ints3.self, entries)
      check([String: Ints3].self, entries)
      checkObjects([String: Any].self, entries)
      checkObjects([String: [String: Any]].self, entries)
      checkObjects(Objects3.self, entries)
      checkObjects([String: Objects3].self, entries)
      checkObjects([String: [String: Objects3]].self, entries)
    }
    #expect(Set([String: Ints3].make(from: Self.deepEntries).keys) == ["three", "empty"])
    #expect(
      Set([String: [String: Ints3]].make(from: Self.deepEntries).keys) == [
        "four", "wide", "empty", "leafTooEarly",
      ])
    #expect([String: [String: Objects3]].make(from: Self.deepEntries).count == 7)
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
    // The total form, in the map's layout: the same entries as the compact one when nothing is dropped.
    let mapped = [String: [String: [String: Int]]].entriesAny(of: typed) { twice($0) ?? NSNull() }
    #expect(Self.same(mapped, cast))
    #expect([String: Int].entriesAny(of: [:] as [String: Int]) { $0 }.isEmpty)
    let anyValues = [String: Any].entriesAny(of: ["a": 1, "b": "x"] as [String: Any]) { $0 is Int ? 0 : $0 }
    #expect(anyValues["a"] as? Int == 0 && anyValues["b"] as? String == "x")
  }

  /// Every value of a map is handed to the check as the map holds it, the first refusal ends it, and an
  /// empty map passes.
  @Test func valuesAreCheckedAsTheMapHoldsThem() {
    let typed: [String: [String: Int]] = ["a": ["b": 1], "c": [:]]
    var seen: [Any.Type] = []
    #expect(
      [String: [String: Int]].allValues(of: typed) {
        seen.append(type(of: $0)); return true
      })
    #expect(seen.count == 2 && seen.allSatisfy { $0 == [String: Int].self })
    #expect(![String: [String: Int]].allValues(of: typed) { ($0 as? [String: Int])?.isEmpty == false })
    #expect([String: Int].allValues(of: [:] as [String: Int]) { _ in false })
    #expect(![String: Any].allValues(of: ["a": 1, "b": "x"] as [String: Any]) { $0 is Int })
  }

  /// A nest's levels are found by type, as many as asked, and its innermost values are checked through
  /// them; an empty level passes, and the first refusal ends the walk.
  @Test func leavesOfANestAreCheckedThroughItsLevels() {
    typealias Nest = [String: [String: [String: Int]]]
    let nest: Nest = ["a": ["b": ["x": 1, "y": 2]], "c": [:], "d": ["e": [:]]]
    let levels = StringKeyedMaps.levels(below: Nest.self, limit: 5)
    #expect(levels.count == 2)
    #expect(levels.first.map { $0 == [String: [String: Int]].self } == true)
    #expect(StringKeyedMaps.levels(below: Nest.self, limit: 1).count == 1)
    #expect(StringKeyedMaps.levels(below: [String: Any].self, limit: 5).isEmpty)
    var seen: [Int] = []
    #expect(
      Nest.allLeaves(of: nest, below: levels[...]) {
        seen.append($0 as? Int ?? -1); return true
      })
    #expect(seen.sorted() == [1, 2])
    #expect(!Nest.allLeaves(of: nest, below: levels[...]) { ($0 as? Int) != 2 })
    // One level short, the values handed on are the innermost maps.
    #expect(Nest.allLeaves(of: nest, below: levels.dropLast()) { $0 is [String: Int] })
    #expect(Nest.allLeaves(of: [:] as Nest, below: levels[...]) { _ in false })
  }

  /// A typed map is told apart from JSON's own object, by value or by type.
  @Test func typedMapsAreAllButMapsOfAny() {
    #expect(StringKeyedMaps.typedMap(of: ["a": ["b": 1]] as [String: [String: Int]]) != nil)
    #expect(StringKeyedMaps.typedMap(of: [:] as [String: Any]) == nil)
    #expect(StringKeyedMaps.typedMap([String: Int].self) != nil)
    #expect(StringKeyedMaps.typedMap([String: Any].self) == nil)
    #expect(StringKeyedMaps.typedMap(Int.self) == nil)
  }

  /// Typed maps and arrays are told by their type, asked again or not; JSON's own containers, sets,
  /// Foundation's classes and scalars are none.
  @Test(arguments: 0..<2)
  func typedContainersAreToldByType(round: Int) {
    func kind(_ container: TypedContainer?) -> String {
      switch container {
      case .map?: "map"
      case .array?: "array"
      case nil: "none"
      }
    }
    #expect(kind(TypedContainer.of(["a": [1]] as [String: [Int]])) == "map")
    #expect(kind(TypedContainer.of([["a": 1]] as [[String: Int]])) == "array")
    #expect(kind(TypedContainer.of(type: [Int].self)) == "array")
    #expect(TypedContainer.of([:] as [String: Any]) == nil)
    #expect(TypedContainer.of([] as [Any]) == nil)
    #expect(TypedContainer.of(Set([1])) == nil)
    #expect(TypedContainer.of(NSArray(array: [1])) == nil)
    #expect(TypedContainer.of([1: "a"] as [Int: String]) == nil)
    #expect(TypedContainer.of(1) == nil)
  }

  /// A typed array's elements are handed on in order, as the array holds them.
  @Test func typedArrayElementsAreMappedInOrder() {
    let doubled = [Int].elementsAny(of: [1, 2, 3]) { ($0 as? Int).map { $0 * 2 } ?? 0 }
    #expect(doubled.compactMap { $0 as? Int } == [2, 4, 6])
    let nested = [[String]].elementsAny(of: [["a"], []]) { $0 }
    #expect(nested.map { type(of: $0) == [String].self } == [true, true])
    #expect([Any].elementsAny(of: [1, "a"] as [Any]) { $0 }.count == 2)
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
