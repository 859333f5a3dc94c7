import Foundation

/// Reads of a field whose type is known only at run time, made once per field and called per read.
///
/// A read generic over a type the compiler cannot see looks up `Optional<T>`'s metadata in the runtime
/// on every call. The containers of JSON values a design reads as they are (arrays and string-keyed
/// dictionaries of strings, integers, booleans and doubles, two deep) are opened here where the compiler
/// sees them, so their reads are plain loads; any other type takes the generic read. (YYStyle reads
/// `Any` and containers of `Any` or doubles through its own typed walk, `YYJSONValues`.)
public enum TypedLoad {
  /// A read of a field of type `type`, or `type?` when `optional`, as `Any` with no optional around
  /// it; nil for a nil optional.
  public static func make(_ type: Any.Type, optional: Bool) -> @Sendable (FieldSlotView) -> Any? {
    let id = ObjectIdentifier(type)
    func known<T>(_: T.Type) -> Bool { id == ObjectIdentifier(T.self) }
    if known([String].self) { return read([String].self, optional: optional) }
    if known([Int].self) { return read([Int].self, optional: optional) }
    if known([Bool].self) { return read([Bool].self, optional: optional) }
    if known([[String]].self) { return read([[String]].self, optional: optional) }
    if known([[Int]].self) { return read([[Int]].self, optional: optional) }
    if known([String: String].self) { return read([String: String].self, optional: optional) }
    if known([String: Int].self) { return read([String: Int].self, optional: optional) }
    if known([String: Double].self) { return read([String: Double].self, optional: optional) }
    if known([String: Bool].self) { return read([String: Bool].self, optional: optional) }
    if known([String: [Int]].self) { return read([String: [Int]].self, optional: optional) }
    if known([String: [String]].self) { return read([String: [String]].self, optional: optional) }
    func open<T>(_: T.Type) -> @Sendable (FieldSlotView) -> Any? { read(T.self, optional: optional) }
    return _openExistential(type, do: open)
  }

  @inline(__always)
  private static func read<T>(_: T.Type, optional: Bool) -> @Sendable (FieldSlotView) -> Any? {
    if optional { return { address in address.load(T?.self).map { $0 as Any } } }
    return { address in address.load(T.self) }
  }
}
