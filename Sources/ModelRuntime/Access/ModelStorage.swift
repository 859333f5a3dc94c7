/// The storage that field offsets are measured from, for a class instance or a struct, handed out as a
/// ``ModelBase`` or ``MutableModelBase`` for the duration of one call.
public enum ModelStorage {
  /// Calls `body` with a handle on `model`'s storage: the object for a class, the value for a struct.
  ///
  /// The handle is valid only inside `body`. Writes through it follow the field accessors' assignment
  /// semantics. `Model` is a concrete
  /// type or `AnyObject`; other existentials (`Any`, `any P`) have no fields of their own — open them
  /// first.
  /// - Parameters:
  ///   - model: The model to read or write.
  ///   - body: Receives the base address.
  /// - Returns: What `body` returns.
  @inlinable
  public static func withMutableBase<Model, Result, Failure: Error>(
    of model: inout Model, _ body: (MutableModelBase) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let base = objectBase(of: &model) { return try body(base) }
    return try withUnsafeMutablePointer(to: &model) { (pointer) throws(Failure) -> Result in
      try body(MutableModelBase(UnsafeMutableRawPointer(pointer)))
    }
  }

  /// ``withMutableBase(of:_:)`` with `argument` moved into `body`: a closure that captured it would copy
  /// it, and each copy and destroy of an `Any?` goes through its value witnesses.
  @inlinable @inline(__always)
  package static func withMutableBase<Model, Argument, Result>(
    of model: inout Model, passing argument: consuming Argument,
    _ body: (MutableModelBase, consuming Argument) -> Result
  ) -> Result {
    if let base = objectBase(of: &model) { return body(base, consume argument) }
    // A struct's address lives only inside the pointer's closure, which must capture the argument.
    let captured = consume argument
    return withUnsafeMutablePointer(to: &model) { pointer in
      body(MutableModelBase(UnsafeMutableRawPointer(pointer)), captured)
    }
  }

  /// A class model's base; nil for a struct. The reference is read out of `model` as the address it is,
  /// with no copy of it counted: the caller holds `model` (and so its object) for the whole call. A copy
  /// cost an atomic retain and release for every model a reader fills.
  @inlinable @inline(__always)
  static func objectBase<Model>(of model: inout Model) -> MutableModelBase? {
    guard Model.self == AnyObject.self || Model.self is AnyClass else { return nil }
    let object = unsafe withUnsafeMutablePointer(to: &model) { pointer in
      unsafe UnsafeRawPointer(pointer).load(as: UnsafeMutableRawPointer.self)
    }
    return MutableModelBase(object)
  }

  /// `type(of: model)`: a struct's own type, or a class model's class read from its object, whose first
  /// word is the class's metadata. In generic code `type(of:)` is a runtime call, which looks through
  /// existentials before it reads the object.
  @inlinable @inline(__always)
  package static func dynamicType<Model>(of model: inout Model) -> Model.Type {
    if Model.self == AnyObject.self { return type(of: model) }
    guard let base = objectBase(of: &model) else { return Model.self }
    return unsafe unsafeBitCast(base.address.load(as: UnsafeRawPointer.self), to: Model.Type.self)
  }

  /// Calls `body` with a read-only handle on `model`'s storage.
  @inlinable
  public static func withBase<Model, Result, Failure: Error>(
    of model: Model, _ body: (ModelBase) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if Model.self is AnyClass || Model.self == AnyObject.self {
      let object = unsafeBitCast(model, to: AnyObject.self)
      defer { _fixLifetime(object) }
      return try body(ModelBase(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())))
    }
    return try withUnsafePointer(to: model) { (pointer) throws(Failure) -> Result in
      try body(ModelBase(UnsafeRawPointer(pointer)))
    }
  }

  /// Calls `body` with a handle on a class instance's storage.
  @inlinable
  public static func withBase<Result, Failure: Error>(
    ofObject object: AnyObject, _ body: (MutableModelBase) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    defer { _fixLifetime(object) }
    return try body(MutableModelBase(Unmanaged.passUnretained(object).toOpaque()))
  }
}
