/// The order in which the last object of one kind had its keys: the guess for the next object of that
/// kind, so that a key found where it was guessed costs one comparison, not a scan and a hash look-up.
///
/// Objects of one kind mostly come with their keys in one order (a server writes a type's fields in the
/// same order every time); the parser's shapes make the same guess for the dictionaries it builds
/// (`JSONShape`). A key the guess misses is looked up as before and becomes the guess for the next
/// object at that place, so a document in another order costs one failed comparison per key.
///
/// A reader asks its cursor for the order of each object it reads (``JSONCursor/memberOrder(for:)``)
/// and passes it to ``JSONCursor/nextMember(in:order:)``. The guesses live in the thread's reader
/// context, which outlives the cursor: an order is valid only while its cursor reads. Objects of one kind
/// nested in each other share the guesses, which at worst makes some of them wrong.
public struct JSONMemberOrder {
  /// The table entry guessed at each place (−1: none), ``JSONMemberOrders/length`` of them.
  let entries: UnsafeMutablePointer<Int32>
  /// The place of the next key in the current object.
  var position = 0

  /// The entry guessed for the next key, if any.
  @inline(__always)
  func guess() -> Int? {
    guard position < JSONMemberOrders.length else { return nil }
    let entry = entries[position]
    return entry < 0 ? nil : Int(entry)
  }

  /// Records what the key at the current place was (`nil`: none of the table's), and moves on.
  @inline(__always)
  mutating func record(_ entry: Int?) {
    if position < JSONMemberOrders.length { entries[position] = Int32(truncatingIfNeeded: entry ?? -1) }
    position += 1
  }
}

/// The member orders one thread's readers keep between objects and between documents (in its
/// ``JSONReaderContext``), by the kind each reader named: a table of fixed size, so that finding an order
/// is a hash and a compare, and recording a key a store.
///
/// A kind is kept in the first free slot of the few from the one its identity hashes to: two kinds read
/// in turn whose identities hash alike each keep their order, whatever addresses the process gave them
/// (a direct-mapped table let such a pair reset each other's guesses for every object). A kind finding
/// those slots all taken takes its own from the kind there; an order lost that way only costs guesses.
final class JSONMemberOrders {
  /// How many kinds are kept.
  static let slotCount = 64
  /// How many places of an object are guessed; keys past them are looked up without a guess.
  static let length = 64
  /// How many slots, from its own, a kind may be kept in.
  static let probes = 8

  private let kinds = UnsafeMutablePointer<ObjectIdentifier?>.allocate(capacity: slotCount)
  private let entries = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount * length)

  init() {
    kinds.initialize(repeating: nil, count: Self.slotCount)
    entries.initialize(repeating: -1, count: Self.slotCount * Self.length)
  }

  deinit {
    kinds.deinitialize(count: Self.slotCount)
    kinds.deallocate()
    entries.deallocate()
  }

  /// The order kept for `kind` (any identity that lives as long as the process), at its first place:
  /// an empty one when the kind had none kept.
  @inline(__always)
  func order(for kind: ObjectIdentifier) -> JSONMemberOrder {
    let home = Self.home(of: kind)
    guard kinds[home] == kind else { return order(for: kind, probingFrom: home) }
    return JSONMemberOrder(entries: entries + home * Self.length)
  }

  /// The slot `kind`'s identity hashes to.
  @inline(__always)
  static func home(of kind: ObjectIdentifier) -> Int {
    let bits = UInt(bitPattern: kind)
    return Int(truncatingIfNeeded: (bits &>> 4) ^ (bits &>> 10)) & (slotCount - 1)
  }

  /// The order of a kind not in its own slot: in one of the slots after it, else a free one of them,
  /// else its own slot, taken from the kind there. Slots are never freed, so the first free slot ends
  /// the search.
  @inline(never)
  private func order(for kind: ObjectIdentifier, probingFrom home: Int) -> JSONMemberOrder {
    var slot = home
    for _ in 0..<Self.probes {
      if kinds[slot] == kind { return JSONMemberOrder(entries: entries + slot * Self.length) }
      if kinds[slot] == nil { return take(slot, for: kind) }
      slot = (slot &+ 1) & (Self.slotCount - 1)
    }
    return take(home, for: kind)
  }

  /// Gives `slot` to `kind`, with no guesses.
  private func take(_ slot: Int, for kind: ObjectIdentifier) -> JSONMemberOrder {
    kinds[slot] = kind
    let order = JSONMemberOrder(entries: entries + slot * Self.length)
    order.entries.update(repeating: -1, count: Self.length)
    return order
  }

  /// How many kinds have an order kept (for tests).
  var keptCount: Int { (0..<Self.slotCount).count { kinds[$0] != nil } }
}
