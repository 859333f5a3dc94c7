import Foundation

/// A value each thread has its own copy of, for state a conversion must carry through calls that cannot
/// take it as an argument (a user's hook that calls back into the design).
///
/// The first read on a thread gives `initial`; ``with(_:_:)`` sets the value for the duration of a call
/// and restores the outer one, so nested calls see their own and other threads never see it. Keep one in a
/// `static let`: its thread-specific key is never deleted.
public final class ThreadLocal<Value>: @unchecked Sendable {
  @usableFromInline final class Box {
    /// Unchecked by the run-time exclusivity check: only its own thread reaches a box.
    @exclusivity(unchecked) @usableFromInline var value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
  }

  @usableFromInline let key: pthread_key_t
  @usableFromInline let initial: Value

  /// - Parameter initial: What a thread reads before anything was set on it.
  public init(_ initial: Value) {
    self.initial = initial
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
    }
    self.key = key
  }

  /// The calling thread's box, made on first use and owned by the thread's slot until the thread ends.
  private var box: Box {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
    }
    let box = Box(initial)
    pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
    return box
  }

  /// The calling thread's value. Inlinable and read without retaining the box, which the thread's slot
  /// owns: a design reads it for every key of a conversion.
  @inlinable public var value: Value {
    guard let pointer = pthread_getspecific(key) else { return initial }
    return Unmanaged<Box>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.value }
  }

  /// Runs `body` with the calling thread's value set to `value`, then restores the previous one.
  public func with<Result, Failure: Error>(_ value: Value, _ body: () throws(Failure) -> Result)
    throws(Failure)
    -> Result
  {
    let box = self.box
    let outer = box.value
    box.value = value
    defer { box.value = outer }
    return try body()
  }
}
