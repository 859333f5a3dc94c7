import Testing

@testable import XYYStyle

/// `XYYPropertyCache` evicts the least recently used entry, as a plain list in recency order would.
@Suite struct XYYPropertyCacheOrderTests {
  static func key(_ name: String) -> XYYPropertyCache.Key {
    XYYPropertyCache.Key(type: ObjectIdentifier(Int.self), name: name)
  }

  @Test func theLeastRecentlyUsedEntryIsEvicted() {
    let cache = XYYPropertyCache(countLimit: 2)
    cache.insert(nil, for: Self.key("a"))
    cache.insert(nil, for: Self.key("b"))
    #expect(cache.value(for: Self.key("a")) != nil)  // a is now the newer
    cache.insert(nil, for: Self.key("c"))
    #expect(cache.value(for: Self.key("b")) == nil)
    #expect(cache.value(for: Self.key("a")) != nil)
    #expect(cache.value(for: Self.key("c")) != nil)
    #expect(cache.count == 2)
    #expect(cache.evictionCount == 1)
    cache.countLimit = 1
    #expect(cache.value(for: Self.key("a")) == nil)
    #expect(cache.value(for: Self.key("c")) != nil)
    cache.removeAll()
    #expect(cache.count == 0)
    #expect(cache.value(for: Self.key("c")) == nil)
  }

  /// Random look-ups and inserts on eight keys with room for three, against a list in recency order.
  @Test func randomUseMatchesAListInRecencyOrder() {
    let cache = XYYPropertyCache(countLimit: 3)
    var recency: [String] = []  // the newest last
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5_000 {
      let name = String(UInt8.random(in: 0..<8, using: &generator))
      if Bool.random(using: &generator) {
        let found = cache.value(for: Self.key(name)) != nil
        #expect(found == recency.contains(name))
        if found {
          recency.removeAll { $0 == name }
          recency.append(name)
        }
      } else {
        cache.insert(nil, for: Self.key(name))
        recency.removeAll { $0 == name }
        recency.append(name)
        if recency.count > 3 { recency.removeFirst() }
      }
      #expect(cache.count == recency.count)
    }
  }
}
