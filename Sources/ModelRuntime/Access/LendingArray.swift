/// An immutable array of objects that lends each one to a call without retaining it.
///
/// Reading an object out of an array copies the reference, and each copy costs an atomic retain and a
/// release. Hot code that only calls the object — a design's plan reaching a nested field's meta for
/// every model it writes — borrows it here instead: the array keeps the object alive for the call, and
/// the caller holds the array for the call's duration.
@safe @frozen
public struct LendingArray<Object: AnyObject & Sendable>: Sendable {
  @usableFromInline let objects: [Object]

  public init(_ objects: [Object]) { self.objects = objects }

  /// How many objects the array holds.
  @inlinable public var count: Int { objects.count }

  /// Calls `body` with the object at `index`, unretained; what it returns or throws.
  ///
  /// - Precondition: `index` is within the array (checked: an index past it stops the process, as an
  ///   array's subscript does).
  @inlinable
  public func withObject<Result, Failure: Error>(
    at index: Int, _ body: (Object) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    precondition(index >= 0 && index < objects.count, "LendingArray index out of range")
    // The element's reference read as the trivial value it is, with no copy of it counted; the array,
    // which the caller holds, owns the object for as long as `body` runs.
    let lent = unsafe objects.withUnsafeBufferPointer { buffer in
      unsafe UnsafeRawPointer(buffer.baseAddress!).load(
        fromByteOffset: index &* MemoryLayout<Object>.stride, as: Unmanaged<Object>.self)
    }
    let outcome = unsafe lent._withUnsafeGuaranteedRef { object in
      Swift.Result { () throws(Failure) -> Result in try body(object) }
    }
    return try outcome.get()
  }

  /// Calls `body` with each object in order, unretained (see ``withObject(at:_:)``).
  @inlinable
  public func forEach<Failure: Error>(_ body: (Object) throws(Failure) -> Void) throws(Failure) {
    for index in 0..<objects.count { try withObject(at: index, body) }
  }
}
