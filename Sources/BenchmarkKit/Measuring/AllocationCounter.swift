/// Counts heap allocations made by the current thread: jemalloc in the runner, a fake in tests.
public protocol AllocationCounter: Sendable {
  /// Allocations and bytes allocated so far, exact at the moment of the call.
  func snapshot() -> AllocationSnapshot
  /// Runs `body` in the mode where ``snapshot()`` is exact (jemalloc: thread cache disabled).
  func exactly<R>(_ body: () throws -> R) rethrows -> R
}

public struct AllocationSnapshot: Hashable, Sendable {
  public var allocations: UInt64
  public var bytes: UInt64

  public init(allocations: UInt64, bytes: UInt64) {
    self.allocations = allocations
    self.bytes = bytes
  }
}
