import ModelRuntime

/// The bounded, thread-safe, evicting cache of property metadata: the original's `NSCache`.
///
/// Keyed by (model type, property name). When a new entry would exceed ``countLimit`` the oldest entry
/// is evicted, as NSCache evicts under pressure; an evicted entry is rebuilt on its next use, so
/// conversions stay correct whatever the limit. A hit reorders nothing, as Foundation's `object(forKey:)`
/// only looks up: the hit is the path every key of every conversion takes.
public final class XYYPropertyCache: Sendable {
  /// The cache every conversion uses.
  public static let shared = XYYPropertyCache(countLimit: 1_024)

  struct Key: Equatable {
    let type: ObjectIdentifier
    let name: String
  }

  /// One entry, linked to its neighbours in insertion order by their slots in ``State/entries`` (−1: none):
  /// slots, not references, so that linking an entry retains nothing (a weak back link made every retain
  /// of a node take the runtime's side-table path).
  struct Entry {
    var key: Key
    /// The key's ``Index/hash(_:)``, kept for probing and moving.
    var hash: Int
    var value: XYYPropertyData?
    var newer = -1
    var older = -1
  }

  private struct State {
    var limit: Int
    var index = Index()
    var entries: [Entry] = []
    /// Slots of evicted entries, reused before the array grows.
    var free: [Int] = []
    var newest = -1
    var oldest = -1
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
        while state.index.count > state.limit { Self.evictOldest(&state) }
      }
    }
  }

  /// How many entries are cached now.
  public var count: Int { state.withLock { $0.index.count } }

  /// How many entries were evicted since the cache was made.
  public var evictionCount: Int { state.withLock { $0.evictions } }

  /// Empties the cache.
  public func removeAll() {
    state.withLock { state in
      state.index = Index()
      state.entries = []
      state.free = []
      state.newest = -1
      state.oldest = -1
    }
  }

  /// The entry for `key`, or nil (`.none`) on a miss; `.some(nil)` caches "no such property".
  func value(for key: Key) -> XYYPropertyData?? {
    let hash = Index.hash(key)
    return state.withLock { state in
      guard let slot = state.index.slot(of: key, hash: hash, in: state.entries) else { return nil }
      return .some(state.entries[slot].value)
    }
  }

  func insert(_ value: XYYPropertyData?, for key: Key) {
    let hash = Index.hash(key)
    state.withLock { state in
      if let existing = state.index.slot(of: key, hash: hash, in: state.entries) {
        Self.unlink(existing, &state)
        state.entries[existing].value = value
        Self.pushNewest(existing, &state)
        return
      }
      let slot: Int
      let entry = Entry(key: key, hash: hash, value: value)
      if let reused = state.free.popLast() {
        slot = reused
        state.entries[slot] = entry
      } else {
        slot = state.entries.count
        state.entries.append(entry)
      }
      state.index.insert(slot: slot, hash: hash, entries: state.entries)
      Self.pushNewest(slot, &state)
      while state.index.count > state.limit { Self.evictOldest(&state) }
    }
  }

  private static func pushNewest(_ slot: Int, _ state: inout State) {
    state.entries[slot].older = state.newest
    state.entries[slot].newer = -1
    if state.newest >= 0 { state.entries[state.newest].newer = slot }
    state.newest = slot
    if state.oldest < 0 { state.oldest = slot }
  }

  private static func unlink(_ slot: Int, _ state: inout State) {
    let (newer, older) = (state.entries[slot].newer, state.entries[slot].older)
    if older >= 0 { state.entries[older].newer = newer }
    if newer >= 0 { state.entries[newer].older = older }
    if state.newest == slot { state.newest = older }
    if state.oldest == slot { state.oldest = newer }
    state.entries[slot].newer = -1
    state.entries[slot].older = -1
  }

  private static func evictOldest(_ state: inout State) {
    let slot = state.oldest
    guard slot >= 0 else { return }
    unlink(slot, &state)
    state.index.remove(slot: slot, entries: state.entries)
    state.entries[slot].value = nil
    state.free.append(slot)
    state.evictions += 1
  }
}
