/// A fixed table from a type's field names to their indexes: open addressing over ``NameHash``, the
/// `class_getProperty` analog looked up for every key a design reads or writes by name.
struct NameTable: Sendable {
  /// Each position's name, hash and index (-1: empty); the count is a power of two, at most half used.
  private let names: [String]
  private let hashes: [Int]
  private let indexes: [Int]

  /// The table of `entries`; a later entry of the same name replaces an earlier one.
  init(_ entries: [(name: String, index: Int)]) {
    var capacity = 8
    while capacity < entries.count * 2 { capacity *= 2 }
    var names = [String](repeating: "", count: capacity)
    var hashes = [Int](repeating: 0, count: capacity)
    var indexes = [Int](repeating: -1, count: capacity)
    let mask = capacity - 1
    for (name, index) in entries {
      let hash = NameHash.hash(name)
      var position = hash & mask
      while indexes[position] >= 0, names[position] != name { position = (position + 1) & mask }
      names[position] = name
      hashes[position] = hash
      indexes[position] = index
    }
    (self.names, self.hashes, self.indexes) = (names, hashes, indexes)
  }

  /// The index recorded for `name`; nil when absent.
  subscript(name: String) -> Int? {
    let hash = NameHash.hash(name)
    let mask = names.count - 1
    var position = hash & mask
    while indexes[position] >= 0 {
      if hashes[position] == hash, names[position] == name { return indexes[position] }
      position = (position + 1) & mask
    }
    return nil
  }
}
