import CUTF8Validation
import Foundation

/// The recursive-descent reader behind ``JSONReader``: one pass over the bytes, building values as it goes.
///
/// Depth is counted per container and refused past ``JSONReader/maximumDepth``, so recursion is bounded.
/// ``skip()`` checks a value as strictly and makes nothing (JSONParser+Skipping.swift).
///
/// The keys and values of the open containers wait on two stacks borrowed from the thread's
/// ``JSONReaderContext``; a finished container's are moved out into a dictionary or array made at its exact
/// size. An object's keys wait as places in the input, so an object of a shape met before
/// (``JSONShape``) never makes its keys' strings.
@usableFromInline
struct JSONParser {
  /// An object key: where its bytes are in the input (between the quotes), and its text when it had an
  /// escape (otherwise the bytes are the text).
  struct Key {
    let start: Int
    let count: Int
    let decoded: String?
  }

  @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
  @usableFromInline var index = 0
  @usableFromInline var depth = 0
  let context: JSONReaderContext
  /// Scratch for strings with escapes (the context's, lent for the document).
  var scratch: MoveStack<UInt8>
  /// The keys of the open objects and the values of the open containers, innermost last (the context's).
  var keys: MoveStack<Key>
  var values: MoveStack<Any>

  init(_ bytes: UnsafeBufferPointer<UInt8>, context: JSONReaderContext) {
    self.bytes = bytes
    self.context = context
    scratch = context.scratch
    keys = context.keys
    values = context.values
  }

  /// Gives the stacks back to the context, empty (an error leaves members behind; they are destroyed) and
  /// no larger than `JSONReaderContext.keptCapacity` elements (32 KiB each) and 64 KiB of scratch, whatever
  /// this document needed.
  mutating func finish() {
    keys.removeAll(keepingCapacity: JSONReaderContext.keptCapacity)
    values.removeAll(keepingCapacity: JSONReaderContext.keptCapacity)
    scratch.removeAll(keepingCapacity: JSONReaderContext.keptCapacity * 64)  // 64 KiB
    context.keys = keys
    context.values = values
    context.scratch = scratch
    context.numbers.finishDocument()
  }

  /// One JSON text: a value surrounded by white space, nothing after it.
  mutating func document() throws(JSONTextError) -> Any {
    skipWhitespace()
    let result = try value()
    skipWhitespace()
    guard index == bytes.count else { throw JSONTextError(.trailingGarbage, offset: index) }
    return result
  }

  @inlinable @inline(__always)
  mutating func skipWhitespace() {
    // Most tokens are not preceded by white space (and none in minified text): one test, inlined.
    guard index < bytes.count, bytes[index] <= 0x20 else { return }
    // The one space after a colon, the most common run in pretty-printed text, passed with no call.
    if bytes[index] == 0x20, index &+ 1 < bytes.count, bytes[index &+ 1] > 0x20 {
      index &+= 1
      return
    }
    skipWhitespaceRun()
  }

  /// White space from a byte that may be some: sixteen bytes at a time where the processor has SSE2
  /// (the lowest byte that is not white space ends the run), else, and in the last fifteen bytes, a
  /// byte at a time, and after each white-space byte the spaces of an indentation eight at a time. The
  /// position is kept in a local and the end computed once, so the loop is loads and compares. Never
  /// inlined: it is the rare path of a hot caller, whose loop its vector constants would crowd.
  @usableFromInline @inline(never)
  mutating func skipWhitespaceRun() {
    guard let base = bytes.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var at = index
    defer { index = at }
    #if arch(x86_64)
      // A line break and its indentation is one block in most pretty-printed text.
      while at &+ 16 <= count {
        let others = modelbench_non_whitespace_block(base + at)
        if others != 0 {
          at &+= others.trailingZeroBitCount
          return
        }
        at &+= 16
      }
    #endif
    while at < count {
      switch raw.load(fromByteOffset: at, as: UInt8.self) {
      case 0x20, 0x0A, 0x0D, 0x09:
        at &+= 1
        spaces: while at &+ 8 <= count {
          let others =
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            ^ 0x2020_2020_2020_2020
          if others != 0 {
            at &+= others.trailingZeroBitCount &>> 3
            break spaces
          }
          at &+= 8
        }
      default: return
      }
    }
  }

  @inlinable @inline(__always)
  func peek(expecting expected: @autoclosure () -> String) throws(JSONTextError) -> UInt8 {
    guard index < bytes.count else {
      throw JSONTextError(.unexpectedEnd(expected: expected()), offset: index)
    }
    return bytes[index]
  }

  mutating func value() throws(JSONTextError) -> Any {
    let byte = try peek(expecting: "a value")
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONNumbers.true
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONNumbers.false
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONNumbers.null
    default:
      throw JSONTextError(.unexpectedByte(byte, expected: "a value"), offset: index)
    }
  }

  /// Moves past `word` (`true`, `false` or `null`), else the error at its first differing byte.
  @inline(__always)
  mutating func literal(_ word: StaticString) throws(JSONTextError) {
    // The whole word compared as its first byte and its last four (one four-byte load each side); a
    // mismatch, or a text ending within the word, is found again byte by byte for its error.
    let count = word.utf8CodeUnitCount
    if count >= 4, index &+ count <= bytes.count, let base = bytes.baseAddress {
      let text = UnsafeRawPointer(base + index)
      let expected = UnsafeRawPointer(word.utf8Start)
      if text.load(as: UInt8.self) == expected.load(as: UInt8.self),
        text.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
          == expected.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
      {
        index &+= count
        return
      }
    }
    try literalByBytes(word)
  }

  /// ``literal(_:)`` a byte at a time: where a word that is not there fails, and with what error.
  @inline(never)
  private mutating func literalByBytes(_ word: StaticString) throws(JSONTextError) {
    let count = word.utf8CodeUnitCount
    let start = word.utf8Start
    for offset in 0..<count {
      let expected = start[offset]
      guard index < bytes.count else {
        throw JSONTextError(.unexpectedEnd(expected: "'\(word)'"), offset: index)
      }
      guard bytes[index] == expected else {
        throw JSONTextError(.unexpectedByte(bytes[index], expected: "'\(word)'"), offset: index)
      }
      index += 1
    }
  }

  mutating func enter() throws(JSONTextError) {
    depth += 1
    guard depth <= JSONReader.maximumDepth else {
      throw JSONTextError(.tooDeep(limit: JSONReader.maximumDepth), offset: index)
    }
  }

  /// Enters a container at its opening bracket: one level deeper, past the bracket and white space.
  /// Returns true, and leaves the level again, when the container is empty (its closing bracket read).
  @inline(__always)
  mutating func open(closing: UInt8, expecting: @autoclosure () -> String) throws(JSONTextError) -> Bool {
    try enter()
    index += 1
    skipWhitespace()
    guard try peek(expecting: expecting()) == closing else { return false }
    index += 1
    depth -= 1
    return true
  }

  /// Checks that an object key starts here (its opening quote).
  @inline(__always)
  func keyStart() throws(JSONTextError) {
    let byte = try peek(expecting: "a key")
    guard byte == UInt8(ascii: "\"") else {
      throw JSONTextError(.unexpectedByte(byte, expected: "a string key"), offset: index)
    }
  }

  /// Whether `,"` is here — a member's comma and the next key's quote, as compact text writes them —
  /// compared as one two-byte word; past the comma, at the quote, when it is.
  @inline(__always)
  mutating func commaQuote() -> Bool {
    guard index &+ 1 < bytes.count, pair(at: index) == Self.pair(",", "\"") else { return false }
    index &+= 1
    return true
  }

  /// Past a key's closing quote, expected at `quote`, and the colon and white space after it: `":`
  /// compared as one two-byte word where they stand together (compact text, and most pretty text).
  /// False, the index unmoved, when no quote is at `quote`.
  @inline(__always)
  mutating func keyEnd(at quote: Int) throws(JSONTextError) -> Bool {
    if quote &+ 1 < bytes.count, pair(at: quote) == Self.pair("\"", ":") {
      index = quote &+ 2
      skipWhitespace()
      return true
    }
    guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else { return false }
    index = quote &+ 1
    try colon()
    return true
  }

  /// The two bytes from `offset`, which the caller has checked lie in `bytes`, as one word.
  @inline(__always)
  private func pair(at offset: Int) -> UInt16 {
    UInt16(bytes[offset]) | UInt16(bytes[offset &+ 1]) &<< 8
  }

  private static func pair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt16 {
    UInt16(UInt8(ascii: first)) | UInt16(UInt8(ascii: second)) &<< 8
  }

  /// After an object key: white space, the colon, white space.
  @inline(__always)
  mutating func colon() throws(JSONTextError) {
    skipWhitespace()
    let colon = try peek(expecting: "':'")
    guard colon == UInt8(ascii: ":") else {
      throw JSONTextError(.unexpectedByte(colon, expected: "':' after an object key"), offset: index)
    }
    index += 1
    skipWhitespace()
  }

  mutating func object() throws(JSONTextError) -> Any {
    if try open(closing: UInt8(ascii: "}"), expecting: "a key or '}'") { return [String: Any]() }
    let firstKey = keys.count
    let firstValue = values.count
    // The shape predicted from the first key, while every key so far is the shape's, in order.
    var predicted: JSONShape?
    var matched = 0
    while true {
      try keyStart()
      let key: Key
      if let shape = predicted, matched < shape.count,
        let count = shape.key(matched, isAt: index + 1, in: bytes)
      {
        key = Key(start: index + 1, count: count, decoded: nil)
        index += count + 2
        matched += 1
      } else {
        key = try self.key()
        predicted = nil
        if matched == 0 {
          predicted = context.shapes.prediction(for: key, in: bytes)
          matched = 1
        }
      }
      try colon()
      let member = try value()
      keys.push(key)
      values.push(member)
      if try separator(closing: UInt8(ascii: "}"), after: "an object value") { continue }
      depth -= 1
      if let shape = predicted, matched == shape.count {
        return makeObject(of: shape, keysFrom: firstKey, valuesFrom: firstValue)
      }
      return makeObject(keysFrom: firstKey, valuesFrom: firstValue)
    }
  }

  mutating func array() throws(JSONTextError) -> Any {
    if try open(closing: UInt8(ascii: "]"), expecting: "a value or ']'") { return [Any]() }
    let first = values.count
    while true {
      let element = try value()
      values.push(element)
      if try separator(closing: UInt8(ascii: "]"), after: "an array element") { continue }
      depth -= 1
      return makeArray(valuesFrom: first)
    }
  }

  /// After a member or element: `true` for a comma (another follows), `false` for the closing bracket.
  @inlinable @inline(__always)
  mutating func separator(closing: UInt8, after what: String) throws(JSONTextError) -> Bool {
    // The separator right here, as in minified text: inlined.
    if index < bytes.count {
      let next = bytes[index]
      if next == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        return true
      }
      if next == closing {
        index += 1
        return false
      }
    }
    return try separatorAfterSpace(closing: closing, after: what)
  }

  @usableFromInline
  mutating func separatorAfterSpace(closing: UInt8, after what: String) throws(JSONTextError) -> Bool {
    skipWhitespace()
    // The message is made only for an error: this runs after every member and element.
    func expected() -> String { "',' or '\(Character(Unicode.Scalar(closing)))'" }
    let next = try peek(expecting: expected())
    index += 1
    if next == UInt8(ascii: ",") {
      skipWhitespace()
      return true
    }
    guard next == closing else {
      throw JSONTextError(.unexpectedByte(next, expected: "\(expected()) after \(what)"), offset: index - 1)
    }
    return false
  }
}
