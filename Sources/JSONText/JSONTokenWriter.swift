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
  var writer = JSONWriter(options: [])
  /// A value was just written at this level: the next member or element needs a comma.
  var needsComma = false
  private var depth = 0

  public init() {}

  /// The text written so far, copied out.
  public var bytes: [UInt8] { writer.output.bytes }

  /// The text written, handed over without a copy; the writer is used up.
  public consuming func data() -> Data { writer.output.data() }

  /// Opens an object; an error past ``JSONReader/maximumDepth`` levels.
  public mutating func beginObject() throws(JSONTextError) {
    try open(UInt8(ascii: "{"))
  }

  public mutating func endObject() {
    close(UInt8(ascii: "}"))
  }

  /// Opens an array; an error past ``JSONReader/maximumDepth`` levels.
  public mutating func beginArray() throws(JSONTextError) {
    try open(UInt8(ascii: "["))
  }

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

  @inline(__always)
  public mutating func integer(_ integer: Int64) {
    separate()
    writer.appendInteger(integer)
    needsComma = true
  }

  @inline(__always)
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

  @inline(__always)
  private mutating func separate() {
    if needsComma { writer.output.append(UInt8(ascii: ",")) }
  }

  private mutating func open(_ bracket: UInt8) throws(JSONTextError) {
    guard depth < JSONReader.maximumDepth else {
      throw writer.error(.tooDeep(limit: JSONReader.maximumDepth))
    }
    separate()
    writer.output.append(bracket)
    depth += 1
    needsComma = false
  }

  private mutating func close(_ bracket: UInt8) {
    writer.output.append(bracket)
    depth -= 1
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
public struct JSONKeyList: Sendable {
  /// Every key's `"key":`, one after another.
  let text: [UInt8]
  /// Where each key's text ends in `text`; key `i` starts where key `i - 1` ends.
  let ends: [Int]

  public init(_ keys: [String]) {
    var writer = JSONWriter(options: [])
    var ends: [Int] = []
    ends.reserveCapacity(keys.count)
    for key in keys {
      writer.writeKey(key)
      ends.append(writer.output.count)
    }
    text = writer.output.bytes
    self.ends = ends
  }

  /// How many keys the list holds.
  public var count: Int { ends.count }

  /// The `"key":` text of key `index`.
  func withText<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let start = index == 0 ? 0 : ends[index - 1]
    let end = ends[index]
    return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
  }
}

extension JSONTokenWriter {
  /// Key `index` of `keys`; its value is written next.
  @inline(__always)
  public mutating func key(_ index: Int, of keys: JSONKeyList) {
    keys.withText(index) { text in
      if needsComma {
        writer.output.reserve(text.count &+ 1)
        writer.output.appendReserved(UInt8(ascii: ","))
      }
      writer.output.append(text)
    }
    needsComma = false
  }
}
