/// Just enough of the Swift mangling to read a field's reference ownership.
///
/// Mirrors the symbolic-reference rules of `swift/docs/ABI/Mangling.rst` ("Symbolic references") and
/// `swift/lib/Demangling/Demangler.cpp`: bytes 0x01–0x17 introduce a 4-byte relative reference and
/// 0x18–0x1F an absolute pointer-sized one, so a mangled name can hold zero bytes before its end. The
/// reference-storage suffixes are `Xw` (weak), `Xo` (unowned) and `Xu` (unowned(unsafe)).
enum MangledName {
  /// The last two characters of the mangled name at `start`, skipping over symbolic references.
  static func suffix(at start: UnsafeRawPointer) -> (UInt8, UInt8) {
    var cursor = start
    var previous: UInt8 = 0
    var last: UInt8 = 0
    while true {
      let byte = cursor.load(as: UInt8.self)
      switch byte {
      case 0:
        return (previous, last)
      case 0x01...0x17:
        cursor += 1 + 4
        (previous, last) = (0, byte)
      case 0x18...0x1F:
        cursor += 1 + MemoryLayout<UnsafeRawPointer>.size
        (previous, last) = (0, byte)
      default:
        cursor += 1
        (previous, last) = (last, byte)
      }
    }
  }
}
