import Testing

@testable import XYYStyle

/// `XYYSelectorTable`, the method-cache look-up, against a dictionary given the same operations.
@Suite struct XYYSelectorTableTests {
  @Test(arguments: [1, 7, 8, 64, 500])
  func matchesADictionary(selectors: Int) {
    var table = XYYSelectorTable<Int>()
    var expected: [Int: Int] = [:]
    let ids = (0..<selectors).map { XYYSelector("selectorTableTest\($0)") }
    var generator = SystemRandomNumberGenerator()
    for step in 0..<(selectors * 6) {
      let selector = ids[Int.random(in: 0..<selectors, using: &generator)]
      if step % 5 == 4 {
        table[selector] = nil
        expected[selector.id] = nil
      } else {
        table[selector] = step
        expected[selector.id] = step
      }
    }
    for selector in ids { #expect(table[selector] == expected[selector.id]) }
    #expect(table[XYYSelector("selectorTableTestNeverSet")] == nil)
  }

  @Test func anEmptyTableHasNothing() {
    let table = XYYSelectorTable<String>()
    #expect(table[XYYSelector("anything")] == nil)
  }
}
