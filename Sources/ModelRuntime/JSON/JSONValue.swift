import Foundation

/// Typed reads of Foundation JSON values held in `Any`, without a dynamic cast on the common path.
///
/// An `Any` is an existential container: three words of inline buffer and the type's metadata
/// (`swift/docs/ABI/TypeLayout.rst`, "Existential Container Layout"). A class reference, and a `String`
/// (two words), are stored inline at the start of the buffer. When the container's own metadata word is
/// exactly `NSNumber`'s or `String`'s, the value is read from there; `as?` would run the runtime's
/// general cast, which for `NSNumber` goes through Objective-C bridging and protocol-conformance look-ups.
///
/// The container's metadata is read, not `type(of:)`: an `Any` holding another `Any` (what generic code
/// produces when it boxes a `T == Any`) reports the innermost type from `type(of:)`, while its buffer
/// holds the inner container. Such values take the general cast, which unwraps them correctly.
public enum JSONValue {
  /// The `NSNumber` in `value` when its dynamic type is `NSNumber` or the boolean subclass
  /// `JSONSerialization` makes; nil otherwise (including native Swift numbers).
  @inline(__always)
  public static func foundationNumber(_ value: Any) -> NSNumber? {
    let type = containerType(value)
    guard type == Known.number || type == Known.cfBoolean else { return nil }
    return inlinePayload(of: value, as: NSNumber.self)
  }

  /// The `String` in `value` when its container holds exactly a `String`.
  @inline(__always)
  public static func string(_ value: Any) -> String? {
    guard containerType(value) == Known.string else { return nil }
    return inlinePayload(of: value, as: String.self)
  }

  /// The `[String: Any]` in `value` when its container holds exactly that.
  @inline(__always)
  public static func object(_ value: Any) -> [String: Any]? {
    guard containerType(value) == Known.object else { return nil }
    return inlinePayload(of: value, as: [String: Any].self)
  }

  /// The `[Any]` in `value` when its container holds exactly that.
  @inline(__always)
  public static func array(_ value: Any) -> [Any]? {
    guard containerType(value) == Known.array else { return nil }
    return inlinePayload(of: value, as: [Any].self)
  }

  /// Whether `value` is `NSNull` (also when nested in another `Any`).
  @inline(__always)
  public static func isNull(_ value: Any) -> Bool {
    containerType(value) == Known.null || (containerType(value) == Known.any && value is NSNull)
  }

  /// The metadata word of the existential container itself (`as Any` keeps `withUnsafePointer` from
  /// opening it).
  @inline(__always)
  static func containerType(_ value: Any) -> UInt {
    withUnsafePointer(to: value as Any) { pointer in
      UnsafeRawPointer(pointer).load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UInt.self)
    }
  }

  /// Reads a payload of at most three words stored inline at the start of the container's buffer.
  ///
  /// - Precondition: the container's metadata is exactly `T`'s, and `T` fits the inline buffer.
  @inline(__always)
  static func inlinePayload<T>(of value: Any, as _: T.Type) -> T {
    withUnsafePointer(to: value as Any) { pointer in
      UnsafeRawPointer(pointer).load(as: T.self)
    }
  }

  enum Known {
    static let string = metadata(String.self)
    static let number = metadata(NSNumber.self)
    static let cfBoolean = metadata(type(of: NSNumber(value: true)))
    static let null = metadata(NSNull.self)
    static let object = metadata([String: Any].self)
    static let array = metadata([Any].self)
    static let any = metadata(Any.self)

    static func metadata(_ type: Any.Type) -> UInt { UInt(bitPattern: unsafeBitCast(type, to: Int.self)) }
  }
}
