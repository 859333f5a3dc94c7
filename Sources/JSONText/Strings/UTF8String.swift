/// Makes a `String` from UTF-8 the reader has already checked, without the standard library checking
/// it again.
///
/// Every public way to make a `String` from bytes validates them (`String(decoding:)`,
/// `String(validating:)`, `String(unsafeUninitializedCapacity:initializingUTF8With:)`), a byte at a time
/// once a string is not ASCII, which costs more than the reader's scan and vectorised check together. The reader has already proved the bytes well-formed (``UTF8Validation``) and knows
/// whether they are ASCII from its scan, so it calls the standard library's own unchecked initializer,
/// `String._uncheckedFromUTF8(_:isASCII:)`, which copies the bytes and sets the string's flags.
///
/// That initializer is `@usableFromInline internal`: exported from libswiftCore (it is part of the ABI
/// on Apple's platforms, where inlinable code calls it), but not public API. If a toolchain ever drops
/// it, linking fails; nothing goes wrong silently. `isASCII` must be true only for ASCII bytes, and the
/// bytes must be well-formed UTF-8: both are the caller's promise, which is why this is not public.
enum UTF8String {
  /// The string whose UTF-8 is `utf8`, which must be well-formed (and all ASCII when `ascii` is true).
  @inline(__always)
  static func make(checked utf8: UnsafeBufferPointer<UInt8>, ascii: Bool) -> String {
    if utf8.isEmpty { return "" }  // an empty buffer may have no base address
    return _stringUncheckedFromUTF8(utf8, isASCII: ascii)
  }
}

/// `String._uncheckedFromUTF8(_:isASCII:)`; a static method of a struct takes no `self` argument.
@_silgen_name("$sSS18_uncheckedFromUTF8_7isASCIISSSRys5UInt8VG_SbtFZ")
private func _stringUncheckedFromUTF8(_ input: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String
