/// The shapes a thread's reader has met: 64 pairs of slots, a shape made only for a hash met twice.
///
/// Bounded: at most ``slotCount`` shapes, each of at most ``maximumKeys`` keys and ``maximumKeyBytes``
/// bytes of keys. A shape of n keys holds a dictionary of n keys, their bytes and n positions: about 150
/// bytes a key besides the keys' own text, so a thread holds tens of kilobytes for an API's handful of
/// record types. The most any input can make it hold is ``slotCount`` shapes of the largest size, a few
/// megabytes, plus what the allocator keeps of evicted ones.
///
/// A shape is made the second time its hash is met, so one-off objects — a dictionary keyed by
/// identifiers — cost one hash and no copy. A hash finds a pair of slots; a new shape takes the slot of the
/// pair that was not used last.
final class JSONShapeTable {
  static let slotCount = 128
  static let maximumKeys = 128
  static let maximumKeyBytes = 2048

  /// Per slot: the hash of the object met there (0 for none), and its shape once it has one; per pair,
  /// the slot used last (0 or 1). Memory of the table's own, reached through `let`s, so that the look-up
  /// made for every object pays no exclusivity check.
  private let hashes = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount)
  private let shapes = UnsafeMutablePointer<JSONShape?>.allocate(capacity: slotCount)
  private let recent = UnsafeMutablePointer<UInt8>.allocate(capacity: slotCount / 2)
  /// Per hash of a first key, the shape met last whose first key it was.
  private let predictions = UnsafeMutablePointer<JSONShape?>.allocate(capacity: slotCount)
  /// How many shapes were made, objects found by hash, and objects read as predicted (for tests).
  private let counts = UnsafeMutablePointer<Int>.allocate(capacity: 3)

  init() {
    predictions.initialize(repeating: nil, count: Self.slotCount)
    counts.initialize(repeating: 0, count: 3)
    hashes.initialize(repeating: 0, count: Self.slotCount)
    shapes.initialize(repeating: nil, count: Self.slotCount)
    recent.initialize(repeating: 0, count: Self.slotCount / 2)
  }

  deinit {
    shapes.deinitialize(count: Self.slotCount)
    predictions.deinitialize(count: Self.slotCount)
    predictions.deallocate()
    counts.deallocate()
    hashes.deallocate()
    shapes.deallocate()
    recent.deallocate()
  }

  /// How many shapes this table made, how many objects it found a shape for by their keys' hash, and how
  /// many objects were read as predicted.
  var statistics: (made: Int, found: Int, predicted: Int) { (counts[0], counts[1], counts[2]) }

  /// Counts an object read through its predicted shape.
  @inline(__always)
  func notePrediction() { counts[2] += 1 }

  @inline(__always)
  private func pair(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash &>> 7) & (Self.slotCount - 2) }

  /// The shape for `hash`, if one was made.
  @inline(__always)
  func shape(for hash: UInt64) -> JSONShape? {
    let first = pair(of: hash)
    for slot in first...first + 1 where hashes[slot] == hash {
      guard let shape = shapes[slot] else { return nil }
      recent[first &>> 1] = UInt8(slot - first)
      counts[1] += 1
      return shape
    }
    return nil
  }

  /// Whether an object with this hash was met before and has no shape yet (then the caller makes one);
  /// otherwise notes the hash, so that the next object with it does.
  func metBefore(_ hash: UInt64) -> Bool {
    let first = pair(of: hash)
    if hashes[first] == hash || hashes[first + 1] == hash { return true }
    let slot = first + 1 - Int(recent[first &>> 1])
    hashes[slot] = hash
    shapes[slot] = nil
    recent[first &>> 1] = UInt8(slot - first)
    return false
  }

  /// The shape an object whose first key is `first` probably has: the last one met that began with it.
  ///
  /// The reader then compares each following key's bytes with the shape's where it expects them, and
  /// skips scanning them; when all match, the object is the shape's without hashing its keys. A shape whose
  /// keys have escapes is never predicted (its raw bytes are not its keys' texts).
  @inline(__always)
  func prediction(for first: JSONParser.Key, in bytes: UnsafeBufferPointer<UInt8>) -> JSONShape? {
    let slot = Int(truncatingIfNeeded: JSONShape.keyHash(first, in: bytes)) & (Self.slotCount - 1)
    guard let shape = predictions[slot], shape.key(0, is: first, in: bytes) else { return nil }
    return shape
  }

  /// Notes `shape` as the prediction for objects beginning with its first key, `first`.
  @inline(__always)
  func predict(_ shape: JSONShape, first: JSONParser.Key, in bytes: UnsafeBufferPointer<UInt8>) {
    guard shape.isPlain else { return }
    let slot = Int(truncatingIfNeeded: JSONShape.keyHash(first, in: bytes)) & (Self.slotCount - 1)
    if predictions[slot] !== shape { predictions[slot] = shape }
  }

  /// Keeps `shape` in the slot its hash was noted in.
  func keep(_ shape: JSONShape) {
    let first = pair(of: shape.hash)
    let slot = hashes[first] == shape.hash ? first : first + 1
    hashes[slot] = shape.hash
    shapes[slot] = shape
    recent[first &>> 1] = UInt8(slot - first)
    counts[0] += 1
  }
}
