/// Object keys → their positions in a list the caller keeps, looked up by a key's bytes in the text
/// (``JSONCursor/nextMember(in:)``), so a reader that knows its keys in advance never makes a `String` of
/// a key.
///
/// Open addressing over a power-of-two table, at most half full; a key is hashed from its length and its
/// first and last eight bytes, and compared in full. Of keys given twice, the first is kept. Not generic,
/// so that a look-up from another module is compiled code, not a generic one resolved at run time.
public struct JSONKeyTable: Sendable {
  /// Each slot: 0 when empty, else the entry's index + 1.
  private let slots: [Int32]
  private let mask: Int
  /// The keys' bytes back to back; entry `i` is `text[starts[i]..<starts[i + 1]]`.
  private let text: [UInt8]
  private let starts: [Int]
  private let values: [Int]
  /// Whether entry `i`'s bytes are written in JSON as they are (no quote, backslash or control
  /// character), so that the same bytes in a document's key are that key.
  private let plain: [Bool]

  /// A table of `keys`, each standing for its index in the array.
  public init(_ keys: [String]) {
    var size = 8
    while size < keys.count * 2 { size *= 2 }
    var slots = [Int32](repeating: 0, count: size)
    var text: [UInt8] = []
    var starts = [0]
    var values: [Int] = []
    var plain: [Bool] = []
    for (value, key) in keys.enumerated() {
      let bytes = Array(key.utf8)
      let hash = bytes.withUnsafeBufferPointer(Self.hash)
      var slot = hash & (size - 1)
      var duplicate = false
      while slots[slot] != 0 {
        let entry = Int(slots[slot]) - 1
        if text[starts[entry]..<starts[entry + 1]].elementsEqual(bytes) {
          duplicate = true
          break
        }
        slot = (slot + 1) & (size - 1)
      }
      if duplicate { continue }
      slots[slot] = Int32(values.count + 1)
      text += bytes
      starts.append(text.count)
      values.append(value)
      plain.append(!bytes.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 })
    }
    self.slots = slots
    self.mask = size - 1
    self.text = text
    self.starts = starts
    self.values = values
    self.plain = plain
  }

  /// How many keys the table holds.
  public var count: Int { values.count }

  /// The index of `key`.
  public subscript(key: String) -> Int? {
    var key = key
    return key.withUTF8 { value(for: $0) }
  }

  /// The index of the key whose UTF-8 bytes are `key`.
  @inline(__always)
  public func value(for key: UnsafeBufferPointer<UInt8>) -> Int? {
    entry(for: key).map { values[$0] }
  }

  /// The entry (its place among the distinct keys) whose bytes are `key`.
  @inline(__always)
  func entry(for key: UnsafeBufferPointer<UInt8>) -> Int? {
    var slot = Self.hash(key) & mask
    return text.withUnsafeBufferPointer { text in
      while true {
        let found = Int(slots[slot])
        if found == 0 { return nil }
        let start = starts[found - 1]
        let end = starts[found]
        if end - start == key.count, key.count == 0 || Self.equal(text, from: start, to: key) {
          return found - 1
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// The entry's key stands for this index.
  @inline(__always)
  func value(ofEntry entry: Int) -> Int { values[entry] }

  /// The length of entry `entry`'s key when the bytes from `start` in `bytes` are that key's, written
  /// plainly, with at least one byte after them, where the caller looks for the closing quote (with the
  /// colon after it, in one compare). Nil otherwise, or when the key needs escapes in JSON (its bytes in
  /// a document would then mean another key), or the table has no such entry.
  @inline(__always)
  func plainKey(_ entry: Int, isAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    // A guess kept for another table may name an entry this one lacks.
    guard entry < plain.count, plain[entry] else { return nil }
    let from = starts[entry]
    let count = starts[entry &+ 1] &- from
    guard start &+ count < bytes.count else { return nil }
    guard count > 0, let base = bytes.baseAddress else { return count }
    // `from..<from + count` is the entry's own range of `text`, so the comparison needs no check.
    let matches = text.withUnsafeBufferPointer { text in
      Self.equal(text, from: from, to: UnsafeBufferPointer(start: base + start, count: count), checked: false)
    }
    return matches ? count : nil
  }

  /// Whether `key` equals the `key.count` bytes of `text` from `start`, compared eight bytes at a time
  /// (the last word overlapping the one before it), four for keys of four to seven bytes. `checked`:
  /// whether the range is checked to lie in `text` (a caller that took it from the table knows it does).
  @inline(__always)
  private static func equal(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to key: UnsafeBufferPointer<UInt8>,
    checked: Bool = true
  )
    -> Bool
  {
    let count = key.count
    if checked { precondition(start >= 0 && start + count <= text.count) }
    guard count >= 4, let keyBase = key.baseAddress, let textBase = text.baseAddress else {
      for offset in 0..<count where text[start + offset] != key[offset] { return false }
      return true
    }
    let left = UnsafeRawPointer(textBase + start)
    let right = UnsafeRawPointer(keyBase)
    guard count >= 8 else {
      return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
        && left.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
          == right.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
    }
    var offset = 0
    while offset &+ 8 < count {
      guard
        left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset &+= 8
    }
    return left.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      == right.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
  }

  /// The key's length, first and last eight bytes (fewer for a shorter key), mixed.
  @inline(__always)
  private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    let count = key.count
    var head: UInt64 = 0
    var tail: UInt64 = 0
    if count >= 8, let base = key.baseAddress {
      let raw = UnsafeRawPointer(base)
      head = raw.loadUnaligned(as: UInt64.self)
      tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    } else {
      for byte in key { head = head &<< 8 | UInt64(byte) }
    }
    let mixed = (head ^ (tail &<< 29 | tail &>> 35) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed &>> 32)
  }
}
