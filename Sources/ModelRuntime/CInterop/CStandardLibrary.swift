import Foundation

/// The C library and Foundation calls the originals make with pointers, behind signatures without them.
///
/// The originals call `atof`/`atoll` on a string's C bytes, read an NSNumber's `objCType` character, and
/// compare raw bytes with `memcmp`; each takes a pointer in Swift, so the designs (compiled with strict
/// memory safety checking) reach them through here.
public enum CStandardLibrary {
  /// `atof` on the string's bytes: the longest decimal prefix, 0 when there is none.
  @inlinable
  public static func atof(_ string: String) -> Double {
    // Native strings keep a terminator, so withCString lends their bytes without a copy.
    unsafe string.withCString { unsafe Foundation.atof($0) }
  }

  /// `atoll` on the string's bytes: the longest integer prefix, 0 when there is none.
  @inlinable
  public static func atoll(_ string: String) -> Int64 {
    Int64(unsafe string.withCString { unsafe Foundation.atoll($0) })
  }

  /// The first character of `number.objCType` (`c` for a boolean, `d` for a double, `q` for Int64…).
  @inlinable
  public static func objCTypeCode(of number: NSNumber) -> CChar {
    unsafe number.objCType.pointee
  }

  /// Whether two boxed values have the same Objective-C type encoding (`objCType`).
  public static func sameObjCType(_ l: NSValue, _ r: NSValue) -> Bool {
    unsafe strcmp(l.objCType, r.objCType) == 0
  }

  /// Whether two values of the same dynamic type have the same bytes (the values themselves, whatever
  /// their size: each existential is opened).
  public static func sameBytes(_ l: Any, _ r: Any) -> Bool {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    let dynamicType: Any.Type = type(of: l)
    guard dynamicType == type(of: r) else { return false }
    let count = size(dynamicType)
    return unsafe withUnsafeBytes(of: l) { left in
      unsafe withUnsafeBytes(of: r) { right in
        unsafe left.count == count && right.count == count
          && memcmp(left.baseAddress!, right.baseAddress!, count) == 0
      }
    }
  }

  /// Whether two optional existentials are one value bit for bit: both nil, or the same dynamic type
  /// with the same bytes in the container (the inline value, or the pointer to the box of a large one).
  ///
  /// Read in place: unwrapping an `Any?` copies it through its value witnesses. False says nothing: equal
  /// values in two boxes, or an inline value shorter than a word whose padding differs, are not told.
  public static func sameContainer(_ l: Any?, _ r: Any?) -> Bool {
    // An `Any` is three words of buffer and the type's metadata; `Any?`'s nil is a null metadata word.
    let typeOffset = 3 * MemoryLayout<UInt>.size
    return unsafe withUnsafeBytes(of: l) { left in
      unsafe withUnsafeBytes(of: r) { right in
        let type = unsafe left.load(fromByteOffset: typeOffset, as: UInt.self)
        guard unsafe type == right.load(fromByteOffset: typeOffset, as: UInt.self) else { return false }
        guard type != 0 else { return true }
        // The value's own bytes when inline; a boxed value's first word is its box, so the same box.
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        let dynamicType = unsafe unsafeBitCast(type, to: Any.Type.self)
        let valueSize = size(dynamicType)
        let count = valueSize > typeOffset ? MemoryLayout<UInt>.size : max(valueSize, MemoryLayout<UInt>.size)
        return unsafe memcmp(left.baseAddress!, right.baseAddress!, count) == 0
      }
    }
  }

  /// The property list in `data`, whatever its format; nil when it is not one.
  public static func propertyList(from data: Data) -> Any? {
    try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
  }
}
