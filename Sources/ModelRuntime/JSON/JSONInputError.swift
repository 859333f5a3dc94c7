/// Why an entry point's input could not become a JSON object.
public struct JSONInputError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Reason: Hashable, Sendable {
    /// The text is not JSON; the parser's own message.
    case malformed(String)
    /// The text is not UTF-8.
    case invalidUTF8
    /// The top-level value is not what the entry point takes.
    case wrongTopLevel(expected: String, found: String)
    /// The entry point was given a value that is neither JSON text nor a JSON object.
    case unsupportedInput(String)
  }

  public let reason: Reason

  public init(_ reason: Reason) { self.reason = reason }

  public var description: String {
    switch reason {
    case .malformed(let message): "The data is not valid JSON: \(message)"
    case .invalidUTF8: "The string is not valid UTF-8"
    case .wrongTopLevel(let expected, let found):
      "Expected a JSON \(expected) at the top level but found \(found)"
    case .unsupportedInput(let type): "Expected JSON text (Data or String) or a JSON object but found \(type)"
    }
  }
}
