import Foundation

/// The bytes a writer has written so far: a growable buffer that one writer owns alone.
///
/// `[UInt8]` checks on every `append` that its storage is not shared (copy on write) and that it has room;
/// a JSON writer appends a byte or a few at a time, so those checks were a large part of writing. This
/// buffer cannot be copied (`~Copyable`), so there is nothing to check for sharing. Room is made once per
/// token (``reserve(_:)``), then bytes are stored without checks. The writers' only raw pointers are kept here.
///
/// The storage is the C heap's (`malloc`, `realloc`, `free`): growing a buffer of a large document
/// (citm_catalog's half a megabyte, grown from 1 KiB) is then a `realloc`, which the allocator can often do
/// in place, where allocating anew copied every byte written so far at each doubling.
@usableFromInline
struct JSONOutput: ~Copyable {
  @usableFromInline var base: UnsafeMutablePointer<UInt8>
  @usableFromInline var capacity: Int
  /// How many bytes are written.
  @usableFromInline var count = 0

  init(capacity: Int = 1024) {
    self.capacity = Swift.max(capacity, 16)
    base = Self.allocate(self.capacity)
  }

  @inlinable deinit { free(base) }

  private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
    guard let raw = malloc(capacity) else { fatalError("JSONOutput: out of memory for \(capacity) bytes") }
    return raw.assumingMemoryBound(to: UInt8.self)
  }

  /// The bytes written, copied out.
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// The bytes written, handed to a `Data` without a copy.
  consuming func data() -> Data {
    let (base, count) = (self.base, self.count)
    discard self
    guard count > 0 else {
      free(base)
      return Data()
    }
    return Data(bytesNoCopy: base, count: count, deallocator: .free)
  }

  /// Makes room for `extra` more bytes, growing the buffer at least twofold when it must grow.
  @inlinable @inline(__always)
  mutating func reserve(_ extra: Int) {
    if capacity &- count < extra { grow(toHold: count + extra) }
  }

  /// Kept out of line: inlined into every `reserve`, it made each small append save and restore
  /// registers for a path taken a few times per document.
  @usableFromInline @inline(never)
  mutating func grow(toHold needed: Int) {
    let newCapacity = Swift.max(needed, capacity * 2)
    guard let grown = realloc(base, newCapacity) else {
      fatalError("JSONOutput: out of memory for \(newCapacity) bytes")
    }
    base = grown.assumingMemoryBound(to: UInt8.self)
    capacity = newCapacity
  }

  @inlinable @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    appendReserved(byte)
  }

  /// Stores `byte` in room already made by ``reserve(_:)``.
  @inlinable @inline(__always)
  mutating func appendReserved(_ byte: UInt8) {
    base[count] = byte
    count &+= 1
  }

  /// Appends `bytes`. Most runs a writer copies (a key, a word of a string) are short, so up to 32
  /// bytes are copied in place as 8-byte words (overlapping) or byte by byte, without a call to
  /// `memcpy`.
  @inlinable @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    let length = bytes.count
    reserve(length)
    let target = base + count
    if length > 32 {
      UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: length)
    } else if length > 16 {
      // The first sixteen bytes and the last sixteen, overlapping.
      let from = UnsafeRawPointer(source)
      let to = UnsafeMutableRawPointer(target)
      let words = (
        from.loadUnaligned(as: UInt64.self), from.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
        from.loadUnaligned(fromByteOffset: length &- 16, as: UInt64.self),
        from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
      )
      to.storeBytes(of: words.0, as: UInt64.self)
      to.storeBytes(of: words.1, toByteOffset: 8, as: UInt64.self)
      to.storeBytes(of: words.2, toByteOffset: length &- 16, as: UInt64.self)
      to.storeBytes(of: words.3, toByteOffset: length &- 8, as: UInt64.self)
    } else if length >= 8 {
      let from = UnsafeRawPointer(source)
      let to = UnsafeMutableRawPointer(target)
      let first = from.loadUnaligned(as: UInt64.self)
      let last = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
      to.storeBytes(of: first, as: UInt64.self)
      to.storeBytes(of: last, toByteOffset: length &- 8, as: UInt64.self)
    } else {
      for offset in 0..<length { target[offset] = source[offset] }
    }
    count &+= length
  }

  @inline(__always)
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    append(bytes.assumingMemoryBound(to: UInt8.self))
  }

  @inline(__always)
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends a comma when `comma`, then the `length` bytes at `source`, which may be read
  /// `JSONKeyList.padding` bytes past their start whatever `length` is (a key list's text): a key of up
  /// to that many bytes is copied as two whole words, with no branch on its length.
  @inlinable @inline(__always)
  mutating func append(paddedKey source: UnsafePointer<UInt8>, length: Int, comma: Bool) {
    guard length <= JSONKeyList.padding else {
      if comma { append(UInt8(ascii: ",")) }
      return append(UnsafeBufferPointer(start: source, count: length))
    }
    reserve(JSONKeyList.padding &+ 1)
    let target = UnsafeMutableRawPointer(base + count)
    // The comma is stored either way, and overwritten by the key when none is due.
    target.storeBytes(of: UInt8(ascii: ","), as: UInt8.self)
    let skip = comma ? 1 : 0
    let from = UnsafeRawPointer(source)
    let first = from.loadUnaligned(as: UInt64.self)
    let second = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    target.storeBytes(of: first, toByteOffset: skip, as: UInt64.self)
    target.storeBytes(of: second, toByteOffset: skip &+ 8, as: UInt64.self)
    count &+= skip &+ length
  }

  /// Appends the first `length` bytes (at most eight) of `word` as it is laid out in memory on a
  /// little-endian machine: its lowest byte first. All eight are stored (room for them
  /// made by ``reserve(_:)``), the rest overwritten later.
  @inline(__always)
  mutating func appendReserved(word: UInt64, length: Int) {
    UnsafeMutableRawPointer(base + count).storeBytes(of: word.littleEndian, as: UInt64.self)
    count &+= length
  }

  /// Stores the bytes `fill` writes at the pointer it is given, which has room for `room` bytes; `fill`
  /// returns how many of them it wrote (the ones past are not counted).
  @inline(__always)
  mutating func append(atMost room: Int, _ fill: (UnsafeMutableRawPointer) -> Int) {
    reserve(room)
    count &+= fill(UnsafeMutableRawPointer(base + count))
  }

  /// Stores `length` bytes made by `fill`, which is given room for them; `fill` must initialise all of them.
  @inline(__always)
  mutating func append(length: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
    reserve(length)
    fill(UnsafeMutableBufferPointer(start: base + count, count: length))
    count &+= length
  }
}
