import Foundation
import ModelRuntime

// Types reflected by the tests. Offsets asserted below follow from these declarations.

struct FlatStruct {
  var a: Int = 1
  var b: String = "b"
  var c: Bool = false
  var d: Double? = nil
  let e: Int8 = 5
}

final class FinalModel {
  var id: Int = 0
  var name: String = ""
}

class BaseModel {
  var a: Int = 0
}

class MidModel: BaseModel {
  var b: String = ""
}

final class LeafModel: MidModel {
  var c: Bool = false
}

struct GenericBox<T> {
  var value: T
  var count: Int
}

struct Nested: ModelInitializable {
  var title: String = ""
}

struct Outer: ModelInitializable {
  var nested: Nested = Nested()
  var maybe: Nested? = nil
  var list: [Nested] = []
}

final class LazyModel {
  var plain: Int = 1
  lazy var computedOnce: String = "lazy"
  let fixed: Int = 3
}

final class Node {
  let counter: Counter?
  init(_ counter: Counter? = nil) { self.counter = counter }
  deinit { counter?.deinits += 1 }
}

/// Counts deinits for one test (tests run in parallel, so no global counter).
final class Counter: @unchecked Sendable {
  var deinits = 0
}

final class OwnershipModel {
  var strong: Node? = nil
  weak var weakRef: Node?
  unowned var unownedRef: Node
  unowned(unsafe) var unsafeRef: Node
  init(anchor: Node) {
    unownedRef = anchor
    unsafeRef = anchor
  }
}

enum Suit: String { case hearts, spades }
enum Level: Int16 { case low = 1, high = 9 }
enum Plain { case one, two }
