/// Counts heap allocations made by the current thread: jemalloc in the runner, a fake in tests.
package protocol AllocationCounter: Sendable {
  /// Allocations and bytes allocated so far, exact at the moment of the call.
  func snapshot() -> AllocationSnapshot
  /// Runs `body` in the mode where ``snapshot()`` is exact (jemalloc: thread cache disabled).
  func exactly<R>(_ body: () throws -> R) rethrows -> R
}

/// The thread's allocation counters at one moment; two snapshots' difference is what ran between them.
package struct AllocationSnapshot: Hashable, Sendable {
  /// Allocations made so far.
  package var allocations: UInt64
  /// Bytes allocated so far.
  package var bytes: UInt64

  package init(allocations: UInt64, bytes: UInt64) {
    self.allocations = allocations
    self.bytes = bytes
  }
}
