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
///
/// Objects whose keys repeat — the records of an API — are read through their *shape*: each thread keeps
/// the key sequences it met twice, with a dictionary of those keys, and an object of a known shape is a copy
/// of that dictionary with its values written in by position, so its keys are neither made into strings
/// nor hashed again; when the first key predicts the shape, the other keys are compared in place rather
/// than scanned. The result is the same `[String: Any]` (only its iteration order, which `Dictionary`
/// leaves unspecified, may differ from one built key by key). What a thread keeps is bounded — at most 128
/// shapes of at most 128 keys and 2 KiB of keys each — holds no value read, and is freed with the thread.
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

  /// One document, its error as a value (the buffer-lending closures cannot throw a typed error), read
  /// with the calling thread's context.
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, building: Bool) -> Result<Any, JSONTextError>
  {
    JSONReaderContext.withCurrent { read(bytes, building: building, context: $0) }
  }

  /// One document read with `context`.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, building: Bool, context: JSONReaderContext)
    -> Result<Any, JSONTextError>
  {
    var parser = JSONParser(bytes, context: context)
    defer { parser.finish() }
    do throws(JSONTextError) {
      guard building else {
        try parser.skipDocument()
        return .success(JSONNumbers.null)
      }
      return .success(try parser.document())
    } catch {
      return .failure(error)
    }
  }
}
