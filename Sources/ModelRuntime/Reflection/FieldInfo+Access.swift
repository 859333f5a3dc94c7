extension FieldInfo {
  // The accessor's reads and writes reached in place: `field.accessor.get(…)` from another module copied
  // the accessor out of the object (its type, storage and absence retained, then released) on every call.

  /// The field's current value (``FieldAccessor/get(from:)-(ModelBase)``).
  public func get(from base: ModelBase) -> Any { accessor.get(from: base) }

  /// The field's value as key-value coding reads it (``FieldAccessor/kvcValue(from:)``).
  public func kvcValue(from base: ModelBase) -> Any? { accessor.kvcValue(from: base) }

  /// Writes `value` into the field (``FieldAccessor/set(_:in:)``).
  public func set(_ value: Any, in base: MutableModelBase) throws(FieldAccessError) {
    try accessor.set(value, in: base)
  }

  /// Assigns `value` without checking its type or writability (``FieldAccessor/uncheckedStore(_:in:)``).
  ///
  /// - Precondition: `F` is exactly the field's type and the field ``isWritable``.
  @inlinable
  public func uncheckedStore<F>(_ value: F, in base: MutableModelBase) {
    base.store(value, at: offset)
  }
}
