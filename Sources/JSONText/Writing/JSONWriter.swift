import Foundation

/// Foundation JSON values → UTF-8 JSON text: what the designs' model → JSON produce (`[String: Any]`,
/// `[Any]`, `String`, `NSNumber` including booleans and `NSDecimalNumber`, `Decimal`, Swift numbers and
/// `Bool`, `NSNull`, the `NSArray`/`NSDictionary` forms, and maps keyed by `String` of any value type).
///
/// Strings are escaped per RFC 8259 (`"`, `\`, and control characters; nothing else). Doubles are written in
/// the shortest form that reads back to the same value. NaN, infinities, keys that are not strings, a `nil`
/// optional, any other type, and nesting deeper than ``JSONReader/maximumDepth`` are errors, each a
/// ``JSONTextError`` naming where in the value it is. With ``Options/sortedKeys`` the output is the same
/// bytes on every run.
public struct JSONWriter: ~Copyable {
  public struct Options: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Object keys in ascending order (Swift's `String` order), so equal values give equal bytes.
    public static let sortedKeys = Options(rawValue: 1)
  }

  /// The JSON text of `value`.
  public static func data(_ value: Any, options: Options = []) throws(JSONTextError) -> Data {
    var writer = JSONWriter(options: options)
    try writer.write(value, depth: 0)
    return writer.output.data()
  }

  /// The JSON text of `value`, as bytes.
  public static func bytes(_ value: Any, options: Options = []) throws(JSONTextError) -> [UInt8] {
    var writer = JSONWriter(options: options)
    try writer.write(value, depth: 0)
    return writer.output.bytes
  }

  /// Whether `value` can be written (the reader-side twin of `JSONSerialization.isValidJSONObject`, for any
  /// top-level value).
  public static func isValid(_ value: Any) -> Bool { (try? bytes(value)) != nil }

  /// One step from the root to the value being written: kept as it is, turned into text only for an
  /// error, so a write that succeeds makes no path strings.
  enum PathComponent {
    case key(String)
    case index(Int)
  }

  let options: Options
  @usableFromInline var output = JSONOutput()
  /// The keys and indexes from the root to the value being written, for errors.
  var path: [PathComponent] = []

  init(options: Options) {
    self.options = options
  }

  func error(_ reason: JSONTextError.Reason) -> JSONTextError {
    let steps = path.map { step in
      switch step {
      case .key(let key): ".\(key)"
      case .index(let index): "[\(index)]"
      }
    }
    return JSONTextError(reason, path: "$" + steps.joined())
  }
}
