/// The base address that field offsets are measured from, for a class instance or a struct.
public enum ModelStorage {
  /// Calls `body` with the address of `model`'s storage: the object for a class, the value for a struct.
  ///
  /// For a class the pointer is valid while `model` keeps the object alive; for a struct only inside
  /// `body`. Writes through it follow the field accessors' assignment semantics. `Model` is a concrete
  /// type or `AnyObject`; other existentials (`Any`, `any P`) have no fields of their own — open them
  /// first.
  /// - Parameters:
  ///   - model: The model to read or write.
  ///   - body: Receives the base address.
  /// - Returns: What `body` returns.
  @inlinable
  public static func withMutableBase<Model, Result, Failure: Error>(
    of model: inout Model, _ body: (UnsafeMutableRawPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if Model.self is AnyClass || Model.self == AnyObject.self {
      let object = unsafeBitCast(model, to: AnyObject.self)
      defer { withExtendedLifetime(object) {} }
      return try body(Unmanaged.passUnretained(object).toOpaque())
    }
    return try withUnsafeMutablePointer(to: &model) { (pointer) throws(Failure) -> Result in
      try body(UnsafeMutableRawPointer(pointer))
    }
  }

  /// Calls `body` with the read-only address of `model`'s storage.
  @inlinable
  public static func withBase<Model, Result, Failure: Error>(
    of model: Model, _ body: (UnsafeRawPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if Model.self is AnyClass || Model.self == AnyObject.self {
      let object = unsafeBitCast(model, to: AnyObject.self)
      defer { withExtendedLifetime(object) {} }
      return try body(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()))
    }
    return try withUnsafePointer(to: model) { (pointer) throws(Failure) -> Result in
      try body(UnsafeRawPointer(pointer))
    }
  }

  /// Calls `body` with the address of a class instance's storage.
  @inlinable
  public static func withBase<Result, Failure: Error>(
    ofObject object: AnyObject, _ body: (UnsafeMutableRawPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    defer { withExtendedLifetime(object) {} }
    return try body(Unmanaged.passUnretained(object).toOpaque())
  }
}
