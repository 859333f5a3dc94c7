import Foundation

/// JSON text → the containers Foundation's `JSONSerialization` gives: `[String: Any]`, `[Any]`, `String`,
/// `NSNumber` (booleans too, as `JSONSerialization` makes them), and `NSNull`.
///
/// A strict RFC 8259 reader: trailing commas, comments, leading zeros, `NaN`/`Infinity`, unescaped control
/// characters, lone surrogates, invalid UTF-8, truncated input and trailing garbage are all errors, each a
/// ``JSONTextError`` with the byte offset. Containers nest at most ``maximumDepth`` levels, so no input can
/// exhaust the stack. Duplicate keys: the last wins.
///
/// Numbers, chosen so that every design sees exactly what `JSONSerialization` would give it:
/// - an integer that fits `Int64`, or a non-negative one that fits `UInt64`, is exact (`NSNumber` of
///   `Int`/`UInt64`); `-0` is the integer 0;
/// - a longer integer is an `NSDecimalNumber` (exact up to 38 significant digits), as `JSONSerialization`
///   makes it;
/// - anything with a fraction or an exponent is the correctly rounded `Double` (the value
///   `Double(String)` gives): `1e-400` is 0, and `1E400`, beyond `Double`'s range, is an error.
public enum JSONReader {
  /// The deepest nesting of arrays and objects read: the project's limit (`GraphGuard.maximumDepth`),
  /// which is also the depth `JSONSerialization` reads.
  public static let maximumDepth = 512

  /// The JSON value in `data`, whatever it is (a top-level scalar included).
  public static func value(from data: Data) throws(JSONTextError) -> Any {
    try data.withUnsafeBytes { raw in read(raw.bindMemory(to: UInt8.self), building: true) }.get()
  }

  /// The JSON value in `bytes`.
  public static func value(from bytes: [UInt8]) throws(JSONTextError) -> Any {
    try bytes.withUnsafeBufferPointer { read($0, building: true) }.get()
  }

  /// Whether `data` is one JSON text, without building any value (the scanning half of `value(from:)`,
  /// for measuring what the containers cost).
  public static func validate(_ data: Data) throws(JSONTextError) {
    _ = try data.withUnsafeBytes { raw in read(raw.bindMemory(to: UInt8.self), building: false) }.get()
  }

  /// One document, its error as a value (the buffer-lending closures cannot throw a typed error).
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, building: Bool) -> Result<Any, JSONTextError>
  {
    var parser = JSONParser(bytes, building: building)
    do throws(JSONTextError) {
      return .success(try parser.document())
    } catch {
      return .failure(error)
    }
  }
}
