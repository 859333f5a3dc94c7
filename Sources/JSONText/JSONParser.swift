import Foundation

/// The recursive-descent reader behind ``JSONReader``: one pass over the bytes, building values as it goes.
///
/// Depth is counted per container and refused past ``JSONReader/maximumDepth``, so recursion is bounded.
/// With `building` false it validates only (strings and numbers are checked but not made).
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  let building: Bool
  /// Scratch for strings with escapes, reused across strings.
  var scratch: [UInt8] = []
  /// The members of the objects being read, innermost last (only when building).
  let members: MemberStack?

  init(_ bytes: UnsafeBufferPointer<UInt8>, building: Bool = true) {
    self.bytes = bytes
    self.building = building
    members = building ? MemberStack() : nil
  }

  /// One JSON text: a value surrounded by white space, nothing after it.
  mutating func document() throws(JSONTextError) -> Any {
    skipWhitespace()
    let result = try value()
    skipWhitespace()
    guard index == bytes.count else { throw JSONTextError(.trailingGarbage, offset: index) }
    return result
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09:
        index += 1
        skipSpaceRun()
      default: return
      }
    }
  }

  /// Indentation: eight spaces at a time while there are eight.
  @inline(__always)
  mutating func skipSpaceRun() {
    guard let base = bytes.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    while index + 8 <= bytes.count,
      raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020
    {
      index += 8
    }
  }

  @inline(__always)
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

  mutating func literal(_ word: StaticString) throws(JSONTextError) {
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

  mutating func object() throws(JSONTextError) -> Any {
    try enter()
    index += 1  // {
    skipWhitespace()
    if try peek(expecting: "a key or '}'") == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return [String: Any]()
    }
    let first = members?.count ?? 0
    while true {
      let byte = try peek(expecting: "a key")
      guard byte == UInt8(ascii: "\"") else {
        throw JSONTextError(.unexpectedByte(byte, expected: "a string key"), offset: index)
      }
      let key = try stringValue()
      skipWhitespace()
      let colon = try peek(expecting: "':'")
      guard colon == UInt8(ascii: ":") else {
        throw JSONTextError(.unexpectedByte(colon, expected: "':' after an object key"), offset: index)
      }
      index += 1
      skipWhitespace()
      let member = try value()
      members?.push(key: key, value: member)
      if try separator(closing: UInt8(ascii: "}"), after: "an object value") { continue }
      depth -= 1
      return members?.popObject(from: first) ?? [String: Any]()
    }
  }

  mutating func array() throws(JSONTextError) -> Any {
    try enter()
    index += 1  // [
    var result: [Any] = []
    skipWhitespace()
    if try peek(expecting: "a value or ']'") == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return result
    }
    while true {
      let element = try value()
      if building { result.append(element) }
      if try separator(closing: UInt8(ascii: "]"), after: "an array element") { continue }
      depth -= 1
      return result
    }
  }

  /// After a member or element: `true` for a comma (another follows), `false` for the closing bracket.
  private mutating func separator(closing: UInt8, after what: String) throws(JSONTextError) -> Bool {
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
