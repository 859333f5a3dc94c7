import Synchronization

/// A reference made on first use and then read without a lock: one atomic load.
///
/// For values that, once published, never change and are never freed before the holder (a design's
/// per-type meta, which its cache keeps for the life of the process). Two threads may both make a value;
/// the first to publish wins and both return it, as the originals' caches do.
public final class LazyReference<Value: AnyObject & Sendable>: Sendable {
  /// The published value's address, 0 before: a plain integer, so that a read in unspecialized generic
  /// code is one load and a test, with no `Optional<Unmanaged<Value>>` to convert generically.
  private let storage = Atomic<UInt>(0)

  public init() {}

  deinit {
    guard let pointer = UnsafeRawPointer(bitPattern: storage.load(ordering: .acquiring)) else { return }
    unsafe Unmanaged<Value>.fromOpaque(pointer).release()
  }

  /// The value published at `bits`, unretained; nil for 0.
  private static func value(at bits: UInt) -> Value? {
    guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return unsafe Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// The published value, or the one `make` returns, published first; nil (and nothing published) when
  /// `make` returns nil.
  @inlinable
  public func value(orMake make: () -> Value?) -> Value? {
    if let published = load() { return published }
    guard let made = make() else { return nil }
    return publish(made)
  }

  /// Calls `body` with the published value, or the one `make` returns (published first), unretained:
  /// the holder keeps it alive, so a hot path pays no atomic retain and release on an object that every
  /// thread shares. Nil, with `body` not called, when there is none.
  @inlinable
  public func withValue<Result>(orMake make: () -> Value?, _ body: (Value) -> Result) -> Result? {
    if let lent = loadUnmanaged() { return unsafe lent._withUnsafeGuaranteedRef(body) }
    guard let made = make() else { return nil }
    return body(publish(made))
  }

  @usableFromInline
  func load() -> Value? {
    Self.value(at: storage.load(ordering: .acquiring))
  }

  /// The published value, unretained; nil before.
  @usableFromInline
  func loadUnmanaged() -> Unmanaged<Value>? {
    guard let pointer = UnsafeRawPointer(bitPattern: storage.load(ordering: .acquiring)) else { return nil }
    return unsafe Unmanaged<Value>.fromOpaque(pointer)
  }

  @usableFromInline
  func publish(_ made: Value) -> Value {
    let retained = Unmanaged.passRetained(made)
    let bits = UInt(bitPattern: retained.toOpaque())
    let (exchanged, original) = storage.compareExchange(
      expected: 0, desired: bits, ordering: .acquiringAndReleasing)
    if exchanged { return made }
    retained.release()
    return Self.value(at: original) ?? made
  }
}
