import Foundation

/// A value behind a lock: a `pthread_mutex_t` (the analog of the originals' dispatch_semaphore and
/// @synchronized).
///
/// Not `Synchronization.Mutex`: on Linux it is a priority-inheritance futex, which hands the lock to the
/// next blocked thread on every release, so under contention each acquisition waits for a context switch
/// (swiftlang/swift#88440, fixed by adaptive spinning in #88523 after the Swift 6.3 release). Measured
/// here with 8 threads decoding the Weibo status 200 times each (`modelbench stress-child --scenario
/// threads`): MJStyle 21.4 s and XYYStyle 32.4 s with `Mutex`, 1.1 s and 1.0 s with this lock. glibc's
/// default mutex also waits on a futex but lets a running thread take a free lock, and ThreadSanitizer
/// understands it (with `Mutex`, every access it orders was reported as a race).
public final class Locked<Value>: @unchecked Sendable {
  /// Unchecked by the run-time exclusivity check: the mutex already makes each access exclusive, and the
  /// check cost a thread-local look-up and an access-set insertion per access.
  @exclusivity(unchecked) @usableFromInline var value: Value
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  public init(_ value: Value) {
    self.value = value
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// Inlinable, so that a caller's look-up is specialized into it: called generically across the
  /// module boundary, the lock costs a generic call and its metadata look-ups per use.
  @inlinable
  public func withLock<Result: Sendable, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
