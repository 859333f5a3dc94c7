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

extension ClassCheck {
  /// The model `make` returns, as the object it is, or nil (`make` not called) when `Model` is not a
  /// class.
  ///
  /// The model is moved out as the reference it is: converting a `Model` with ``object(_:)`` copies
  /// the reference, and in code not specialized for `Model` the copy and the model's destruction each
  /// go through its value witnesses, with an atomic retain and release — per model, for a reader that
  /// fills many models of a type.
  @inlinable
  public func newObject(_ make: () -> Model) -> AnyObject? {
    guard isClass else { return nil }
    return withUnsafeTemporaryAllocation(of: AnyObject.self, capacity: 1) { buffer in
      let slot = buffer.baseAddress!
      // A class model's representation is one reference: made in the slot as a `Model`, taken out of
      // it as an `AnyObject`, each a move.
      unsafe UnsafeMutableRawPointer(slot).assumingMemoryBound(to: Model.self).initialize(to: make())
      return unsafe slot.move()
    }
  }

  /// `object` as the `Model` it is; no cast at run time.
  ///
  /// - Precondition: `object` is an instance of `Model` (a class) or of a subclass.
  @inlinable
  public func model(_ object: AnyObject) -> Model {
    unsafe unsafeBitCast(object, to: Model.self)
  }

  /// Calls `body` with each model of the `[Model]` (or `[Model]?`) field at `field`, in order, as the
  /// object it is: `true` when it did, `false` for a nil optional, nil (no call) when `Model` is not a
  /// class.
  ///
  /// An array of a class type has the representation of `[AnyObject]`, and is read as one, so the loop
  /// is specialized even in generic code that does not know `Model` at compile time (iterating a
  /// `[Model]` there looks up generic metadata for every element, and copying each out as a `Model` goes
  /// through its value witnesses). `reserve` gets the count first. An error that `reserve` or `body`
  /// throws ends the walk and is rethrown.
  @inlinable
  public func forEachObject<E: Error>(
    inArrayAt field: FieldSlotView, optional: Bool, reserve: (Int) throws(E) -> Void,
    _ body: (AnyObject) throws(E) -> Void
  ) throws(E) -> Bool? {
    guard isClass else { return nil }
    guard let objects = field.load([AnyObject].self, optional: optional) else { return false }
    try reserve(objects.count)
    // The array holds its objects for the walk, so each is lent to `body` unretained (iterating the
    // array retains and releases every element: two atomic operations per model). The loop keeps to
    // concrete types: this function is not specialized for `Model`, and an `E?` or a rebound buffer here
    // looked their generic metadata up on every call.
    do {
      try objects.withUnsafeBufferPointer { buffer in
        guard let first = buffer.baseAddress else { return }
        let elements = UnsafeRawPointer(first)
        for index in 0..<buffer.count {
          let lent = unsafe elements.load(
            fromByteOffset: index &* MemoryLayout<AnyObject>.stride, as: Unmanaged<AnyObject>.self)
          try unsafe lent._withUnsafeGuaranteedRef { object in try body(object) }
        }
      }
    } catch {
      // Only `body` throws, and it throws `E`.
      throw error as! E
    }
    return true
  }

  /// Calls `body` with each entry of the `[String: Model]` (or optional) field at `field`, its model as
  /// the object it is: `true` when it did, `false` for a nil optional, nil (no call) when `Model` is not
  /// a class. See the array walk above.
  @inlinable
  public func forEachObject<E: Error>(
    inDictionaryAt field: FieldSlotView, optional: Bool, reserve: (Int) throws(E) -> Void,
    _ body: (String, AnyObject) throws(E) -> Void
  ) throws(E) -> Bool? {
    guard isClass else { return nil }
    guard let entries = field.load([String: AnyObject].self, optional: optional) else { return false }
    try reserve(entries.count)
    for (key, object) in entries { try body(key, object) }
    return true
  }
}
