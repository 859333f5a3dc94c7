import Foundation
import Testing

@testable import ModelRuntime

/// `TypeTable`, the look-up by type identity, against a dictionary keyed by `ObjectIdentifier`.
@Suite struct TypeTableTests {
  /// `count` distinct types: arrays nested `count` deep, each level also as an optional and as a
  /// dictionary's value, so that growth and probing meet unrelated metadata addresses.
  static func distinctTypes(_ count: Int) -> [Any.Type] {
    var types: [Any.Type] = []
    func add<T>(_: T.Type) {
      guard types.count < count else { return }
      types.append(T.self)
      if types.count < count { types.append(T?.self) }
      if types.count < count { types.append([String: T].self) }
      add([T].self)
    }
    if count > 0 { add(Int.self) }
    return types
  }

  /// Type counts around the table's growth points.
  @Test(arguments: [0, 1, 4, 5, 8, 100, 1_000])
  func findsWhatADictionaryFinds(count: Int) {
    let types = Self.distinctTypes(count)
    var table = TypeTable<Int>()
    for (index, type) in types.enumerated() { table[type] = index }
    let expected = Dictionary(
      types.enumerated().map { (ObjectIdentifier($0.element), $0.offset) }, uniquingKeysWith: { $1 })
    #expect(table.count == expected.count)
    for type in types { #expect(table[type] == expected[ObjectIdentifier(type)]) }
    for absent: Any.Type in [String.self, Double.self, URL.self, NSObject.self, [Double].self] {
      #expect(table[absent] == nil)
    }
  }

  /// Writing a type again replaces its value and adds no entry; writing nil changes nothing.
  @Test func aLaterValueOfTheSameTypeWins() {
    var table = TypeTable<String>()
    table[Int.self] = "first"
    table[String.self] = "string"
    table[Int.self] = "second"
    table[String.self] = nil
    #expect(table[Int.self] == "second")
    #expect(table[String.self] == "string")
    #expect(table.count == 2)
  }

  /// A subclass is its own key: a look-up by type identity, not by conformance or inheritance.
  @Test func aSubclassIsAnotherType() {
    class Base {}
    final class Derived: Base {}
    var table = TypeTable<Int>()
    table[Base.self] = 1
    #expect(table[Derived.self] == nil)
    table[Derived.self] = 2
    #expect(table[Base.self] == 1)
    #expect(table[Derived.self] == 2)
  }
}
