import Foundation
import ModelRuntime
import Testing

/// `CStandardLibrary.sameContainer`: true only for one value copied, whatever its size and kind.
@Suite struct SameContainerTests {
  final class Node {}
  struct Large: Equatable {
    var a = 1, b = 2, c = 3, d = 4, e = 5
  }
  struct Small { var flag: UInt8 = 7 }

  static let kinds = [
    "Int", "String", "short String", "object", "NSNumber", "NSNull", "large struct", "array", "dictionary",
    "UInt8 struct",
  ]

  static func value(_ kind: String) -> Any {
    switch kind {
    case "Int": 42
    case "String": "a string longer than fifteen bytes"
    case "short String": "ab"
    case "object": Node()
    case "NSNumber": NSNumber(value: 3)
    case "NSNull": NSNull()
    case "large struct": Large()
    case "array": [1, 2, 3]
    case "dictionary": ["k": 1] as [String: Any]
    default: Small()
    }
  }

  @Test(arguments: kinds)
  func aCopyIsTheSameContainer(kind: String) {
    let value: Any? = Self.value(kind)
    let copy = value
    // The one-byte struct may differ in the padding after its byte: false is allowed there, never wrong.
    if kind != "UInt8 struct" { #expect(CStandardLibrary.sameContainer(value, copy)) }
  }

  @Test func nilIsTheSameOnlyAsNil() {
    let none: Any? = nil
    let some: Any? = 0
    #expect(CStandardLibrary.sameContainer(none, nil))
    #expect(!CStandardLibrary.sameContainer(none, some))
    #expect(!CStandardLibrary.sameContainer(some, none))
  }

  @Test func differentValuesAreNeverTheSame() {
    let pairs: [(Any?, Any?)] = [
      (1, 2), (1, Int64(1)), ("a", "b"), (Node(), Node()), (Large(), Large(a: 9)),
      (NSNumber(value: 1), NSNumber(value: 2)), ([1], [2]),
      // Equal values in two boxes: not told, left to the caller's slower comparison.
      (Large(), Large()),
    ]
    for (l, r) in pairs { #expect(!CStandardLibrary.sameContainer(l, r)) }
  }
}
