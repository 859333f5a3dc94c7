import Foundation

/// Writes JSON text one token at a time, for code that writes its own types straight to bytes with no
/// `[String: Any]` in between: the push form of ``JSONWriter``, with its escaping, number forms and
/// nesting limit. Separators are placed by the writer.
///
/// Write an object as `beginObject()`, then `key(_:)` and one value per member, then `endObject()`; an
/// array as `beginArray()`, its values, `endArray()`. A value given as `Any` (``value(_:)``) is written
/// as ``JSONWriter`` writes it.
///
/// The writer cannot be copied: it owns the buffer it writes into. Pass it `inout`; take its text with
/// ``bytes`` or, when done, ``data()``.
public struct JSONTokenWriter: ~Copyable {
  @usableFromInline var writer = JSONWriter(options: [])
  /// A value was just written at this level: the next member or element needs a comma.
  @usableFromInline var needsComma = false
  @usableFromInline var depth = 0

  public init() {}

  /// The text written so far, copied out.
  public var bytes: [UInt8] { writer.output.bytes }

  /// The text written, handed over without a copy; the writer is used up.
  public consuming func data() -> Data { writer.output.data() }

  /// Opens an object; an error past ``JSONReader/maximumDepth`` levels.
  @inlinable @inline(__always)
  public mutating func beginObject() throws(JSONTextError) {
    try open(UInt8(ascii: "{"))
  }

  @inlinable @inline(__always)
  public mutating func endObject() {
    close(UInt8(ascii: "}"))
  }

  /// Opens an array; an error past ``JSONReader/maximumDepth`` levels.
  @inlinable @inline(__always)
  public mutating func beginArray() throws(JSONTextError) {
    try open(UInt8(ascii: "["))
  }

  @inlinable @inline(__always)
  public mutating func endArray() {
    close(UInt8(ascii: "]"))
  }

  /// An object member's key, escaped as it is written; its value is written next.
  @inline(__always)
  public mutating func key(_ key: String) {
    separate()
    writer.writeKey(key)
    needsComma = false
  }

  /// An object member's key escaped in advance (``JSONKey``); its value is written next.
  @inline(__always)
  public mutating func key(_ key: JSONKey) {
    separate()
    writer.output.append(key.text)
    needsComma = false
  }

  @inline(__always)
  public mutating func string(_ string: String) {
    separate()
    writer.writeString(string)
    needsComma = true
  }

  /// A string of exactly `length` bytes that need no escaping (printable ASCII with no `"` or `\`),
  /// made by `fill` in place between its quotes: text of a fixed layout, such as a date's, written with
  /// no `String` made and no escape scan.
  /// - Precondition: `fill` initializes all `length` bytes, each printable ASCII other than `"` and `\`.
  @inline(__always)
  public mutating func plainString(length: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
    separate()
    writer.output.append(length: length &+ 2) { target in
      target[0] = UInt8(ascii: "\"")
      fill(UnsafeMutableBufferPointer(rebasing: target[1..<(length &+ 1)]))
      target[length &+ 1] = UInt8(ascii: "\"")
    }
    needsComma = true
  }

  @inlinable @inline(__always)
  public mutating func integer(_ integer: Int64) {
    separate()
    writer.appendInteger(integer)
    needsComma = true
  }

  @inlinable @inline(__always)
  public mutating func unsigned(_ integer: UInt64) {
    separate()
    writer.appendInteger(integer)
    needsComma = true
  }

  /// A finite double in its shortest form; NaN and the infinities are errors.
  public mutating func double(_ double: Double) throws(JSONTextError) {
    separate()
    try writer.writeDouble(double)
    needsComma = true
  }

  /// An array of the finite ones of `values`, NaN and the infinities left out (as model → JSON leaves
  /// them out): one call for the array, room made once per element, no separator state kept between
  /// elements.
  public mutating func finiteDoubles(_ values: [Double]) throws(JSONTextError) {
    try open(UInt8(ascii: "["))
    var comma = 0
    for value in values where value.isFinite {
      writer.output.append(atMost: JSONDoubleText.room &+ 1) { target in
        target.storeBytes(of: UInt8(ascii: ","), as: UInt8.self)
        return comma &+ JSONDoubleText.write(value, to: target + comma)
      }
      comma = 1
    }
    close(UInt8(ascii: "]"))
  }

  public mutating func bool(_ bool: Bool) {
    separate()
    writer.append(bool ? "true" : "false")
    needsComma = true
  }

  public mutating func null() {
    separate()
    writer.append("null")
    needsComma = true
  }

  /// A Foundation or Swift value as ``JSONWriter`` writes it, nested no deeper in total than
  /// ``JSONReader/maximumDepth``.
  public mutating func value(_ value: Any) throws(JSONTextError) {
    separate()
    try writer.write(value, depth: depth)
    needsComma = true
  }

  @inlinable @inline(__always)
  mutating func separate() {
    if needsComma { writer.output.append(UInt8(ascii: ",")) }
  }

  /// Inlined into each of its callers, with room for the comma and the bracket made once: a writer
  /// opens and closes a container for every object it writes.
  @inlinable @inline(__always)
  mutating func open(_ bracket: UInt8) throws(JSONTextError) {
    guard depth < JSONReader.maximumDepth else { throw tooDeep() }
    writer.output.reserve(2)
    if needsComma { writer.output.appendReserved(UInt8(ascii: ",")) }
    writer.output.appendReserved(bracket)
    depth &+= 1
    needsComma = false
  }

  @usableFromInline @inline(never)
  func tooDeep() -> JSONTextError { writer.error(.tooDeep(limit: JSONReader.maximumDepth)) }

  @inlinable @inline(__always)
  mutating func close(_ bracket: UInt8) {
    writer.output.append(bracket)
    depth &-= 1
    needsComma = true
  }
}

/// An object key quoted, escaped and followed by its colon once, so that code writing the same keys many
/// times (``JSONTokenWriter/key(_:)-(JSONKey)``) copies bytes instead of escaping the key each time.
public struct JSONKey: Sendable, Hashable {
  /// `"key":` as it is written.
  let text: [UInt8]

  public init(_ key: String) {
    var writer = JSONWriter(options: [])
    writer.writeKey(key)
    text = writer.output.bytes
  }
}

/// Many object keys quoted, escaped and followed by their colons once, kept one after another in one
/// buffer: a type's keys, written by position (``JSONTokenWriter/key(_:of:)``) with no per-key value to
/// copy or retain.
///
/// The buffer ends in `padding` spare bytes, so that a key of up to that many bytes is copied as two
/// whole words, whatever its length, with no read past the buffer.
public struct JSONKeyList: Sendable {
  /// How many bytes past a key's start may be read: the spare bytes after the last key.
  @usableFromInline static let padding = 16
  /// Every key's `"key":`, one after another, then `padding` zero bytes.
  @usableFromInline let text: [UInt8]
  /// Where each key's text starts, then where the last one ends: key `i` is `bounds[i]..<bounds[i + 1]`.
  @usableFromInline let bounds: [Int]

  public init(_ keys: [String]) {
    var writer = JSONWriter(options: [])
    var bounds: [Int] = [0]
    bounds.reserveCapacity(keys.count + 1)
    for key in keys {
      writer.writeKey(key)
      bounds.append(writer.output.count)
    }
    text = writer.output.bytes + repeatElement(0, count: Self.padding)
    self.bounds = bounds
  }

  /// How many keys the list holds.
  public var count: Int { bounds.count - 1 }

  /// The `"key":` text of key `index`: its first byte, from which `padding` bytes may be read, and its
  /// length.
  @inlinable @inline(__always)
  func withText<R>(_ index: Int, _ body: (UnsafePointer<UInt8>, Int) -> R) -> R {
    let start = bounds[index]
    let length = bounds[index &+ 1] &- start
    return text.withUnsafeBufferPointer { body($0.baseAddress! + start, length) }
  }
}

extension JSONTokenWriter {
  /// Key `index` of `keys`, after a comma when one is due; its value is written next.
  @inlinable @inline(__always)
  public mutating func key(_ index: Int, of keys: JSONKeyList) {
    keys.withText(index) { start, length in
      writer.output.append(paddedKey: start, length: length, comma: needsComma)
    }
    needsComma = false
  }
}
