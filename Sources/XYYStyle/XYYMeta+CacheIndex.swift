import ModelRuntime

extension XYYPropertyCache {
  /// The cache's table from key to entry slot: open addressing with linear probing over the runtime's
  /// name hash (`NameHash`), as NSCache hashes its NSString keys; the count limit bounds a probe.
  struct Index {
    /// Each position's entry slot, or −1; the count is a power of two, at most half used.
    private var positions: [Int] = []
    private(set) var count = 0

    /// The hash of a key: its name's, seeded by its type.
    static func hash(_ key: Key) -> Int { NameHash.hash(key.name, seed: UInt(bitPattern: key.type)) }

    /// The slot of `key`'s entry, looked up in `entries`; nil when absent.
    func slot(of key: Key, hash: Int, in entries: [Entry]) -> Int? {
      guard count > 0 else { return nil }
      let mask = positions.count - 1
      var position = hash & mask
      while true {
        let slot = positions[position]
        if slot < 0 { return nil }
        // Compared part by part in place: comparing the keys whole copied the entry's out of the array.
        let sameType = entries[slot].hash == hash && entries[slot].key.type == key.type
        if sameType, entries[slot].key.name == key.name { return slot }
        position = (position + 1) & mask
      }
    }

    /// Records a key that is not in the table yet.
    mutating func insert(slot: Int, hash: Int, entries: [Entry]) {
      if (count + 1) * 2 > positions.count { rebuild(capacity: max(16, positions.count * 2), entries) }
      let mask = positions.count - 1
      var position = hash & mask
      while positions[position] >= 0 { position = (position + 1) & mask }
      positions[position] = slot
      count += 1
    }

    /// Removes `slot`'s key, moving later keys of its probe run back so that no look-up stops short.
    mutating func remove(slot: Int, entries: [Entry]) {
      let mask = positions.count - 1
      var hole = entries[slot].hash & mask
      while positions[hole] != slot { hole = (hole + 1) & mask }
      var next = hole
      while true {
        next = (next + 1) & mask
        let moved = positions[next]
        if moved < 0 { break }
        let home = entries[moved].hash & mask
        // The key at `next` stays when its home lies after the hole, up to `next` (cyclically).
        let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
        if stays { continue }
        positions[hole] = moved
        hole = next
      }
      positions[hole] = -1
      count -= 1
    }

    private mutating func rebuild(capacity: Int, _ entries: [Entry]) {
      let live = positions.filter { $0 >= 0 }
      positions = Array(repeating: -1, count: capacity)
      count = 0
      for slot in live { insert(slot: slot, hash: entries[slot].hash, entries: entries) }
    }
  }
}
