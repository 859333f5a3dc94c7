import Testing

@testable import XYYStyle

/// `XYYPropertyCache` evicts the oldest entry, as a plain list in insertion order would; a hit reorders
/// nothing.
@Suite struct XYYPropertyCacheOrderTests {
  static func key(_ name: String) -> XYYPropertyCache.Key {
    XYYPropertyCache.Key(type: ObjectIdentifier(Int.self), name: name)
  }

  @Test func theOldestEntryIsEvicted() {
    let cache = XYYPropertyCache(countLimit: 2)
    cache.insert(nil, for: Self.key("a"))
    cache.insert(nil, for: Self.key("b"))
    #expect(cache.value(for: Self.key("a")) != nil)  // a hit: a stays the older
    cache.insert(nil, for: Self.key("c"))
    #expect(cache.value(for: Self.key("a")) == nil)
    #expect(cache.value(for: Self.key("b")) != nil)
    #expect(cache.value(for: Self.key("c")) != nil)
    #expect(cache.count == 2)
    #expect(cache.evictionCount == 1)
    cache.insert(nil, for: Self.key("b"))  // inserted again: b becomes the newest
    cache.countLimit = 1
    #expect(cache.value(for: Self.key("c")) == nil)
    #expect(cache.value(for: Self.key("b")) != nil)
    cache.removeAll()
    #expect(cache.count == 0)
    #expect(cache.value(for: Self.key("c")) == nil)
  }

  /// Random look-ups and inserts, against a list in insertion order: few keys with little room, and many
  /// keys with room for dozens, whose evictions move keys back along the index's probe runs.
  @Test(arguments: [(limit: 3, keys: 8), (limit: 64, keys: 300)])
  func randomUseMatchesAListInInsertionOrder(limit: Int, keys: Int) {
    let cache = XYYPropertyCache(countLimit: limit)
    var order: [String] = []  // the newest last
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5_000 {
      let name = String(Int.random(in: 0..<keys, using: &generator))
      if Bool.random(using: &generator) {
        let found = cache.value(for: Self.key(name)) != nil
        #expect(found == order.contains(name))
      } else {
        cache.insert(nil, for: Self.key(name))
        order.removeAll { $0 == name }
        order.append(name)
        if order.count > limit { order.removeFirst() }
      }
      #expect(cache.count == order.count)
    }
  }
}
