/// Read access to one model's storage: loads at the byte offsets of its fields.
///
/// This is the only way the designs reach a model's memory. It wraps the raw base address the way
/// swift-collections' `_UnsafeHandle` wraps a buffer: the raw pointer stays inside ModelRuntime, and the
/// designs, compiled with strict memory safety checking, see typed operations only. A handle is valid
/// inside the ``ModelStorage`` call that made it, never after.
///
/// The typed operations compile to one load or one assignment. Their precondition — `T` is exactly the
/// type stored at `offset` — is what a design checks once, when it builds its per-type metadata from
/// ``FieldInfo``, rather than on every access; the checked alternatives are ``FieldAccessor``'s `get` and
/// `set`, which compare types on every call.
@safe @frozen
public struct ModelBase {
  @usableFromInline let address: UnsafeRawPointer

  @inlinable init(_ address: UnsafeRawPointer) { self.address = address }

  /// The value of type `T` stored at `offset`.
  ///
  /// - Precondition: `T` is exactly the type of the field at `offset`.
  @inlinable
  public func load<T>(_: T.Type, at offset: Int) -> T {
    unsafe (address + offset).assumingMemoryBound(to: T.self).pointee
  }

  /// The whole model, as `Model`: the object for a class, a copy of the value for a struct.
  ///
  /// - Precondition: `Model` is the type of the model this handle was made for.
  @inlinable
  public func model<Model>(as _: Model.Type) -> Model {
    if Model.self is AnyClass || Model.self == AnyObject.self {
      // The reference is a `Model` (the precondition): `as!` would ask the runtime's class cast.
      return unsafe unsafeBitCast(
        Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue(), to: Model.self)
    }
    return unsafe address.assumingMemoryBound(to: Model.self).pointee
  }
}

/// Read and write access to one model's storage; see ``ModelBase``.
@safe @frozen
public struct MutableModelBase {
  @usableFromInline let address: UnsafeMutableRawPointer

  @inlinable init(_ address: UnsafeMutableRawPointer) { self.address = address }

  /// The same storage, read-only.
  @inlinable public var readOnly: ModelBase { ModelBase(UnsafeRawPointer(address)) }

  /// The value of type `T` stored at `offset`.
  ///
  /// - Precondition: `T` is exactly the type of the field at `offset`.
  @inlinable
  public func load<T>(_: T.Type, at offset: Int) -> T {
    unsafe (address + offset).assumingMemoryBound(to: T.self).pointee
  }

  /// Assigns `value` to the field at `offset` (the new value retained, the old one released).
  ///
  /// - Precondition: `T` is exactly the type of the field at `offset`, and the field is a strong one.
  @inlinable
  public func store<T>(_ value: T, at offset: Int) {
    unsafe (address + offset).assumingMemoryBound(to: T.self).pointee = value
  }

  /// Calls `body` with the field at `offset` in place (no copy of the field's value).
  ///
  /// - Precondition: `T` is exactly the type of the field at `offset`, and the field is a strong one.
  @inlinable
  public func modify<T, R>(_: T.Type, at offset: Int, _ body: (inout T) throws -> R) rethrows -> R {
    try unsafe body(&(address + offset).assumingMemoryBound(to: T.self).pointee)
  }

  /// Calls `body` with the whole model in place: the object for a class (whose fields `body` changes
  /// through the reference), the value itself for a struct.
  ///
  /// - Precondition: `Model` is the type of the model this handle was made for.
  @inlinable
  public func modifyModel<Model, R>(_: Model.Type, _ body: (inout Model) throws -> R) rethrows -> R {
    if Model.self is AnyClass || Model.self == AnyObject.self {
      var object = unsafe unsafeBitCast(
        Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue(), to: Model.self)
      return try body(&object)
    }
    return try unsafe body(&address.assumingMemoryBound(to: Model.self).pointee)
  }
}

extension ModelBase {
  /// The field at `offset`, for reads.
  @inlinable public func slot(at offset: Int) -> FieldSlotView { FieldSlotView(address + offset) }
}

extension MutableModelBase {
  /// The field at `offset`, for reads and writes.
  @inlinable public func slot(at offset: Int) -> FieldSlot { FieldSlot(address + offset) }
}

/// One field of a model, read-only: a ``ModelBase`` with the field's offset applied once.
@safe @frozen
public struct FieldSlotView {
  @usableFromInline let address: UnsafeRawPointer

  @inlinable init(_ address: UnsafeRawPointer) { self.address = address }

  /// The field's value.
  ///
  /// - Precondition: `T` is exactly the field's type.
  @inlinable
  public func load<T>(_: T.Type) -> T { unsafe address.assumingMemoryBound(to: T.self).pointee }

  /// The value of a field of type `T`, or of `T?` when `optional`; nil for a nil optional.
  ///
  /// - Precondition: the field's type is `T` (`optional` false) or `T?` (`optional` true).
  @inlinable
  public func load<T>(_: T.Type, optional: Bool) -> T? {
    optional ? load(T?.self) : load(T.self)
  }

  /// Calls `body` with the value of a field of type `T`, or of `T?` when `optional`, read in place: no
  /// copy of it is made (and retained) for the call. Nil, and `body` not called, for a nil optional.
  ///
  /// - Precondition: the field's type is `T` (`optional` false) or `T?` (`optional` true).
  @inlinable
  public func withValue<T, R>(_: T.Type, optional: Bool, _ body: (borrowing T) -> R) -> R? {
    guard optional else { return unsafe body(address.assumingMemoryBound(to: T.self).pointee) }
    return unsafe address.assumingMemoryBound(to: T?.self).pointee.map { body($0) }
  }

  /// Calls `body` with the value an `Any?` field holds; nil, with nothing copied, when it holds nil
  /// (its type word tested, as `OptionalAny` does: reading the optional copied it through its value
  /// witnesses twice).
  /// - Precondition: the field's type is `Any?`.
  @inlinable
  public func withOptionalAny<R>(_ body: (Any) -> R) -> R? {
    guard unsafe OptionalAny.isPresent(at: address) else { return nil }
    return unsafe body(address.assumingMemoryBound(to: Any.self).pointee)
  }

  /// Whether an `Any?` field holds a value: its type word tested, nothing copied.
  /// - Precondition: the field's type is `Any?`.
  @inlinable
  public var holdsOptionalAny: Bool { unsafe OptionalAny.isPresent(at: address) }

  /// Whether a `T?` field holds a value, by the optional's specialized test.
  /// - Precondition: the field's type is `T?`.
  @inlinable
  public func holds<T>(_: T.Type) -> Bool { unsafe address.assumingMemoryBound(to: T?.self).pointee != nil }

  /// Whether an optional class-reference field holds an object: its pointer tested, nothing retained.
  /// - Precondition: the field is a strong `Object?` of a class type.
  @inlinable
  public var holdsObject: Bool { unsafe address.load(as: UInt.self) != 0 }

  /// Calls `body` with the object an optional class-reference field holds, if it holds one; whether it
  /// did.
  ///
  /// An optional class reference is one nullable pointer, laid out as `AnyObject?`, so the field is read
  /// without `Optional<Object>`'s metadata, which unspecialized generic code would otherwise look up at
  /// run time for every read (see ``FieldSlot/updateOptionalObject(_:present:absent:)``).
  /// - Precondition: `Object` is a class type and the field is a strong `Object?`.
  @inlinable
  public func withOptionalObject<Object>(_: Object.Type, _ body: (Object) -> Void) -> Bool {
    guard let current = unsafe address.assumingMemoryBound(to: AnyObject?.self).pointee else { return false }
    body(unsafe unsafeBitCast(current, to: Object.self))
    return true
  }
}

/// One field of a model, for reads and writes: a ``MutableModelBase`` with the field's offset applied
/// once, so that a design resolves a property's address a single time per write.
@safe @frozen
public struct FieldSlot {
  @usableFromInline let address: UnsafeMutableRawPointer

  @inlinable init(_ address: UnsafeMutableRawPointer) { self.address = address }

  /// The same field, read-only.
  @inlinable public var view: FieldSlotView { FieldSlotView(UnsafeRawPointer(address)) }

  /// The field's value; see ``FieldSlotView/load(_:)``.
  @inlinable public func load<T>(_ type: T.Type) -> T { view.load(type) }

  /// Assigns `value` (the new value retained, the old one released).
  ///
  /// - Precondition: `T` is exactly the field's type, and the field is a strong one.
  @inlinable
  public func store<T>(_ value: T, as _: T.Type = T.self) {
    unsafe address.assumingMemoryBound(to: T.self).pointee = value
  }

  /// Assigns `value` to a field of type `T`, or of `T?` when `optional`; the counterpart of
  /// ``FieldSlotView/load(_:optional:)``.
  ///
  /// - Precondition: the field's type is `T` (`optional` false) or `T?` (`optional` true), a strong one.
  @inlinable
  public func store<T>(_ value: T, optional: Bool) {
    if optional { store(value, as: T?.self) } else { store(value, as: T.self) }
  }

  /// Calls `body` with the field in place.
  ///
  /// - Precondition: `T` is exactly the field's type, and the field is a strong one.
  @inlinable
  public func modify<T, R>(_: T.Type, _ body: (inout T) throws -> R) rethrows -> R {
    try unsafe body(&address.assumingMemoryBound(to: T.self).pointee)
  }
}

extension FieldSlot {
  /// For a field of type `Optional<Object>`, `Object` a class: calls `present` with the object, or stores
  /// the one `absent` makes.
  ///
  /// An optional class reference is one nullable pointer, laid out as `AnyObject?`, so the field is
  /// handled without `Optional<Object>`'s metadata, which unspecialized generic code would otherwise look
  /// up at run time for every field.
  /// - Precondition: `Object` is a class type and the field is a strong `Object?`.
  @inlinable
  public func updateOptionalObject<Object>(
    _: Object.Type, present: (Object) -> Void, absent: () -> Object
  ) {
    let current = unsafe address.withMemoryRebound(to: AnyObject?.self, capacity: 1) { $0.pointee }
    if let current {
      present(unsafe unsafeBitCast(current, to: Object.self))
    } else {
      let made = unsafe unsafeBitCast(absent(), to: AnyObject.self)
      unsafe address.withMemoryRebound(to: AnyObject?.self, capacity: 1) { $0.pointee = made }
    }
  }
}
