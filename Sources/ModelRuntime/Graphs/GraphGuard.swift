import CThreadState
import Foundation

/// Guards the recursive walks every design makes over models and containers on one thread: a nesting
/// limit in both directions, and cycle detection in model → JSON.
///
/// The Objective-C originals recurse once per nested model and per nested container with no limit:
/// a dictionary built in code that nests 10 000 levels, or an object graph with a cycle, runs the stack
/// out. JSON text cannot get that far (JSONSerialization refuses more than 512 levels), so the limit here
/// is the same 512 and no JSON document that parses is refused by it.
///
/// Each level of a walk runs inside ``enter(_:_:)``. The thread keeps its current depth and the objects
/// it is inside in thread-specific storage, so concurrent conversions do not see each other, and a hook
/// that starts a conversion from inside another one nests in it (its levels count).
public enum GraphGuard {
  /// The deepest nesting a walk may reach; the level beyond it is refused.
  public static let maximumDepth = 512

  /// Why a walk refused a level.
  public struct Failures: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// An object was reached again while it was being walked.
    public static let cycle = Failures(rawValue: 1)
    /// The walk went deeper than ``GraphGuard/maximumDepth``.
    public static let tooDeep = Failures(rawValue: 2)
  }

  /// One thread's walk. Only that thread touches it, so its properties skip the run-time exclusivity
  /// check (a thread-local look-up and an access-set insertion per access, which cost more than the
  /// guard's own work).
  ///
  /// Its two tables are fixed-size buffers allocated with the state: the depth limit bounds the stack
  /// (a level is entered only below ``GraphGuard/maximumDepth``, so at most that many objects are
  /// inside), and a level then costs no array growth or uniqueness check.
  @usableFromInline final class State {
    /// The objects of the levels the thread is inside, outermost first: `insideCount` of them. A stack,
    /// searched only when the object's bucket in `occupancy` says it may be there: most levels then cost
    /// a load and an add, where searching on every level made a chain of `n` nested objects cost `n²/2`
    /// comparisons.
    let inside = UnsafeMutablePointer<ObjectIdentifier>.allocate(capacity: GraphGuard.maximumDepth)
    @exclusivity(unchecked) var insideCount = 0
    /// How many of `inside` fall in each bucket of their identity's bits (a counting filter).
    let occupancy: UnsafeMutablePointer<UInt16> = {
      let buckets = UnsafeMutablePointer<UInt16>.allocate(capacity: State.bucketCount)
      buckets.initialize(repeating: 0, count: State.bucketCount)
      return buckets
    }()
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var failures: Failures = []

    static let bucketCount = 1024

    deinit {
      inside.deallocate()
      occupancy.deallocate()
    }

    /// The bucket of an object's identity: objects are at least 16-byte aligned, so the low bits are
    /// dropped and a higher slice folded in.
    @inline(__always)
    static func bucket(of id: ObjectIdentifier) -> Int {
      let bits = UInt(bitPattern: id)
      return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 14)) & (bucketCount - 1)
    }

    /// Whether `id` is one of the objects the thread is inside.
    @inline(__always)
    func contains(_ id: ObjectIdentifier) -> Bool {
      guard occupancy[State.bucket(of: id)] != 0 else { return false }
      return UnsafeBufferPointer(start: inside, count: insideCount).contains(id)
    }

    /// Pushes `id` (the caller has checked the depth, so there is room).
    @inline(__always)
    func push(_ id: ObjectIdentifier) {
      (inside + insideCount).initialize(to: id)
      insideCount &+= 1
      occupancy[State.bucket(of: id)] &+= 1
    }

    /// Pops the innermost object, `id`.
    @inline(__always)
    func pop(_ id: ObjectIdentifier) {
      insideCount &-= 1
      occupancy[State.bucket(of: id)] &-= 1
    }
  }

  /// The key whose destructor releases a thread's state when the thread ends (and clears the
  /// thread-local pointer, should a walk run later in the thread's teardown).
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      modelbench_graph_guard_state_set(nil)
      if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
    }
    return key
  }()

  /// The thread's state, created on first use and owned by the thread-specific slot until the thread
  /// ends, so a level may hold it unretained. Read through a C thread-local pointer (`CThreadState`): a
  /// load, where `pthread_getspecific` was a call per level.
  @inline(__always)
  private static var state: Unmanaged<State> {
    if let pointer = modelbench_graph_guard_state_get() { return Unmanaged<State>.fromOpaque(pointer) }
    return makeState()
  }

  @inline(never)
  private static func makeState() -> Unmanaged<State> {
    let state = Unmanaged.passRetained(State())
    pthread_setspecific(key, state.toOpaque())
    modelbench_graph_guard_state_set(state.toOpaque())
    return state
  }

  /// One entered level: what ``leave(_:)`` restores.
  @usableFromInline struct Level {
    let state: Unmanaged<State>
    let id: ObjectIdentifier?
    let outer: Failures
  }

  /// Runs one level of a walk: `body` one level deeper, inside `object` when the level is a class
  /// instance (for cycle detection), nothing for a struct or a container.
  ///
  /// - Parameters:
  ///   - object: The class instance this level walks, or nil.
  ///   - body: The level's work; it may enter deeper levels.
  /// - Returns: `result` is nil when the level itself was refused — it is deeper than ``maximumDepth``,
  ///   or `object` is already being walked — and `body` did not run. `failures` holds the refusals of
  ///   this level and of every level below it; they are also reported to the enclosing levels.
  /// - Throws: What `body` throws, once the level is left.
  @inlinable
  public static func enter<R, E: Error>(_ object: AnyObject?, _ body: () throws(E) -> R) throws(E) -> (
    result: R?, failures: Failures
  ) {
    let (level, refused) = arrive(object)
    guard let level else { return (nil, refused) }
    let result: R
    do { result = try body() } catch {
      _ = leave(level)
      throw error
    }
    return (result, leave(level))
  }

  /// Runs one level of a walk over a model: inside the instance when `Model` is a class (for cycle
  /// detection), a plain level for a struct. See ``enter(_:_:)``.
  @inlinable
  public static func enter<Model, R>(model: Model, _ body: () -> R) -> (result: R?, failures: Failures) {
    enter(Model.self is AnyClass ? unsafeBitCast(model, to: AnyObject.self) : nil, body)
  }

  /// Enters a level, or refuses it (and reports the refusal to the enclosing levels).
  @usableFromInline
  static func arrive(_ object: AnyObject?) -> (Level?, Failures) {
    let unmanaged = state
    return unmanaged._withUnsafeGuaranteedRef { state in
      guard state.depth < maximumDepth else {
        state.failures.insert(.tooDeep)
        return (nil, .tooDeep)
      }
      var id: ObjectIdentifier?
      if let object {
        let objectID = ObjectIdentifier(object)
        guard !state.contains(objectID) else {
          state.failures.insert(.cycle)
          return (nil, .cycle)
        }
        state.push(objectID)
        id = objectID
      }
      let level = Level(state: unmanaged, id: id, outer: state.failures)
      state.failures = []
      state.depth += 1
      return (level, [])
    }
  }

  /// Leaves a level: the failures met inside it, which are also added to the enclosing level's.
  @usableFromInline
  static func leave(_ level: Level) -> Failures {
    level.state._withUnsafeGuaranteedRef { state in
      state.depth -= 1
      if let id = level.id { state.pop(id) }
      let failures = state.failures
      state.failures = level.outer.union(failures)
      return failures
    }
  }

  /// Whether `object` is being walked on this thread now (a reference to it would close a cycle).
  public static func isInside(_ object: AnyObject) -> Bool {
    state._withUnsafeGuaranteedRef { $0.contains(ObjectIdentifier(object)) }
  }

  /// How deep the current thread's walk is (0 outside any walk).
  public static var depth: Int { state._withUnsafeGuaranteedRef { $0.depth } }
}
