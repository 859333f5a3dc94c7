import ModelRuntime
import Testing

/// LendingArray: each index lends its own object, a thrown error comes out typed, and lending keeps and
/// releases nothing.
struct LendingArrayTests {
  final class Box: Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
  }

  struct Refused: Error, Equatable { let value: Int }

  @Test(arguments: [1, 5, 64])
  func eachIndexLendsItsObject(count: Int) {
    let boxes = (0..<count).map(Box.init)
    let array = LendingArray(boxes)
    #expect(array.count == count)
    for index in 0..<count {
      let lent = array.withObject(at: index) { $0 }
      #expect(lent === boxes[index])
      #expect(array.withObject(at: index) { $0.value } == index)
    }
  }

  @Test func anErrorComesOutTyped() {
    let array = LendingArray([Box(7)])
    #expect(throws: Refused(value: 7)) {
      try array.withObject(at: 0) { (box) throws(Refused) -> Int in throw Refused(value: box.value) }
    }
  }

  @Test func lendingKeepsNothing() {
    weak var watched: Box?
    do {
      let box = Box(1)
      watched = box
      let array = LendingArray([box])
      for _ in 0..<100 { _ = array.withObject(at: 0) { $0.value } }
    }
    #expect(watched == nil)
  }
}
