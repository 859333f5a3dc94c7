import Testing

@testable import JSONText

/// The member orders a thread keeps by kind: kinds whose identities hash to one slot keep theirs side
/// by side, and a kind that finds no room takes a slot, never a guess from another kind.
@Suite struct JSONMemberOrderTests {
  final class Kind {}

  /// `count` kinds whose identities hash to the same slot, from a pool large enough to hold them.
  static func kindsHashingAlike(_ count: Int) throws -> [Kind] {
    let pool = (0..<(JSONMemberOrders.slotCount * count * 4)).map { _ in Kind() }
    let bySlot = Dictionary(grouping: pool) { JSONMemberOrders.home(of: ObjectIdentifier($0)) }
    let alike = try #require(bySlot.values.first { $0.count >= count })
    return Array(alike.prefix(count))
  }

  @Test func kindsHashingAlikeKeepTheirOrders() throws {
    let kinds = try Self.kindsHashingAlike(JSONMemberOrders.probes)
    let orders = JSONMemberOrders()
    // Read in turn, twice: each kind's guess is the entry it recorded, not reset by the others.
    for _ in 0..<2 {
      for (entry, kind) in kinds.enumerated() {
        var order = orders.order(for: ObjectIdentifier(kind))
        let guess = order.guess()
        #expect(guess == nil || guess == entry)
        order.record(entry)
      }
    }
    for (entry, kind) in kinds.enumerated() {
      #expect(orders.order(for: ObjectIdentifier(kind)).guess() == entry)
    }
    #expect(orders.keptCount == kinds.count)
  }

  @Test func aKindFindingNoRoomTakesItsOwnSlotWithNoGuess() throws {
    let kinds = try Self.kindsHashingAlike(JSONMemberOrders.probes + 1)
    let orders = JSONMemberOrders()
    for (entry, kind) in kinds.dropLast().enumerated() {
      var order = orders.order(for: ObjectIdentifier(kind))
      order.record(entry)
    }
    // The last kind takes the first one's slot, starting with no guess; the others keep theirs.
    var last = orders.order(for: ObjectIdentifier(kinds[kinds.count - 1]))
    #expect(last.guess() == nil)
    last.record(99)
    for (entry, kind) in kinds.enumerated().dropFirst().dropLast() {
      #expect(orders.order(for: ObjectIdentifier(kind)).guess() == entry)
    }
    #expect(orders.order(for: ObjectIdentifier(kinds[kinds.count - 1])).guess() == 99)
    #expect(orders.keptCount == JSONMemberOrders.probes)
  }
}
