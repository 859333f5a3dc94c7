import Foundation

/// A scalar of a JSON text as ``JSONReader/visit(_:with:)`` hands it over: what it is, with its value.
public enum JSONScalar: Equatable, Sendable {
  /// A string (escapes decoded).
  case string(String)
  /// An integer that fits `Int64`.
  case integer(Int64)
  /// A non-negative integer beyond `Int64` that fits `UInt64`.
  case unsignedInteger(UInt64)
  /// An integer beyond 64 bits, as written.
  case bigInteger(String)
  /// A number with a fraction or an exponent, correctly rounded.
  case fraction(Double)
  case bool(Bool)
  case null
}

/// Receives the values of a JSON text in document order, so that a document can be read without ever
/// being held as a tree (``JSONReader/visit(_:with:)``).
///
/// Every object is `objectStart`, then `key` and that key's value for each member, then `objectEnd`;
/// every array is `arrayStart`, its elements, `arrayEnd`. Nothing is called for a document that is not
/// JSON beyond the point where it stops being JSON; the error says where.
public protocol JSONVisitor {
  mutating func objectStart()
  /// The key of the member whose value comes next.
  mutating func key(_ key: String)
  mutating func objectEnd()
  mutating func arrayStart()
  mutating func arrayEnd()
  mutating func scalar(_ value: JSONScalar)
}

extension JSONReader {
  /// Reads `data` as one JSON text, handing its values to `visitor` as they are read: the streaming
  /// form of ``value(from:)-(Data)``, with the same strict rules and limits (nesting past
  /// ``maximumDepth`` is an error), for documents too large to build as a tree.
  public static func visit<Visitor: JSONVisitor>(_ data: Data, with visitor: inout Visitor)
    throws(JSONTextError)
  {
    let outcome: Result<Void, JSONTextError> = data.withUnsafeBytes { raw in
      JSONReaderContext.withCurrent { context in
        var parser = JSONParser(raw.bindMemory(to: UInt8.self), context: context)
        defer { parser.finish() }
        do throws(JSONTextError) {
          parser.skipWhitespace()
          try parser.visitValue(&visitor)
          parser.skipWhitespace()
          guard parser.index == parser.bytes.count else {
            throw JSONTextError(.trailingGarbage, offset: parser.index)
          }
          return .success(())
        } catch {
          return .failure(error)
        }
      }
    }
    try outcome.get()
  }
}

extension JSONParser {
  /// One value, its containers walked member by member; scalars are read by the building reader's own
  /// string and number code, so they are what ``JSONReader/value(from:)-(Data)`` would make.
  mutating func visitValue<Visitor: JSONVisitor>(_ visitor: inout Visitor) throws(JSONTextError) {
    let byte = try peek(expecting: "a value")
    switch byte {
    case UInt8(ascii: "{"): try visitObject(&visitor)
    case UInt8(ascii: "["): try visitArray(&visitor)
    case UInt8(ascii: "\""): visitor.scalar(.string(try stringValue()))
    case UInt8(ascii: "t"):
      try literal("true")
      visitor.scalar(.bool(true))
    case UInt8(ascii: "f"):
      try literal("false")
      visitor.scalar(.bool(false))
    case UInt8(ascii: "n"):
      try literal("null")
      visitor.scalar(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      let number = try self.number()
      visitor.scalar(scalar(number, text: start..<index))
    default:
      throw JSONTextError(.unexpectedByte(byte, expected: "a value"), offset: index)
    }
  }

  private func scalar(_ number: Any, text range: Range<Int>) -> JSONScalar {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
      return .fraction((number as? NSNumber)?.doubleValue ?? 0)
    }
    if let value = Int64(text) { return .integer(value) }
    if let value = UInt64(text) { return .unsignedInteger(value) }
    return .bigInteger(text)
  }

  private mutating func visitObject<Visitor: JSONVisitor>(_ visitor: inout Visitor) throws(JSONTextError) {
    visitor.objectStart()
    if try !open(closing: UInt8(ascii: "}"), expecting: "a key or '}'") {
      repeat {
        try keyStart()
        let key = try self.key()
        visitor.key(key.decoded ?? plainText(key))
        try colon()
        try visitValue(&visitor)
      } while try separator(closing: UInt8(ascii: "}"), after: "an object value")
      depth -= 1
    }
    visitor.objectEnd()
  }

  private mutating func visitArray<Visitor: JSONVisitor>(_ visitor: inout Visitor) throws(JSONTextError) {
    visitor.arrayStart()
    if try !open(closing: UInt8(ascii: "]"), expecting: "a value or ']'") {
      repeat {
        try visitValue(&visitor)
      } while try separator(closing: UInt8(ascii: "]"), after: "an array element")
      depth -= 1
    }
    visitor.arrayEnd()
  }
}
