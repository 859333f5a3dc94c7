import Foundation
import JSONText

/// Turns what the designs' entry points accept into Foundation JSON objects.
///
/// Entry points take `Data`, `String`, `[String: Any]` or `[Any]` (the originals take `NSData`,
/// `NSString` and `NSDictionary`); text goes through the selected text layer (`JSONTextLayer`), containers
/// pass through.
public enum JSONInput {
  /// The JSON value that `input` is or contains.
  ///
  /// - Parameter input: `Data` or `String` holding JSON text, or an already-parsed container.
  /// - Returns: A Foundation JSON value: `[String: Any]`, `[Any]`, `String`, `NSNumber` or `NSNull`.
  /// - Throws: ``JSONInputError`` for malformed text, invalid UTF-8 or another kind of input.
  public static func value(from input: Any) throws(JSONInputError) -> Any {
    switch input {
    case let dictionary as [String: Any]: return dictionary
    case let array as [Any]: return array
    case let data as Data: return try parse(data)
    case let string as String: return try parse(Data(string.utf8))
    case let substring as Substring: return try parse(Data(substring.utf8))
    case let bytes as [UInt8]: return try parse(Data(bytes))
    default: throw JSONInputError(.unsupportedInput(String(describing: type(of: input))))
    }
  }

  /// The JSON object that `input` is or contains.
  ///
  /// - Throws: ``JSONInputError``, including `.wrongTopLevel` when the JSON is not an object.
  public static func object(from input: Any) throws(JSONInputError) -> [String: Any] {
    let value = try value(from: input)
    guard let object = value as? [String: Any] else {
      throw JSONInputError(.wrongTopLevel(expected: "object", found: JSONValueKind.of(value).description))
    }
    return object
  }

  /// The JSON array that `input` is or contains.
  ///
  /// - Throws: ``JSONInputError``, including `.wrongTopLevel` when the JSON is not an array.
  public static func array(from input: Any) throws(JSONInputError) -> [Any] {
    let value = try value(from: input)
    guard let array = value as? [Any] else {
      throw JSONInputError(.wrongTopLevel(expected: "array", found: JSONValueKind.of(value).description))
    }
    return array
  }

  /// Parses JSON text, allowing any top-level value, with the selected text layer
  /// (`JSONTextLayer.current`: JSONText's reader unless `MODELBENCH_JSON=foundation`).
  public static func parse(_ data: Data) throws(JSONInputError) -> Any {
    do throws(JSONTextError) {
      return try JSONTextLayer.current.parse(data)
    } catch {
      if case .invalidUTF8 = error.reason { throw JSONInputError(.invalidUTF8) }
      if String(data: data, encoding: .utf8) == nil, !data.isEmpty { throw JSONInputError(.invalidUTF8) }
      throw JSONInputError(.malformed(error.description))
    }
  }
}
