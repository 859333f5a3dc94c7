/// The runtime's hash of a property name, as NSString hashes a key for a Foundation table: a few
/// multiplications per byte (FNV-1a), where `Hasher`'s SipHash cost more than the rest of a look-up by
/// name made for every key of every conversion.
///
/// Not seeded per process: a document's keys can collide by design, so only tables bounded by a model's
/// own names or a count limit use it.
package enum NameHash {
  /// The hash of `name`, started from `seed` (a type's identity, to tell its names from another's), then
  /// mixed so that the low bits a table masks depend on every byte.
  @inlinable
  package static func hash(_ name: String, seed: UInt = 0) -> Int {
    var hash = seed ^ 0xcbf2_9ce4_8422_2325
    let bytes = name.utf8Span.span
    for offset in bytes.indices { hash = (hash ^ UInt(bytes[offset])) &* 0x100_0000_01b3 }
    hash ^= hash >> 32
    hash &*= 0x9e37_79b9_7f4a_7c15
    return Int(bitPattern: hash ^ (hash >> 29))
  }
}
