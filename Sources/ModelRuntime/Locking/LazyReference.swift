import Synchronization

/// A reference made on first use and then read without a lock: one atomic load.
///
/// For values that, once published, never change and are never freed before the holder (a design's
/// per-type meta, which its cache keeps for the life of the process). Two threads may both make a value;
/// the first to publish wins and both return it, as the originals' caches do.
public final class LazyReference<Value: AnyObject & Sendable>: Sendable {
  private let storage = Atomic<Unmanaged<Value>?>(nil)

  public init() {}

  deinit {
    storage.load(ordering: .acquiring)?.release()
  }

  /// The published value, or the one `make` returns, published first; nil (and nothing published) when
  /// `make` returns nil.
  @inlinable
  public func value(orMake make: () -> Value?) -> Value? {
    if let published = load() { return published }
    guard let made = make() else { return nil }
    return publish(made)
  }

  @usableFromInline
  func load() -> Value? {
    storage.load(ordering: .acquiring)?.takeUnretainedValue()
  }

  @usableFromInline
  func publish(_ made: Value) -> Value {
    let retained = Unmanaged.passRetained(made)
    let (exchanged, original) = storage.compareExchange(
      expected: nil, desired: retained, ordering: .acquiringAndReleasing)
    if exchanged { return made }
    retained.release()
    return original!.takeUnretainedValue()
  }
}
