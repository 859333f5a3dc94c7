import Foundation
import Testing

@testable import JSONText

/// The integers a thread's tree reader keeps as `NSNumber`s: a value read again in the same document is
/// the number already made; a value whose slot another took, or read in a later document, is made anew;
/// and a finished document's numbers are let go.
@Suite struct JSONNumberCacheTests {
  /// Values beyond the shared small integers, two of them hashing to one slot.
  static func valuesHashingAlike() throws -> (Int64, Int64) {
    var bySlot: [Int: Int64] = [:]
    for value in Int64(1_000)... {
      let slot = JSONNumberCache.slot(of: value)
      if let other = bySlot[slot] { return (other, value) }
      bySlot[slot] = value
    }
    throw CancellationError()
  }

  @Test(arguments: [Int64(256), -17, 138_586_341, 505_874_924_095_815_681, .max, .min])
  func aValueReadAgainIsTheNumberAlreadyMade(value: Int64) throws {
    let cache = JSONNumberCache()
    let first = cache.number(value)
    let second = cache.number(value)
    #expect(first === second)
    #expect(first.int64Value == value)
    #expect(String(cString: first.objCType) == String(cString: NSNumber(value: Int(value)).objCType))
    #expect(cache.keptCount == 1)
  }

  @Test func valuesSharingASlotEachReadAsThemselves() throws {
    let (one, other) = try Self.valuesHashingAlike()
    #expect(JSONNumberCache.slot(of: one) == JSONNumberCache.slot(of: other))
    let cache = JSONNumberCache()
    for value in [one, other, one, other, other, one] {
      #expect(cache.number(value).int64Value == value)
    }
    #expect(cache.keptCount == 1)
  }

  /// Through the reader: repeated ids in a tree are one number each, equal to what JSONSerialization
  /// reads, and the shared numbers survive the trees that held them.
  @Test func aTreeWithRepeatedIdsReadsAsJSONSerializationReadsIt() throws {
    let text = Data(#"[{"id":138586341,"n":-90000},{"id":138586341,"n":-90000},{"id":138586342,"n":7}]"#.utf8)
    let tree = try #require(try JSONReader.value(from: text) as? [[String: Any]])
    let expected = try #require(try JSONSerialization.jsonObject(with: text) as? [[String: Any]])
    #expect(NSArray(array: tree).isEqual(to: expected))
    let first = try #require(tree[0]["id"] as? NSNumber)
    let again = try #require(tree[1]["id"] as? NSNumber)
    #expect(first === again)
    #expect((tree[2]["id"] as? NSNumber)?.int64Value == 138_586_342)
    let later = try #require(try JSONReader.value(from: text) as? [[String: Any]])
    #expect((later[0]["n"] as? NSNumber)?.int64Value == -90_000)
    // A number is reused within its document only: a second read makes its own.
    #expect(later[0]["id"] as? NSNumber !== first)
  }

  @Test func aFinishedDocumentLetsGoOfItsNumbers() {
    let cache = JSONNumberCache()
    weak var first: NSNumber?
    func readOne() {
      let number = cache.number(1_000_000)
      first = number
      #expect(cache.number(1_000_000) === number)
      cache.finishDocument()
    }
    readOne()
    #expect(cache.keptCount == 0)
    #expect(first == nil)
    let second = cache.number(1_000_000)
    #expect(second.int64Value == 1_000_000)
    #expect(cache.number(1_000_000) === second)
    #expect(cache.keptCount == 1)
  }
}
