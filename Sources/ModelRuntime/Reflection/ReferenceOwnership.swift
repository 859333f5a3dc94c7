/// How a stored field holds a class reference.
///
/// The standard library's reflection reports `weak var x: T?` as plain `Optional<T>` and `unowned(unsafe)`
/// as `T`, so this is read from the field's mangled type name instead. Only `.strong` fields can be written
/// by this core: storing a strong reference into weak or unowned storage corrupts memory.
public enum ReferenceOwnership: String, Sendable, Hashable, CaseIterable {
  case strong
  case weak
  case unowned
  case unownedUnsafe = "unowned(unsafe)"
}
