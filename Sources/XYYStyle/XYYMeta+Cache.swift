import ModelRuntime

/// The bounded, thread-safe, evicting cache of property metadata: the original's `NSCache`.
///
/// Keyed by (model type, property name). When a new entry would exceed ``countLimit`` the least
/// recently used entry is evicted, as NSCache evicts under pressure; an evicted entry is rebuilt on its
/// next use, so conversions stay correct whatever the limit.
public final class XYYPropertyCache: Sendable {
  /// The cache every conversion uses.
  public static let shared = XYYPropertyCache(countLimit: 1_024)

  struct Key: Hashable {
    let type: ObjectIdentifier
    let name: String
  }

  private final class Node {
    let key: Key
    let value: XYYPropertyData?
    var newer: Node?
    weak var older: Node?
    init(key: Key, value: XYYPropertyData?) {
      self.key = key
      self.value = value
    }
  }

  private struct State {
    var limit: Int
    var nodes: [Key: Node] = [:]
    var newest: Node?
    var oldest: Node?
    var evictions = 0
  }

  private let state: Locked<State>

  public init(countLimit: Int) {
    state = Locked(State(limit: max(1, countLimit)))
  }

  /// The most entries kept; lowering it evicts at once.
  public var countLimit: Int {
    get { state.withLock { $0.limit } }
    set {
      state.withLock { state in
        state.limit = max(1, newValue)
        while state.nodes.count > state.limit { Self.evictOldest(&state) }
      }
    }
  }

  /// How many entries are cached now.
  public var count: Int { state.withLock { $0.nodes.count } }

  /// How many entries were evicted since the cache was made.
  public var evictionCount: Int { state.withLock { $0.evictions } }

  /// Empties the cache.
  public func removeAll() {
    state.withLock { state in
      state.nodes = [:]
      state.newest = nil
      state.oldest = nil
    }
  }

  /// The entry for `key`, or nil (`.none`) on a miss; `.some(nil)` caches "no such property".
  func value(for key: Key) -> XYYPropertyData?? {
    state.withLock { state in
      guard let node = state.nodes[key] else { return nil }
      Self.touch(node, &state)
      return .some(node.value)
    }
  }

  func insert(_ value: XYYPropertyData?, for key: Key) {
    state.withLock { state in
      if let existing = state.nodes[key] { Self.unlink(existing, &state) }
      let node = Node(key: key, value: value)
      state.nodes[key] = node
      Self.pushNewest(node, &state)
      while state.nodes.count > state.limit { Self.evictOldest(&state) }
    }
  }

  private static func touch(_ node: Node, _ state: inout State) {
    guard state.newest !== node else { return }
    unlink(node, &state)
    pushNewest(node, &state)
  }

  private static func pushNewest(_ node: Node, _ state: inout State) {
    node.older = state.newest
    node.newer = nil
    state.newest?.newer = node
    state.newest = node
    if state.oldest == nil { state.oldest = node }
  }

  private static func unlink(_ node: Node, _ state: inout State) {
    node.older?.newer = node.newer
    node.newer?.older = node.older
    if state.newest === node { state.newest = node.older }
    if state.oldest === node { state.oldest = node.newer }
    node.newer = nil
    node.older = nil
  }

  private static func evictOldest(_ state: inout State) {
    guard let oldest = state.oldest else { return }
    unlink(oldest, &state)
    state.nodes[oldest.key] = nil
    state.evictions += 1
  }
}
