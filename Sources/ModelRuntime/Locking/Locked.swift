import Foundation
import Synchronization

/// A value behind a lock: `Synchronization.Mutex` (the analog of the originals' dispatch_semaphore and
/// @synchronized).
///
/// Built with `-DMODELBENCH_TSAN` (what `make sanitize` does for ThreadSanitizer), the lock is a
/// `pthread_mutex_t` instead: on Linux `Mutex` waits on a futex that ThreadSanitizer cannot see, so every
/// access it orders would be reported as a race.
public final class Locked<Value>: @unchecked Sendable {
  #if MODELBENCH_TSAN
    private var value: Value
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init(_ value: Value) {
      self.value = value
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result: Sendable, Failure: Error>(
      _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value)
    }
  #else
    @usableFromInline let mutex: Mutex<Box>

    /// `Mutex` holds a `sending` value; the box is only touched under the lock.
    @usableFromInline final class Box: @unchecked Sendable {
      @usableFromInline var value: Value
      init(_ value: Value) { self.value = value }
    }

    public init(_ value: Value) {
      mutex = Mutex(Box(value))
    }

    /// Runs `body` with exclusive access to the value.
    ///
    /// Inlinable, so that a caller's look-up is specialized into it: called generically across the
    /// module boundary, the lock cost several hundred instructions per use.
    @inlinable
    public func withLock<Result: Sendable, Failure: Error>(
      _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
      try mutex.withLock { (box: inout Box) throws(Failure) -> Result in try body(&box.value) }
    }
  #endif
}
