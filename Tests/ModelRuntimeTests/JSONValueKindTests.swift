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

  /// A value is told by the type its container holds only when that is its own: a Foundation number
  /// stored as its superclass, and any value boxed twice (an `Any` handed through a generic `T == Any`),
  /// are told by what they hold.
  @Test func aContainerHoldingAnotherTypeIsLookedInside() {
    func boxed<T>(_ value: T) -> Any { value }
    let cases: [(Any, JSONValueKind)] = [
      (boxed("s" as Any), .string), (boxed(7 as Any), .integer), (boxed(true as Any), .bool),
      (boxed(2.5 as Any), .double), (boxed(["k": 1] as Any), .object), (boxed([1] as [Any] as Any), .array),
      (boxed(Int8(1) as Any), .integer), (boxed(NSNull() as Any), .null),
      (NSNumber(value: true) as NSObject, .bool), (NSNumber(value: 1.5) as NSObject, .double),
      (NSNumber(value: 3), .integer), (NSNumber(value: 2.5), .double), (NSNumber(value: false), .bool),
      (NSNumber(value: 4) as AnyObject, .integer), (NSNull() as NSObject, .null), (NSNull(), .null),
      (NullSubclass() as NSNull, .null),
    ]
    for (value, kind) in cases {
      #expect(JSONValueKind.ofKnownType(value) == kind, "\(value)")
      #expect(JSONValueKind.of(value) == kind, "\(value)")
    }
    // Stored as a superclass, a subclass is not told by type, and the casts find it.
    #expect(JSONValueKind.ofKnownType(NullSubclass() as NSObject) == nil)
    #expect(JSONValueKind.of(NullSubclass() as NSObject) == .null)
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

/// `JSONValue.container`: the casts `as? [Any]` then `as? [String: Any]` give, whatever the container.
@Suite struct JSONValueContainerTests {
  static var values: [(label: String, value: Any, isArray: Bool?, count: Int)] {
    [
      ("a JSON object", ["a": 1, "b": "x"] as [String: Any], false, 2),
      ("a JSON array", [1, "x", NSNull()] as [Any], true, 3),
      ("a typed array", [1, 2] as [Int], true, 2),
      ("a typed map", ["a": [1]] as [String: [Int]], false, 1),
      ("an NSArray", NSArray(array: [1, 2, 3, 4]), true, 4),
      ("an NSDictionary", NSDictionary(dictionary: ["k": 1]), false, 1),
      ("a string", "x", nil, 0),
      ("a number", 1, nil, 0),
    ]
  }

  @Test(arguments: values.map(\.label))
  func theContainerIsTheCasts(label: String) {
    let (_, value, isArray, count) = Self.values.first { $0.label == label }!
    switch JSONValue.container(value) {
    case .array(let array):
      #expect(isArray == true && array.count == count && (value as? [Any])?.count == count)
    case .object(let object):
      #expect(isArray == false && object.count == count && (value as? [String: Any])?.count == count)
    case nil:
      #expect(isArray == nil && value as? [Any] == nil && value as? [String: Any] == nil)
    }
  }
}

/// An `NSNull` of another class: null however it is stored, as `is NSNull` tells it.
private final class NullSubclass: NSNull, @unchecked Sendable {}
