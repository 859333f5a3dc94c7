import Foundation

/// The integers the tree reader made into `NSNumber`s earlier in the document it reads, by value: a
/// value read again (an id that the document refers to many times, a count, a code) is handed out as the
/// number already made, where making one costs hundreds of instructions through CoreFoundation.
///
/// A direct-mapped table of fixed size, in the thread's ``JSONReaderContext``: a look-up is a hash and a
/// compare and, on a miss, a store. When its document is done the table lets go of every number it made
/// (``finishDocument()``), so it never keeps a value read alive, and never hands a later document a
/// number from an earlier read of the same text (the benchmark's loop, not an app's). An `NSNumber` is
/// immutable, so sharing one within a tree (as ``JSONNumbers/small`` are shared) changes no value a
/// reader can see. Raw storage, as the context's other tables: arrays in a class paid an exclusivity
/// check on every look-up.
final class JSONNumberCache {
  /// How many values are kept: 2^`slotBits`.
  static let slotBits = 8
  static let slotCount = 1 << slotBits

  private let values = UnsafeMutablePointer<Int64>.allocate(capacity: slotCount)
  private let numbers = UnsafeMutablePointer<NSNumber?>.allocate(capacity: slotCount)
  /// The slots the current document filled (`filledCount` of them), emptied when it is done.
  private let filled = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
  private var filledCount = 0

  init() {
    values.initialize(repeating: 0, count: Self.slotCount)
    numbers.initialize(repeating: nil, count: Self.slotCount)
  }

  deinit {
    values.deallocate()
    numbers.deinitialize(count: Self.slotCount)
    numbers.deallocate()
    filled.deallocate()
  }

  /// The `NSNumber` of `value`: the one this document already made, else a new one, kept in its slot.
  @inline(__always)
  func number(_ value: Int64) -> NSNumber {
    let slot = Self.slot(of: value)
    if values[slot] == value, let kept = numbers[slot] { return kept }
    return make(value, in: slot)
  }

  /// The slot `value` hashes to: the top bits of a multiplicative hash, so that values differing in
  /// their low digits or in their high bits spread alike.
  @inline(__always)
  static func slot(of value: Int64) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: value) &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 - slotBits))
  }

  @inline(never)
  private func make(_ value: Int64, in slot: Int) -> NSNumber {
    let number = NSNumber(value: Int(value))
    if numbers[slot] == nil {
      filled[filledCount] = slot
      filledCount += 1
    }
    values[slot] = value
    numbers[slot] = number
    return number
  }

  /// Lets go of the numbers the document made: a step per slot it filled.
  func finishDocument() {
    for index in 0..<filledCount { numbers[filled[index]] = nil }
    filledCount = 0
  }

  /// How many values the current document has kept (for tests).
  var keptCount: Int { (0..<Self.slotCount).count { numbers[$0] != nil } }
}
