import Foundation
import ModelRuntime
import Testing

/// `make(from:)` takes its specialized path for the common element types; each must keep exactly the
/// elements the general `as?` cast keeps.
@Suite struct ContainerTypesTests {
  /// Loosely typed elements of every kind a JSON reader or a caller may hand over.
  static var mixed: [Any] {
    [
      NSNumber(value: 5), NSNumber(value: Int64.max), NSNumber(value: -3), NSNumber(value: 2.5),
      NSNumber(value: 4.0), NSNumber(value: true), NSNumber(value: UInt64.max), NSNumber(value: Int8(7)),
      NSNumber(value: Float(1.5)), 9, 2.25, "3", "text", true, Int64(11), NSNull(), [1, 2] as [Any],
      ["a": 1] as [String: Any], NSDecimalNumber(string: "1.5"),
    ]
  }

  @Test func intsAsTheCastKeeps() {
    #expect([Int].make(from: Self.mixed) == Self.mixed.compactMap { $0 as? Int })
  }

  @Test func doublesAsTheCastKeeps() {
    let made = [Double].make(from: Self.mixed)
    #expect(made == Self.mixed.compactMap { $0 as? Double })
  }

  @Test func stringsInt64sAndBoolsAsTheCastKeeps() {
    #expect([String].make(from: Self.mixed) == Self.mixed.compactMap { $0 as? String })
    #expect([Int64].make(from: Self.mixed) == Self.mixed.compactMap { $0 as? Int64 })
    #expect([Bool].make(from: Self.mixed) == Self.mixed.compactMap { $0 as? Bool })
    #expect([Any].make(from: Self.mixed).count == Self.mixed.count)
    #expect([Int8].make(from: Self.mixed) == Self.mixed.compactMap { $0 as? Int8 })
  }

  @Test func dictionariesAsTheCastKeeps() {
    let entries = Dictionary(
      uniqueKeysWithValues: Self.mixed.enumerated().map { ("k\($0.offset)", $0.element) })
    #expect([String: Int].make(from: entries) == entries.compactMapValues { $0 as? Int })
    #expect([String: String].make(from: entries) == entries.compactMapValues { $0 as? String })
    #expect([String: Double].make(from: entries) == entries.compactMapValues { $0 as? Double })
  }

  /// JSON objects among the elements or values, kept as `as? [String: Any]` keeps them (the specialized
  /// path finds a container's own `[String: Any]` without the runtime's cast).
  @Test func objectsAsTheCastKeeps() {
    let elements =
      Self.mixed + [["b": [1]] as [String: Any], NSDictionary(dictionary: ["c": 2]), [:] as [String: Int]]
    let made = [[String: Any]].make(from: elements)
    let cast = elements.compactMap { $0 as? [String: Any] }
    #expect(made.map { NSDictionary(dictionary: $0) } == cast.map { NSDictionary(dictionary: $0) })
    #expect(made.count == 4)
    #expect([[String: Any]].castAll(elements) == nil)
    #expect([[String: Any]].castAll(cast)?.count == cast.count)
    let entries = Dictionary(
      uniqueKeysWithValues: elements.enumerated().map { ("k\($0.offset)", $0.element) })
    let values = [String: [String: Any]].make(from: entries)
    #expect(Set(values.keys) == Set(entries.compactMapValues { $0 as? [String: Any] }.keys))
    #expect([String: Bool].make(from: entries) == entries.compactMapValues { $0 as? Bool })
  }

  /// `JSONValue.cast` keeps what `as?` keeps, its string path (native strings) and the cast's alike.
  @Test func castKeepsWhatTheCastKeeps() {
    let values =
      Self.mixed + [NSString(string: "bridged"), "a string longer than fifteen bytes", Substring("s")]
    for value in values {
      #expect(JSONValue.cast(value, to: String.self) == value as? String, "\(value)")
      #expect(JSONValue.cast(value, to: Int.self) == value as? Int, "\(value)")
      #expect(JSONValue.cast(value, to: [Int].self) == value as? [Int], "\(value)")
    }
  }

  /// `JSONValue.cast` to an optional keeps what `as? Wrapped?` keeps, its by-type paths (the value
  /// itself, its optional, anything into `Any?`) and the cast's alike: nil optionals, a nested `Any`,
  /// a subclass and values of other types among them.
  @Test func optionalCastKeepsWhatTheCastKeeps() {
    func nested<T>(_ value: T) -> Any { value }  // with `T == Any`, an `Any` inside an `Any`
    let base = CastBase()
    let subclass = CastSubclass()
    let values: [Any] =
      Self.mixed + [
        Int?.none as Any, Int?.some(3) as Any, Any?.none as Any, Any?.some("in") as Any,
        CastBase?.none as Any,
        nested(7 as Any), nested(Int?.none as Any), base, subclass, [base],
        "a string longer than fifteen bytes",
      ]
    for value in values {
      func same<W>(_: W.Type) {
        let fast = JSONValue.cast(value, to: W?.self)
        let cast = value as? W?
        #expect(String(reflecting: fast) == String(reflecting: cast), "\(value) as \(W.self)?")
      }
      same(Int.self)
      same(String.self)
      same(Any.self)
      same([Int].self)
      same(CastBase.self)
      if let object = value as? CastBase {
        let optional = JSONValue.cast(value, to: CastBase?.self)
        #expect(optional.flatMap { $0 } === object)
        #expect(JSONValue.cast(value, to: CastBase.self) === object)
      }
    }
  }

  /// An array value is kept only when every element is an Int, as `as? [Int]` does.
  @Test func dictionaryOfIntArraysKeepsWholeArraysOnly() {
    let entries: [String: Any] = [
      "ints": [NSNumber(value: 1), NSNumber(value: 2)] as [Any], "mixed": [NSNumber(value: 1), "2"] as [Any],
      "halves": [NSNumber(value: 0.5)] as [Any], "native": [3, 4], "empty": [] as [Any], "scalar": 5,
    ]
    let made = [String: [Int]].make(from: entries)
    #expect(made == entries.compactMapValues { $0 as? [Int] })
    #expect(made == ["ints": [1, 2], "native": [3, 4], "empty": []])
  }

  /// Arrays nested in arrays, the element types specialized at every depth: each row kept whole or
  /// dropped, as `as? [[Double]]` keeps them.
  @Test func nestedArraysAsTheCastKeeps() {
    let rows: [Any] =
      Self.mixed.map { [$0] as [Any] } + [
        [NSNumber(value: 1.5), NSNumber(value: 2)] as [Any], [NSNumber(value: 1.5), "2"] as [Any],
        [] as [Any],
        [2.5, 3.5], "not a row", [[NSNumber(value: 1)]] as [Any],
      ]
    #expect([[Double]].make(from: rows) == rows.compactMap { $0 as? [Double] })
    #expect([[Int]].make(from: rows) == rows.compactMap { $0 as? [Int] })
    #expect([[String]].make(from: rows) == rows.compactMap { $0 as? [String] })
    #expect([[Bool]].make(from: rows) == rows.compactMap { $0 as? [Bool] })
    #expect([[Int8]].make(from: rows) == rows.compactMap { $0 as? [Int8] })
    let rings: [Any] = [rows, [[NSNumber(value: 1.5)]] as [Any], [["x"]] as [Any], 7]
    #expect([[[Double]]].make(from: rings) == rings.compactMap { $0 as? [[Double]] })
    #expect([[[Double]]].make(from: rings).count == 1)
  }

  /// `castAll` is `as? Self`: every element, or nil.
  @Test func castAllIsTheCast() {
    #expect([Double].castAll(Self.mixed) == nil)
    #expect([Double].castAll([NSNumber(value: 1.5), NSNumber(value: 2), 3.25]) == [1.5, 2, 3.25])
    #expect([[Int]].castAll([[NSNumber(value: 1)] as [Any], [2, 3]]) == [[1], [2, 3]])
    #expect([[Int]].castAll([[NSNumber(value: 1)] as [Any], [NSNumber(value: 0.5)] as [Any]]) == nil)
    #expect([Int8].castAll([NSNumber(value: 1), 2]) == ([NSNumber(value: 1), 2] as [Any]) as? [Int8])
    #expect([Any].castAll(Self.mixed)?.count == Self.mixed.count)
  }

  /// The typed store writes the field itself, optional or not.
  @Test func makeIntoAField() throws {
    final class Holder {
      var ints: [Int] = [0]
      var names: [String]? = nil
      var table: [String: Int]? = ["old": 1]
    }
    let holder = Holder()
    let info = try TypeInfo.of(Holder.self)
    var model = holder
    ModelStorage.withMutableBase(of: &model) { base in
      [Int].make(
        from: [NSNumber(value: 1), "x", 2], into: base.slot(at: info.field(named: "ints")!.offset),
        optional: false)
      [String].make(from: ["a", 1], into: base.slot(at: info.field(named: "names")!.offset), optional: true)
      [String: Int].make(
        from: ["n": 3], into: base.slot(at: info.field(named: "table")!.offset), optional: true)
    }
    #expect(holder.ints == [1, 2])
    #expect(holder.names == ["a"])
    #expect(holder.table == ["n": 3])
  }
}

/// `LazyReference` publishes one value, the first made, whatever the threads.
@Suite struct LazyReferenceTests {
  final class Box: Sendable {
    let id: Int
    init(_ id: Int) { self.id = id }
  }

  @Test func makesOnceThenReads() {
    let reference = LazyReference<Box>()
    var made = 0
    #expect(reference.value(orMake: { nil }) == nil)
    let first = reference.value(orMake: {
      made += 1; return Box(1)
    })
    let second = reference.value(orMake: {
      made += 1; return Box(2)
    })
    #expect(first?.id == 1)
    #expect(second === first)
    #expect(made == 1)
  }

  @Test func racingThreadsAgree() async {
    let reference = LazyReference<Box>()
    let ids = await withTaskGroup(of: Int.self) { group in
      for id in 0..<16 { group.addTask { reference.value(orMake: { Box(id) })!.id } }
      return await group.reduce(into: Set<Int>()) { $0.insert($1) }
    }
    #expect(ids.count == 1)
  }
}

/// A class and its subclass, for the casts' class paths.
class CastBase: CustomDebugStringConvertible {
  var debugDescription: String { "\(Self.self)" }
}
final class CastSubclass: CastBase {}
