/// Whether `Model` is a class, worked out once, and a model as the object it then is.
///
/// Code that handles many models of one type — a design's driver for a nested model type — keeps one of
/// these: in unspecialized generic code, `Model.self is AnyClass` is a run-time cast on every evaluation,
/// and `unsafeBitCast` to `AnyObject` is only sound once that check has passed. The check is made here,
/// when the value is made, so ``object(_:)`` cannot be asked of a struct.
@frozen
public struct ClassCheck<Model>: Sendable {
  /// Whether `Model` is a class type.
  public let isClass: Bool

  /// Checks `Model` once.
  @inlinable
  public init() { isClass = Model.self is AnyClass }

  /// `model` as an object when `Model` is a class, nil for a struct; no cast at run time.
  @inlinable
  public func object(_ model: Model) -> AnyObject? {
    guard isClass else { return nil }
    return unsafe unsafeBitCast(model, to: AnyObject.self)
  }
}
