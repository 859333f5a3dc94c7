/// A table keyed by type identity: open addressing over the metadata pointer's bits, as the Objective-C
/// runtime finds a class's data by its pointer; `Dictionary` hashed each `ObjectIdentifier` with SipHash
/// on look-ups a design makes for every value it reads.
///
/// Not seeded per process: its keys are the program's own types, never a document's. Public and
/// inlinable, as ``Locked`` is, so that a design's look-up is specialized: a `package` body is not
/// inlined across modules here, and the generic one looked up `Optional<Value>`'s metadata per call.
public struct TypeTable<Value> {
  /// Each position's key (the metadata's address; 0 when empty) and value; the count is a power of two,
  /// at most half used.
  @usableFromInline var keys: [UInt]
  @usableFromInline var values: [Value?]
  /// How many keys the table holds.
  public private(set) var count = 0

  /// An empty table.
  @inlinable
  public init() {
    keys = [UInt](repeating: 0, count: 8)
    values = [Value?](repeating: nil, count: 8)
  }

  /// The value recorded for `type`; nil when absent. Setting nil is not supported: entries stay.
  @inlinable
  public subscript(type: Any.Type) -> Value? {
    get {
      let key = Self.key(type)
      var position = Self.start(key, mask: keys.count - 1)
      while keys[position] != 0 {
        if keys[position] == key { return values[position] }
        position = (position + 1) & (keys.count - 1)
      }
      return nil
    }
    set {
      guard let newValue else { return }
      insert(newValue, for: type)
    }
  }

  /// Out of line: a table is written once per type, and read for every value.
  @usableFromInline
  mutating func insert(_ value: Value, for type: Any.Type) {
    if (count + 1) * 2 > keys.count { grow() }
    let key = Self.key(type)
    var position = Self.start(key, mask: keys.count - 1)
    while keys[position] != 0, keys[position] != key { position = (position + 1) & (keys.count - 1) }
    if keys[position] == 0 { count += 1 }
    keys[position] = key
    values[position] = value
  }

  @inlinable
  static func key(_ type: Any.Type) -> UInt {
    UInt(bitPattern: ObjectIdentifier(type))
  }

  /// The first position to probe: metadata is aligned, so the low bits carry nothing; a multiplication
  /// brings the middle bits up (Fibonacci hashing).
  @inlinable
  static func start(_ key: UInt, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((key >> 4) &* 0x9e37_79b9_7f4a_7c15) >> 32) & mask
  }

  private mutating func grow() {
    let old = zip(keys, values)
    keys = [UInt](repeating: 0, count: keys.count * 2)
    values = [Value?](repeating: nil, count: keys.count)
    let mask = keys.count - 1
    for (key, value) in old where key != 0 {
      var position = Self.start(key, mask: mask)
      while keys[position] != 0 { position = (position + 1) & mask }
      keys[position] = key
      values[position] = value
    }
  }
}

extension TypeTable: Sendable where Value: Sendable {}

extension Locked {
  /// The value the table holds for `type`, else `make`'s, made outside the lock (it may take other
  /// locks) and kept when `keep` says so: a per-type cache, filled once per type a run meets.
  @inlinable
  public func value<Entry: Sendable>(
    for type: Any.Type, keepingIf keep: @autoclosure () -> Bool = true, orMake make: () -> Entry
  ) -> Entry where Value == TypeTable<Entry> {
    if let cached = withLock({ $0[type] }) { return cached }
    let made = make()
    if keep() { withLock { $0[type] = made } }
    return made
  }
}
