/// Reads of `Any?` that the compiler would otherwise make through `Optional<Any>`'s value witnesses.
///
/// `Optional<Any>` keeps nil in its existential's type word (null: the type pointer's first extra
/// inhabitant). Testing `value == nil`, binding it with `if let`, or letting a nil one go, each copied or
/// destroyed the whole optional through a run-time witness call; the tests here are one load.
@usableFromInline package enum OptionalAny {
  /// The byte offset of an `Any`'s type word: after its three-word inline buffer.
  @usableFromInline static let typeWordOffset = MemoryLayout<Any>.size - MemoryLayout<UnsafeRawPointer>.size

  /// Whether `value` holds a value, read without copying it.
  @inlinable
  package static func isPresent(_ value: borrowing Any?) -> Bool {
    unsafe withUnsafePointer(to: value) { unsafe isPresent(at: UnsafeRawPointer($0)) }
  }

  /// Whether the `Any?` at `address` holds a value, read without copying it.
  @inlinable
  package static func isPresent(at address: UnsafeRawPointer) -> Bool {
    unsafe address.load(fromByteOffset: typeWordOffset, as: UInt.self) != 0
  }
}
