/// A 32-bit self-relative pointer, as the Swift runtime stores them in metadata records.
///
/// Mirrors `RelativeDirectPointer` in `swift/include/swift/Basic/RelativePointer.h`: the stored value is a
/// signed offset from the address of the field that holds it. An offset of zero means null.
struct RelativePointer {
  /// Resolves the relative pointer stored at `address`.
  ///
  /// - Parameter address: Where the 32-bit offset itself is stored.
  /// - Returns: The absolute address it points to, or `nil` for a zero offset.
  static func resolve(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = address.loadUnaligned(as: Int32.self)
    guard offset != 0 else { return nil }
    return address + Int(offset)
  }
}
