import Foundation
import Testing

@testable import ModelRuntime

/// `JSONValueKind.of`, which answers by type once it has cast a value of that type: values whose kind
/// depends on what they hold are cast every time, in whichever order they come.
@Suite struct JSONValueKindByTypeTests {
  /// Pairs of values of one dynamic type and different kinds.
  static var pairs:
    [(label: String, first: Any, firstKind: JSONValueKind, second: Any, secondKind: JSONValueKind)]
  {
    [
      (
        "a dictionary keyed by AnyHashable", [AnyHashable("k"): 1] as [AnyHashable: Any], .object,
        [AnyHashable(1): 1] as [AnyHashable: Any], .other
      ),
      ("an AnyHashable", AnyHashable("s"), .string, AnyHashable(3), .integer),
      ("an optional", Optional("s") as Any, .string, Optional<String>.none as Any, .other),
    ]
  }

  @Test(arguments: 0..<pairs.count, [false, true])
  func aKindThatDependsOnTheValueIsCastEachTime(index: Int, reversed: Bool) {
    let pair = Self.pairs[index]
    var values = [(pair.first, pair.firstKind), (pair.second, pair.secondKind)]
    if reversed { values.reverse() }
    for _ in 0..<2 {
      for (value, kind) in values { #expect(JSONValueKind.of(value) == kind, "\(pair.label): \(value)") }
    }
  }

  /// Types whose every value casts alike are answered by type, the same as by casts.
  @Test func aKindThatFollowsTheTypeIsStable() {
    let cases: [(Any, JSONValueKind)] = [
      ([String: Int](), .object), ([Int](), .array), ([[String: Any]](), .array), ("s" as Substring, .other),
      (Int128(1), .integer), (Float16(1), .double),
    ]
    for _ in 0..<2 {
      for (value, kind) in cases { #expect(JSONValueKind.of(value) == kind, "\(type(of: value))") }
    }
  }

  @Test func whichTypesAreAnsweredByType() {
    #expect(JSONValueKind.kindFollowsType([String: Int].self))
    #expect(JSONValueKind.kindFollowsType([Int].self))
    #expect(!JSONValueKind.kindFollowsType([AnyHashable: Any].self))
    #expect(!JSONValueKind.kindFollowsType([Int: String].self))
    #expect(!JSONValueKind.kindFollowsType(AnyHashable.self))
    #expect(!JSONValueKind.kindFollowsType(String?.self))
  }
}
