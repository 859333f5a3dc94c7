import Foundation

/// A number of a JSON text, as ``JSONCursor/readNumber()`` reads it: the same value
/// ``JSONReader/value(from:)-(Data)`` boxes in an `NSNumber`, unboxed.
public enum JSONNumber: Equatable, Sendable {
  /// An integer that fits `Int64`.
  case integer(Int64)
  /// A non-negative integer beyond `Int64` that fits `UInt64`.
  case unsigned(UInt64)
  /// An integer beyond 64 bits (the reader's `NSDecimalNumber`).
  case decimal(Decimal)
  /// A number with a fraction or an exponent, correctly rounded.
  case double(Double)
}

/// Reads a JSON text one value at a time, for code that maps it straight into its own types, with no
/// `[String: Any]` in between: the pull form of ``JSONReader``, with the same strict rules, limits and
/// errors.
///
/// Objects are read as `beginObject()`, then `nextKey()` (or `nextMember(in:)`) and one read of that
/// member's value until it returns nil; arrays as `beginArray()`, then one read per `nextElement()` that
/// returns true. A value can be read typed (`readString()`, `readNumber()` …), as the Foundation value
/// the tree reader makes (`readValue()`), or skipped. Reading a value of another kind, or out of that
/// order, is an error naming the offset, never a trap. Use it through ``read(_:_:)``, which also checks
/// that nothing follows the top-level value.
public struct JSONCursor {
  /// The kind of the value at the cursor.
  public enum Token: Equatable, Sendable {
    case object, array, string, number, bool, null
  }

  @usableFromInline var parser: JSONParser
  /// A container was just entered: its first member comes without a separator (or it was empty).
  @usableFromInline var entered: Entered = .none

  @usableFromInline enum Entered { case none, first, empty }

  init(parser: JSONParser) { self.parser = parser }

  /// Calls `body` with a cursor at the top-level value of `data`, then checks that only white space
  /// follows what `body` read.
  public static func read<Value>(
    _ data: Data, _ body: (inout JSONCursor) throws(JSONTextError) -> Value
  ) throws(JSONTextError) -> Value {
    let outcome: Result<Value, JSONTextError> = data.withUnsafeBytes { raw in
      JSONReaderContext.withCurrent { context in
        var cursor = JSONCursor(
          parser: JSONParser(raw.bindMemory(to: UInt8.self), context: context))
        defer { cursor.parser.finish() }
        do throws(JSONTextError) {
          cursor.parser.skipWhitespace()
          let result = try body(&cursor)
          cursor.parser.skipWhitespace()
          guard cursor.parser.index == cursor.parser.bytes.count else {
            throw JSONTextError(.trailingGarbage, offset: cursor.parser.index)
          }
          return .success(result)
        } catch {
          return .failure(error)
        }
      }
    }
    return try outcome.get()
  }

  /// The byte offset of the cursor in the text.
  public var offset: Int { parser.index }

  /// The kind of the next value; an error at the end of the text or at a byte no value starts with.
  ///
  /// `mutating` though it changes nothing: a non-mutating call on the caller's `inout` cursor copied the
  /// whole cursor (about 120 bytes) to the stack for every value read. Inlinable: a direct reader in
  /// another module peeks at every value it reads.
  @inlinable @inline(__always)
  public mutating func peek() throws(JSONTextError) -> Token {
    let byte = try parser.peek(expecting: "a value")
    switch byte {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    default: throw JSONTextError(.unexpectedByte(byte, expected: "a value"), offset: parser.index)
    }
  }

  /// Moves past an object's `{`.
  public mutating func beginObject() throws(JSONTextError) {
    try expect(UInt8(ascii: "{"), "an object")
    entered = try parser.open(closing: UInt8(ascii: "}"), expecting: "a key or '}'") ? .empty : .first
  }

  /// The next member's key, the cursor then at its value; nil, past the `}`, when the object has no more.
  public mutating func nextKey() throws(JSONTextError) -> String? {
    guard try advanceToKey() else { return nil }
    let key = try parser.key()
    try parser.colon()
    return key.decoded ?? parser.plainText(key)
  }

  /// The next member, its key looked up in `table` without making a string of it; nil, past the `}`,
  /// when the object has no more. The cursor is then at the member's value.
  public mutating func nextMember(in table: JSONKeyTable) throws(JSONTextError) -> JSONMember? {
    guard try advanceToKey() else { return nil }
    return member(try keyEntry(in: table), of: table)
  }

  /// The next member, as ``nextMember(in:)`` finds it, trying first whether the key is the one `order`
  /// guesses at this place: then it is compared in place, not scanned and looked up. `order` learns the
  /// key found either way.
  public mutating func nextMember(in table: JSONKeyTable, order: inout JSONMemberOrder) throws(JSONTextError)
    -> JSONMember?
  {
    guard try advanceToKey() else { return nil }
    if let entry = order.guess(), let count = table.plainKey(entry, isAt: parser.index + 1, in: parser.bytes),
      try parser.keyEnd(at: parser.index + 1 + count)
    {
      order.position += 1
      return .known(table.value(ofEntry: entry))
    }
    let entry = try keyEntry(in: table)
    order.record(entry)
    return member(entry, of: table)
  }

  /// Reads the key at the cursor and the colon after it: the key's entry in `table`, looked up by its
  /// bytes (by its text when it has escapes).
  @inline(__always)
  private mutating func keyEntry(in table: JSONKeyTable) throws(JSONTextError) -> Int? {
    let key = try parser.key()
    try parser.colon()
    guard var decoded = key.decoded else {
      return table.entry(for: UnsafeBufferPointer(rebasing: parser.bytes[key.start..<key.start + key.count]))
    }
    return decoded.withUTF8 { table.entry(for: $0) }
  }

  @inline(__always)
  private func member(_ entry: Int?, of table: JSONKeyTable) -> JSONMember {
    guard let entry else { return .unknown }
    return .known(table.value(ofEntry: entry))
  }

  /// The member order kept for objects of `kind` — any identity the reader keeps for a kind of object
  /// for as long as the process runs, such as its key table's owner — at its first place. Valid only
  /// while this cursor reads. `mutating` for the reason ``peek()`` is.
  @inline(__always)
  public mutating func memberOrder(for kind: ObjectIdentifier) -> JSONMemberOrder {
    parser.context.memberOrders.order(for: kind)
  }

  @inline(__always)
  private mutating func advanceToKey() throws(JSONTextError) -> Bool {
    if entered == .none, parser.commaQuote() { return true }
    guard try another(closing: UInt8(ascii: "}"), after: "an object value") else { return false }
    try parser.keyStart()
    return true
  }

  /// Whether the container just entered, or the one whose member or element was just read, has another:
  /// past its separator when it does, past its closing bracket when it does not.
  @inlinable @inline(__always)
  mutating func another(closing: UInt8, after what: String) throws(JSONTextError) -> Bool {
    switch entered {
    case .empty:
      entered = .none
      return false
    case .first:
      entered = .none
      return true
    case .none:
      guard try parser.separator(closing: closing, after: what) else {
        parser.depth -= 1
        return false
      }
      return true
    }
  }

  /// Moves past an array's `[`.
  public mutating func beginArray() throws(JSONTextError) {
    try expect(UInt8(ascii: "["), "an array")
    entered = try parser.open(closing: UInt8(ascii: "]"), expecting: "a value or ']'") ? .empty : .first
  }

  /// Whether another element follows (the cursor then at it); false, past the `]`, at the end.
  /// Inlinable, as ``peek()`` is: a direct reader calls it for every element.
  @inlinable
  public mutating func nextElement() throws(JSONTextError) -> Bool {
    try another(closing: UInt8(ascii: "]"), after: "an array element")
  }

  /// Reads the array's next elements into `values` while each is a number that reads as one `Double`
  /// with nothing to decide — one with a fraction or an exponent, or an integer of at most 18 digits that
  /// a `Double` holds exactly — an empty `values` first given room for four. Returns true when it stopped
  /// at an element it did not take (the cursor at it, as after ``nextElement()`` returned true), for
  /// the caller to read as it reads any element; false past the array's end.
  ///
  /// One call for a run of numbers, where reading them one by one peeked and classified each.
  public mutating func appendDoubles(to values: inout [Double]) throws(JSONTextError) -> Bool {
    // Into an empty array, the first two are held apart while there are no more: a run of one or two
    // (a point, a range) is then made as a literal, allocated at its size, with no capacity asked of the
    // allocator and no growth.
    var held = values.isEmpty ? 0 : 2
    var first = 0.0
    var second = 0.0
    var stopped = false
    while try nextElement() {
      guard let value = try parser.plainDouble() else {
        stopped = true
        break
      }
      switch held {
      case 0: first = value
      case 1: second = value
      default:
        if held == 2, values.isEmpty {
          values.reserveCapacity(4)
          values.append(first)
          values.append(second)
        }
        values.append(value)
      }
      held &+= 1
    }
    if held == 1 { values = [first] } else if held == 2, values.isEmpty { values = [first, second] }
    return stopped
  }

  /// A string value, escapes decoded.
  public mutating func readString() throws(JSONTextError) -> String {
    try expect(UInt8(ascii: "\""), "a string")
    return try parser.stringValue()
  }

  /// A number value.
  public mutating func readNumber() throws(JSONTextError) -> JSONNumber {
    // The first byte tested as a number's, not classified among every token's (``peek()``).
    let byte = try parser.peek(expecting: "a number")
    guard JSONParser.startsNumber(byte) else { throw mismatch("a number") }
    if let number = parser.shortValue(integer: JSONNumber.integer, double: JSONNumber.double) {
      return number
    }
    return try parser.typedNumber()
  }

  /// The number at the cursor when it is an integer of at most eighteen digits with no fraction or
  /// exponent, past it; nil, the cursor not moved, for any other value, which ``readNumber()`` then
  /// reads. The same integer ``readNumber()`` gives, read with less work.
  public mutating func readInteger() throws(JSONTextError) -> Int64? {
    _ = try parser.peek(expecting: "a number")
    return parser.plainInteger()
  }

  /// `true` or `false`.
  public mutating func readBool() throws(JSONTextError) -> Bool {
    let byte = try parser.peek(expecting: "true or false")
    if byte == UInt8(ascii: "t") {
      try parser.literal("true")
      return true
    }
    guard byte == UInt8(ascii: "f") else { throw mismatch("true or false") }
    try parser.literal("false")
    return false
  }

  /// `null`.
  public mutating func readNull() throws(JSONTextError) {
    try expect(UInt8(ascii: "n"), "null")
    try parser.literal("null")
  }

  /// The value at the cursor as ``JSONReader/value(from:)-(Data)`` makes it (`[String: Any]`, `[Any]`,
  /// `String`, `NSNumber`, `NSNull`).
  public mutating func readValue() throws(JSONTextError) -> Any {
    try parser.value()
  }

  /// Moves past the value at the cursor, checking it as strictly as a read, making nothing of it.
  public mutating func skipValue() throws(JSONTextError) {
    try parser.skip()
  }

  @inline(__always)
  private func expect(_ byte: UInt8, _ what: String) throws(JSONTextError) {
    guard try parser.peek(expecting: what) == byte else { throw mismatch(what) }
  }

  private func mismatch(_ what: String) -> JSONTextError {
    JSONTextError(.unexpectedByte(parser.bytes[parser.index], expected: what), offset: parser.index)
  }
}

/// What ``JSONCursor/nextMember(in:)`` found: the key's index in the table, or a key it does not hold.
public enum JSONMember: Equatable, Sendable {
  case known(Int)
  case unknown
}
