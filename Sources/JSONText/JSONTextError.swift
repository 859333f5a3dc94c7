/// Why JSON text could not be read, or a value could not be written as JSON: a reason and where.
///
/// `offset` is the byte offset in the input at which the reader stopped (for the writer, nil); `path` is
/// where in the value the writer met the problem (`$.statuses[3].user`), empty for the reader.
public struct JSONTextError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Reason: Hashable, Sendable {
    /// The input ended inside a value.
    case unexpectedEnd(expected: String)
    /// A byte that the grammar does not allow here.
    case unexpectedByte(UInt8, expected: String)
    /// Bytes after the top-level value.
    case trailingGarbage
    /// A number with a leading zero, a missing digit, or `NaN`/`Infinity`.
    case invalidNumber(String)
    /// A string with an unescaped control character, a bad escape or a lone surrogate.
    case invalidString(String)
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// Containers nested deeper than the limit.
    case tooDeep(limit: Int)
    /// A value JSON cannot hold (the writer): NaN, an infinity, a non-string key, another type.
    case notJSON(String)
    /// `JSONSerialization` refused, with its own message (the Foundation layer).
    case foundation(String)
  }

  public let reason: Reason
  /// The byte offset where reading stopped; nil for the writer.
  public let offset: Int?
  /// Where in the written value the problem is; empty for the reader.
  public let path: String

  public init(_ reason: Reason, offset: Int? = nil, path: String = "") {
    self.reason = reason
    self.offset = offset
    self.path = path
  }

  public var description: String {
    let what: String
    switch reason {
    case .unexpectedEnd(let expected): what = "Unexpected end of input, expected \(expected)"
    case .unexpectedByte(let byte, let expected): what = "Expected \(expected) but found \(Self.show(byte))"
    case .trailingGarbage: what = "Unexpected data after the top-level value"
    case .invalidNumber(let detail): what = "Invalid number: \(detail)"
    case .invalidString(let detail): what = "Invalid string: \(detail)"
    case .invalidUTF8: what = "Invalid UTF-8"
    case .tooDeep(let limit): what = "Containers nest deeper than \(limit) levels"
    case .notJSON(let detail): what = "Not a JSON value: \(detail)"
    case .foundation(let message): what = "JSONSerialization: \(message)"
    }
    if let offset { return "\(what) at offset \(offset)" }
    return path.isEmpty ? what : "\(what) at \(path)"
  }

  private static func show(_ byte: UInt8) -> String {
    if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }
}
