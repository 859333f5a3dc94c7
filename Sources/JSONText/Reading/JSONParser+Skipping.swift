extension JSONParser {
  /// Moves past the value at the cursor, checking it as ``value()`` checks it — the same errors at the
  /// same offsets, the same depth limit — but making nothing: no container, no string, no number, and no
  /// placeholder boxed in `Any` and released for every value passed. A direct reader skips every member
  /// it does not map this way; ``JSONReader/validate(_:)`` checks a whole text this way.
  mutating func skip() throws(JSONTextError) {
    let byte = try peek(expecting: "a value")
    switch byte {
    case UInt8(ascii: "{"): try skipObject()
    case UInt8(ascii: "["): try skipArray()
    case UInt8(ascii: "\""): try skipString()
    // Checked as a typed read checks it: its syntax, and a Double's range for what no integer holds.
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try typedNumber()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: throw JSONTextError(.unexpectedByte(byte, expected: "a value"), offset: index)
    }
  }

  /// One JSON text checked as ``document()`` reads it, nothing made.
  mutating func skipDocument() throws(JSONTextError) {
    skipWhitespace()
    try skip()
    skipWhitespace()
    guard index == bytes.count else { throw JSONTextError(.trailingGarbage, offset: index) }
  }

  private mutating func skipObject() throws(JSONTextError) {
    if try open(closing: UInt8(ascii: "}"), expecting: "a key or '}'") { return }
    repeat {
      try keyStart()
      try skipString()
      try colon()
      try skip()
    } while try separator(closing: UInt8(ascii: "}"), after: "an object value")
    depth -= 1
  }

  private mutating func skipArray() throws(JSONTextError) {
    if try open(closing: UInt8(ascii: "]"), expecting: "a value or ']'") { return }
    repeat {
      try skip()
    } while try separator(closing: UInt8(ascii: "]"), after: "an array element")
    depth -= 1
  }
}
