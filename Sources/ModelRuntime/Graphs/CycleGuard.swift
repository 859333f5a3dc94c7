import Foundation

/// Detects cycles in an object graph walked recursively on one thread (model→JSON of class models).
///
/// Each thread keeps the set of objects it is inside; visiting an object already in the set is a cycle.
/// The set lives in thread-specific storage, so concurrent conversions do not see each other.
public enum CycleGuard {
  private final class Visit {
    var inside: Set<ObjectIdentifier> = []
    var cycleFound = false
    var depth = 0
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
    }
    return key
  }()

  private static var visit: Visit {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Visit>.fromOpaque(pointer).takeUnretainedValue()
    }
    let visit = Visit()
    pthread_setspecific(key, Unmanaged.passRetained(visit).toOpaque())
    return visit
  }

  /// Runs `body` inside `object`, or returns nil (and marks the walk) when `object` is already being
  /// visited on this thread.
  public static func inside<R>(_ object: AnyObject, _ body: () -> R) -> R? {
    let visit = visit
    let id = ObjectIdentifier(object)
    guard visit.inside.insert(id).inserted else {
      visit.cycleFound = true
      return nil
    }
    defer { visit.inside.remove(id) }
    return body()
  }

  /// Whether `object` is being visited on this thread now (a reference to it would close a cycle).
  public static func isInside(_ object: AnyObject) -> Bool {
    visit.inside.contains(ObjectIdentifier(object))
  }

  /// Runs a whole walk and reports whether it met a cycle anywhere. Nested walks report to the outermost.
  public static func walk<R>(_ body: () -> R) -> (result: R, cycleFound: Bool) {
    let visit = visit
    visit.depth += 1
    let outer = visit.cycleFound
    if visit.depth == 1 { visit.cycleFound = false }
    let result = body()
    let found = visit.cycleFound
    visit.depth -= 1
    if visit.depth == 0 { visit.cycleFound = false } else { visit.cycleFound = outer || found }
    return (result, found)
  }
}
