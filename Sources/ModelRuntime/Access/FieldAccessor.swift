/// Typed reads and writes of one stored field at its byte offset.
///
/// The typed paths (`load`, `store(_:in:)` unchecked) compile to one load or one assignment when the caller knows the
/// field's type: no boxing, no existential opening. The `Any` paths open the field type once, when the
/// accessor is made, and check the value's type on every write. Writes have assignment semantics: the new
/// value is retained and the old one released.
public struct FieldAccessor: @unchecked Sendable {
  /// The field's name, for errors.
  public let name: String
  /// The byte offset of the field from the start of the struct or object.
  public let offset: Int
  /// The field's declared type.
  public let type: Any.Type
  /// `false` for weak and unowned fields, which are never written.
  public let ownership: ReferenceOwnership
  private let storage: any FieldStorage
  /// For an `Optional` field, its type seen as one (``kvcValue(from:)`` unwraps it without a cast).
  private let optionalType: (any OptionalType.Type)?
  /// How ``kvcValue(from:)`` tells a nil optional by one load, where the layout allows it.
  private let absence: FieldAbsence

  init(name: String, offset: Int, type: Any.Type, ownership: ReferenceOwnership) {
    self.name = name
    self.offset = offset
    self.type = type
    self.ownership = ownership
    self.storage = Self.makeStorage(type)
    self.optionalType = type as? any OptionalType.Type
    self.absence = FieldAbsence(type: type, ownership: ownership)
  }

  private static func makeStorage<F>(_: F.Type) -> any FieldStorage {
    // A doubly optional field is cast as a whole: the runtime decides where a nil inside goes.
    guard let optional = F.self as? any OptionalType.Type, !(optional.wrappedType is any OptionalType.Type)
    else { return TypedFieldStorage<F>() }
    func wrapping<W>(_: W.Type) -> any FieldStorage { OptionalFieldStorage<F, W>() }
    return _openExistential(optional.wrappedType, do: wrapping)
  }

  /// Whether writes are allowed.
  public var isWritable: Bool { ownership == .strong }

  // MARK: Typed paths

  /// Reads the field as `F`.
  ///
  /// - Precondition: `F` is exactly the field's type.
  @inlinable
  public func load<F>(_: F.Type, from base: ModelBase) -> F {
    base.load(F.self, at: offset)
  }

  /// Assigns `value` to the field without checking its type or writability.
  ///
  /// - Precondition: `F` is exactly the field's type and the field ``isWritable``. A design checks both
  ///   once, when it builds its per-type meta, and then writes on the hot path with no check.
  @inlinable
  public func uncheckedStore<F>(_ value: F, in base: MutableModelBase) {
    base.store(value, at: offset)
  }

  /// Assigns a value known statically, after checking that `F` is the field's type.
  ///
  /// - Throws: ``FieldAccessError`` for a weak or unowned field or another type.
  @inlinable
  public func store<F>(_ value: F, in base: MutableModelBase) throws(FieldAccessError) {
    guard isWritable else { throw FieldAccessError(field: name, reason: .notWritable(ownership)) }
    guard F.self == type else {
      throw FieldAccessError(
        field: name,
        reason: .typeMismatch(expected: String(describing: type), found: String(describing: F.self)))
    }
    uncheckedStore(value, in: base)
  }

  /// Reads the field as `F` from a writable handle.
  ///
  /// - Precondition: `F` is exactly the field's type.
  @inlinable
  public func load<F>(_: F.Type, from base: MutableModelBase) -> F {
    base.load(F.self, at: offset)
  }

  // MARK: Any paths

  /// Reads the field into `Any` from a writable handle.
  public func get(from base: MutableModelBase) -> Any { get(from: base.readOnly) }

  /// Reads the field into `Any`.
  public func get(from base: ModelBase) -> Any {
    storage.get(base.address + offset)
  }

  /// Reads the field as key-value coding's `valueForKey:` returns it: an optional's wrapped value, nil for
  /// nil, any other value as it is (an `Any` holding an optional unwrapped too, as a cast would).
  ///
  /// Whether the field is optional is known from its type when the accessor is made: asking each value
  /// `as? any OptionalType` was a conformance look-up per read, most of them failing.
  public func kvcValue(from base: ModelBase) -> Any? {
    if let optionalType {
      let slot = base.slot(at: offset)
      if absence.isAbsent(at: slot) { return nil }
      // A present payload whose layout the absence test knows is read as it stands; the optional's own
      // code would copy the whole optional through its generic witnesses and destroy the copy.
      switch absence {
      case .typeWord: return slot.load(Any.self)
      case .string: return slot.load(String.self)
      case .bool: return slot.load(Bool.self)
      case .int: return slot.load(Int.self)
      case .double: return slot.load(Double.self)
      case .nullReference: return Self.boxed(slot.load(AnyObject.self), as: optionalType.wrappedType)
      case .untold: return optionalType.wrappedAny(at: base.address + offset)
      }
    }
    let value = storage.get(base.address + offset)
    guard type == Any.self, let optional = value as? any OptionalType else { return value }
    return optional.wrappedAny
  }

  /// `object` boxed as its field's wrapped class type `T`, as the optional's payload would be.
  private static func boxed<T>(_ object: AnyObject, as _: T.Type) -> Any {
    unsafe unsafeBitCast(object, to: T.self)
  }

  /// Writes a value of the field's exact type, given as `Any`.
  ///
  /// - Throws: ``FieldAccessError`` for a weak or unowned field or a value of another type; the field is
  ///   then unchanged.
  public func set(_ value: Any, in base: MutableModelBase) throws(FieldAccessError) {
    guard isWritable else { throw FieldAccessError(field: name, reason: .notWritable(ownership)) }
    // A string into a `String?` field, the commonest write by name, is stored by specialized code, told
    // by its container's type: the storage's general path calls through its existential and writes
    // through an opened one.
    if absence == .string, let string = JSONValue.string(value) {
      base.store(Optional(string), at: offset)
      return
    }
    guard storage.set(value, base.address + offset) else {
      throw FieldAccessError(
        field: name,
        reason: .typeMismatch(
          expected: String(describing: type), found: String(describing: Swift.type(of: value))))
    }
  }
}

/// The field type, opened once.
private protocol FieldStorage {
  func get(_ address: UnsafeRawPointer) -> Any
  func set(_ value: Any, _ address: UnsafeMutableRawPointer) -> Bool
}

/// A field of type `F`, read as `Any` and written from one.
///
/// A value stored as exactly the field's type is moved in as it stands (``OptionalFieldStorage`` also
/// takes its wrapped type so). Only another type is cast: `as? F` runs unspecialized here, where it looks up
/// `Optional<F>`'s metadata in the runtime's cache and then goes through the runtime's cast.
private struct TypedFieldStorage<F>: FieldStorage {
  func get(_ address: UnsafeRawPointer) -> Any {
    address.assumingMemoryBound(to: F.self).pointee
  }

  func set(_ value: Any, _ address: UnsafeMutableRawPointer) -> Bool {
    if exactType(of: value) == F.self {
      assignExactly(value, at: address)
      return true
    }
    return castAndSet(value, address, as: F.self)
  }
}

/// An `Optional<W>` field (`F`): a `W` is written as the optional's payload in place.
private struct OptionalFieldStorage<F, W>: FieldStorage {
  func get(_ address: UnsafeRawPointer) -> Any {
    address.assumingMemoryBound(to: F.self).pointee
  }

  func set(_ value: Any, _ address: UnsafeMutableRawPointer) -> Bool {
    let type = exactType(of: value)
    // An optional of the field's own type, nil included (a design's empty value), as it stands.
    if type == F.self {
      assignExactly(value, at: address)
      return true
    }
    if type == W.self {
      address.assumingMemoryBound(to: F.self).deinitialize(count: 1)
      func initialize<P>(_ payload: P) { address.assumingMemoryBound(to: P.self).initialize(to: payload) }
      _openExistential(value, do: initialize)
      // `Optional` is a single-payload enum: `.some` is the payload's bits, followed, when the payload
      // has no spare bit pattern for `.none`, by an extra tag of zero.
      let tag = MemoryLayout<F>.size - MemoryLayout<W>.size
      if tag > 0 {
        (address + MemoryLayout<W>.size).initializeMemory(as: UInt8.self, repeating: 0, count: tag)
      }
      return true
    }
    // Into an `Any?`, any value but an optional (which the cast unwraps) is the payload: asked of the
    // dynamic type, which sees an optional boxed in an `Any` too.
    if W.self == Any.self, !(Swift.type(of: value) is any OptionalType.Type) {
      address.assumingMemoryBound(to: Any?.self).pointee = value
      return true
    }
    return castAndSet(value, address, as: F.self)
  }
}

/// The type `value` is stored as, which a write by name compares with the field's, with no runtime call:
/// an instance stored as the field's class is a valid value whatever subclass it is, and a value stored as
/// another type is cast. Nil for an `Any` boxed in another (generic code's `T == Any`), whose contents,
/// an optional among them, only the cast unwraps.
@inline(__always)
private func exactType(of value: Any) -> Any.Type? {
  let type = JSONValue.storedType(of: value)
  return type == Any.self ? nil : type
}

/// `value`, stored as the field's own type, assigned in place: the existential opened, no cast.
@inline(__always)
private func assignExactly(_ value: Any, at address: UnsafeMutableRawPointer) {
  func assign<P>(_ payload: P) { address.assumingMemoryBound(to: P.self).pointee = payload }
  _openExistential(value, do: assign)
}

/// `value as? F` written into the field, in a call of its own: the cast's `Optional<F>` is looked up in
/// the runtime's cache where it is needed, which the caller's paths that write without a cast never pay.
@inline(never)
private func castAndSet<F>(_ value: Any, _ address: UnsafeMutableRawPointer, as _: F.Type) -> Bool {
  guard let typed = value as? F else { return false }
  address.assumingMemoryBound(to: F.self).pointee = typed
  return true
}
