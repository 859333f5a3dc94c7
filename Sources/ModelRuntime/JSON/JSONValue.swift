import Foundation

/// Typed reads of Foundation JSON values held in `Any`, without a dynamic cast on the common path.
///
/// An `Any` is an existential container: three words of inline buffer and the type's metadata
/// (`swift/docs/ABI/TypeLayout.rst`, "Existential Container Layout"). A class reference, and a `String`
/// (two words), are stored inline at the start of the buffer. Once the dynamic type is known to be
/// exactly `NSNumber` or `String`, the value is read from there; `as?` would run the runtime's general
/// cast, which for `NSNumber` goes through Objective-C bridging and protocol-conformance look-ups.
public enum JSONValue {
  /// The `NSNumber` in `value` when its dynamic type is `NSNumber` or the boolean subclass
  /// `JSONSerialization` makes; nil otherwise (including native Swift numbers).
  @inline(__always)
  public static func foundationNumber(_ value: Any) -> NSNumber? {
    let id = ObjectIdentifier(type(of: value))
    guard id == Known.number || id == Known.cfBoolean else { return nil }
    return inlinePayload(of: value, as: NSNumber.self)
  }

  /// The `String` in `value` when its dynamic type is exactly `String`.
  @inline(__always)
  public static func string(_ value: Any) -> String? {
    guard ObjectIdentifier(type(of: value)) == Known.string else { return nil }
    return inlinePayload(of: value, as: String.self)
  }

  /// The `[String: Any]` in `value` when its dynamic type is exactly that.
  @inline(__always)
  public static func object(_ value: Any) -> [String: Any]? {
    guard ObjectIdentifier(type(of: value)) == Known.object else { return nil }
    return inlinePayload(of: value, as: [String: Any].self)
  }

  /// The `[Any]` in `value` when its dynamic type is exactly that.
  @inline(__always)
  public static func array(_ value: Any) -> [Any]? {
    guard ObjectIdentifier(type(of: value)) == Known.array else { return nil }
    return inlinePayload(of: value, as: [Any].self)
  }

  /// Whether `value` is `NSNull`.
  @inline(__always)
  public static func isNull(_ value: Any) -> Bool {
    ObjectIdentifier(type(of: value)) == Known.null
  }

  /// Reads a payload of at most three words stored inline in the existential.
  ///
  /// - Precondition: the dynamic type of `value` is exactly `T`, and `T` fits the inline buffer.
  @inline(__always)
  static func inlinePayload<T>(of value: Any, as _: T.Type) -> T {
    withUnsafePointer(to: value) { pointer in
      UnsafeRawPointer(pointer).load(as: T.self)
    }
  }

  enum Known {
    static let string = ObjectIdentifier(String.self)
    static let number = ObjectIdentifier(NSNumber.self)
    static let cfBoolean = ObjectIdentifier(type(of: NSNumber(value: true)))
    static let null = ObjectIdentifier(NSNull.self)
    static let object = ObjectIdentifier([String: Any].self)
    static let array = ObjectIdentifier([Any].self)
  }
}
