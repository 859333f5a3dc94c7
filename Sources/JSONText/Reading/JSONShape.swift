import Foundation

/// The keys of an object, in order, as the bytes between their quotes; a dictionary holding those keys
/// with a placeholder for each value; and where in it each member's value goes.
///
/// Records from an API share their keys: every status in a timeline has the same members in the same order.
/// For an object of a known shape the reader skips what a dictionary costs per key — making the key's
/// `String`, hashing it, probing for a duplicate — by copying the shape's dictionary, which takes its hash
/// table as it is, and writing the values into it by index. The result is an ordinary `[String: Any]`, equal
/// to the one built key by key (a duplicate key's slot is written twice, so the last value wins); only the
/// order of iteration, which `Dictionary` leaves unspecified, may differ.
///
/// A shape is matched on the raw key bytes, compared byte for byte; the hash only finds the candidate.
final class JSONShape {
  let hash: UInt64
  /// How many members an object of this shape has.
  let count: Int
  /// Whether no key has an escape, so that a key's raw bytes are its text (only such a shape is
  /// predicted: see ``JSONShapeTable/prediction(for:in:)``).
  let isPlain: Bool
  /// The keys' raw bytes, one after another, then eight zero bytes (so that any key's first eight bytes
  /// can be loaded as one word), and where each key starts (one more: where the last ends).
  private let keyBytes: [UInt8]
  private let keyStarts: [Int]
  /// The keys, each with ``placeholder`` for its value.
  private let template: [String: Any]
  /// For each member, in order, its key's place in ``template``.
  private let slots: [Dictionary<String, Any>.Index]

  /// What the template holds for every value: trivial to copy and to destroy.
  private static var placeholder: Any { () }

  /// The shape of `object`, just built from `keys` (read from `bytes`) whose texts are `texts`.
  init(
    hash: UInt64, of object: [String: Any], texts: [String], keys: UnsafeMutableBufferPointer<JSONParser.Key>,
    in bytes: UnsafeBufferPointer<UInt8>
  ) {
    self.hash = hash
    count = keys.count
    isPlain = keys.allSatisfy { $0.decoded == nil }
    var raw: [UInt8] = []
    var starts: [Int] = [0]
    starts.reserveCapacity(keys.count + 1)
    for key in keys {
      raw.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[key.start..<key.start + key.count]))
      starts.append(raw.count)
    }
    raw.append(contentsOf: repeatElement(0, count: 8))
    keyBytes = raw
    keyStarts = starts
    var template = object
    var index = template.startIndex
    while index != template.endIndex {
      template.values[index] = Self.placeholder
      template.formIndex(after: &index)
    }
    slots = texts.map { template.index(forKey: $0)! }
    self.template = template
  }

  /// Whether `keys` (in `bytes`) are this shape's keys, byte for byte and in order.
  func matches(_ keys: UnsafeMutableBufferPointer<JSONParser.Key>, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard keys.count == count else { return false }
    for position in 0..<keys.count where !key(position, is: keys[position], in: bytes) { return false }
    return true
  }

  /// Whether member `position`'s key is the one read as `key`.
  @inline(__always)
  func key(_ position: Int, is key: JSONParser.Key, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = keyStarts[position]
    return key.count == keyStarts[position + 1] - start && same(key.count, bytes, key.start, start)
  }

  /// Whether member `position`'s key, and its closing quote, are at `offset` in `bytes` (just after an
  /// opening quote); its length if so.
  @inline(__always)
  func key(_ position: Int, isAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let start = keyStarts[position]
    let count = keyStarts[position + 1] - start
    guard offset + count < bytes.count, bytes[offset + count] == UInt8(ascii: "\""),
      same(count, bytes, offset, start)
    else { return nil }
    return count
  }

  /// Whether the `count` bytes at `offset` in `bytes` are those at `start` in ``keyBytes``: one or two
  /// words for a key of at most sixteen bytes (two that overlap cover every byte), `memcmp` otherwise.
  @inline(__always)
  private func same(_ count: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ start: Int) -> Bool {
    guard count > 0 else { return true }
    return keyBytes.withUnsafeBufferPointer { stored in
      let kept = UnsafeRawPointer(stored.baseAddress!)
      let read = UnsafeRawPointer(bytes.baseAddress!)
      if count >= 8, count <= 16 {
        return Self.word(read, offset) == Self.word(kept, start)
          && Self.word(read, offset + count - 8) == Self.word(kept, start + count - 8)
      }
      if count < 8, offset + 8 <= bytes.count {
        let mask: UInt64 = (1 &<< UInt64(count &* 8)) &- 1
        return Self.word(read, offset) & mask == Self.word(kept, start) & mask
      }
      return memcmp(read + offset, kept + start, count) == 0
    }
  }

  @inline(__always)
  private static func word(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
    base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// An object of this shape with the members' values, moved out of `values` (one per key, in order).
  func object(movingValuesFrom values: UnsafeMutablePointer<Any>) -> [String: Any] {
    var object = template
    slots.withUnsafeBufferPointer { slots in
      for position in 0..<slots.count {
        object.values[slots[position]] = (values + position).move()
      }
    }
    return object
  }

  /// A hash of the keys' raw bytes and order, never 0.
  static func hash(of keys: UnsafeMutableBufferPointer<JSONParser.Key>, in bytes: UnsafeBufferPointer<UInt8>)
    -> UInt64
  {
    var hash = UInt64(truncatingIfNeeded: keys.count)
    for key in keys { hash = mix(hash, keyHash(key, in: bytes)) }
    return hash | 1
  }

  /// A hash of one key's raw bytes: 64-bit words mixed one after another.
  @inline(__always)
  static func keyHash(_ key: JSONParser.Key, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let base = bytes.baseAddress!
    let raw = UnsafeRawPointer(base)
    let count = key.count
    var hash = UInt64(truncatingIfNeeded: count) | 0x8000_0000_0000_0000
    if count >= 8 {
      // Whole words, then the last eight bytes (overlapping the one before when the count is not a
      // multiple of eight).
      var position = key.start
      let last = key.start + count - 8
      while position < last {
        hash = mix(hash, word(raw, position))
        position += 8
      }
      return mix(hash, word(raw, last))
    }
    if count > 0, key.start + 8 <= bytes.count {
      return mix(hash, word(raw, key.start) & ((1 &<< UInt64(count &* 8)) &- 1))
    }
    var tail: UInt64 = 0
    for offset in 0..<count { tail |= UInt64(base[key.start + offset]) &<< UInt64(offset &* 8) }
    return mix(hash, tail)
  }

  @inline(__always)
  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
    return product ^ (product &>> 29)
  }
}
