import Foundation

/// Typed reads of Foundation JSON values held in `Any`, without a dynamic cast on the common path.
///
/// An `Any` is an existential container: three words of inline buffer and the type's metadata
/// (`swift/docs/ABI/TypeLayout.rst`, "Existential Container Layout"). A class reference, and a `String`
/// (two words), are stored inline at the start of the buffer. When the container's own metadata word is
/// exactly `NSNumber`'s or `String`'s, the value is read from there; `as?` would run the runtime's
/// general cast, which for `NSNumber` goes through Objective-C bridging and protocol-conformance look-ups.
///
/// The `Any` is opened into a generic `T` (no copy) and `T` itself is compared, not `type(of:)`: an `Any`
/// holding another `Any` (what generic code produces when it boxes a `T == Any`) reports the innermost
/// type from `type(of:)` but opens as `T == Any`. Such values take the general cast, which unwraps them.
/// Opening costs no call; `type(of:)` on an `Any` is a runtime call (`swift_getDynamicType`), so it is
/// asked only where a class's subclasses must be told apart (`NSNumber`'s).
public enum JSONValue {
  /// The `NSNumber` in `value` when its dynamic type is `NSNumber` or the boolean subclass
  /// `JSONSerialization` makes; nil otherwise (including native Swift numbers).
  @inline(__always)
  public static func foundationNumber(_ value: Any) -> NSNumber? {
    let id = metadata(type(of: value))
    guard id == Known.number || id == Known.cfBoolean else { return nil }
    return storedNumber(value)
  }

  /// ``foundationNumber(_:)`` for a value whose dynamic type the caller has found to be `NSNumber` or its
  /// boolean subclass: the number when it is stored as one of them, with no second runtime call for the
  /// dynamic type; nil when it is stored as a superclass (`NSObject`, `AnyObject`).
  @inline(__always)
  static func storedNumber(_ value: Any) -> NSNumber? {
    func opened<T>(_ payload: T) -> NSNumber? {
      let type = metadata(T.self)
      return type == Known.number || type == Known.cfBoolean ? reinterpret(payload) : nil
    }
    return opened(value)
  }

  /// The `String` in `value` when its container holds exactly a `String`.
  @inline(__always)
  public static func string(_ value: Any) -> String? {
    func opened<T>(_ payload: T) -> String? {
      metadata(T.self) == Known.string ? unsafeBitCast(payload, to: String.self) : nil
    }
    return opened(value)
  }

  /// The `[String: Any]` in `value` when its container holds exactly that.
  @inline(__always)
  public static func object(_ value: Any) -> [String: Any]? {
    func opened<T>(_ payload: T) -> [String: Any]? {
      metadata(T.self) == Known.object ? unsafeBitCast(payload, to: [String: Any].self) : nil
    }
    return opened(value)
  }

  /// `value as? T`, with a value of exactly `T` (a native `String` among them) found by its type first:
  /// the runtime's cast from `Any` costs hundreds of instructions, and most values a setter is handed
  /// are of its own type. The values kept are the cast's either way (a bridged `NSString`, a subclass
  /// or a nested `Any` falls through to it).
  @inlinable
  public static func cast<T>(_ value: Any, to _: T.Type) -> T? {
    if T.self == String.self, let string = string(value) { return unsafe unsafeBitCast(string, to: T.self) }
    return exactly(value, T.self) ?? value as? T
  }

  /// `value as? Wrapped?`, with a `Wrapped` or a `Wrapped?` found by its type first: the runtime's cast
  /// to an optional model class runs its optional and class casts, more than a thousand instructions.
  @inlinable
  public static func cast<Wrapped>(_ value: Any, to _: Wrapped?.Type) -> Wrapped?? {
    if let optional = exactly(value, Wrapped?.self) { return .some(optional) }
    if Wrapped.self == Any.self {
      // Any value is an `Any`, unless it is an optional or an existential, which the cast unwraps.
      // Wrapped in an optional first: an `Any` argument would be opened to the value's own type.
      return isPlain(value)
        ? .some(unsafe unsafeBitCast(Optional<Any>.some(value), to: Wrapped?.self)) : value as? Wrapped?
    }
    if let wrapped = exactly(value, Wrapped.self) { return .some(.some(wrapped)) }
    return value as? Wrapped?
  }

  /// The value in `value` when its container holds exactly a `T` (a nested `Any` opens as `Any`).
  @inlinable
  static func exactly<T>(_ value: Any, _: T.Type) -> T? {
    func opened<U>(_ payload: U) -> T? { U.self == T.self ? unsafe unsafeBitCast(payload, to: T.self) : nil }
    return opened(value)
  }

  /// The type `value`'s container holds: a value's own type, the static type a class instance was stored
  /// as (perhaps a superclass of its own), or `Any` for an `Any` boxed in another. Read from the container,
  /// where `type(of:)` is a runtime call that looks inside.
  @inline(__always)
  static func storedType(of value: Any) -> Any.Type {
    func stored<T>(_: T) -> Any.Type { T.self }
    return stored(value)
  }

  /// Whether the container holds a struct or a class: neither an optional nor another existential.
  @usableFromInline
  static func isPlain(_ value: Any) -> Bool {
    func opened<U>(_: U) -> Bool { Metadata(U.self).isStructOrClass }
    return opened(value)
  }

  /// `value as? [String: Any]`, with the container's own `[String: Any]` found without the runtime's
  /// cast (which the common case, JSON's objects, would otherwise pay). Every design reads objects so.
  @inline(__always)
  package static func dictionary(_ value: Any) -> [String: Any]? {
    object(value) ?? (value as? [String: Any])
  }

  /// An array or an object of JSON values.
  public enum Container {
    case array([Any])
    case object([String: Any])
  }

  /// `value as? [Any]`, else `value as? [String: Any]`, with JSON's own containers told by their exact
  /// type first: a failed cast of a free-form object to `[Any]` costs a full trip through the runtime.
  public static func container(_ value: Any) -> Container? {
    if let object = object(value) { return .object(object) }
    if let array = array(value) ?? (value as? [Any]) { return .array(array) }
    if let object = value as? [String: Any] { return .object(object) }
    return nil
  }

  /// The `[Any]` in `value` when its container holds exactly that.
  @inline(__always)
  public static func array(_ value: Any) -> [Any]? {
    func opened<T>(_ payload: T) -> [Any]? {
      metadata(T.self) == Known.array ? unsafeBitCast(payload, to: [Any].self) : nil
    }
    return opened(value)
  }

  /// `value` itself when it is a Swift array of one of JSON's scalar types — `[String]`, `[Int]`, `[Bool]`,
  /// or `[Double]` whose every number is finite — so JSON as it stands, with nothing to convert or guard
  /// element by element; nil for any other value.
  @inline(__always)
  public static func scalarArray(_ value: Any) -> Any? {
    func opened<T>(_ payload: T) -> Any? {
      switch metadata(T.self) {
      case Known.strings, Known.ints, Known.bools: return value
      case Known.doubles:
        return unsafe unsafeBitCast(payload, to: [Double].self).allSatisfy(\.isFinite) ? value : nil
      default: return nil
      }
    }
    return opened(value)
  }

  /// The `NSNumber` in `value` when its dynamic type is exactly `NSNumber` (not the boolean class).
  @inline(__always)
  static func plainNumber(_ value: Any) -> NSNumber? {
    func opened<T>(_ payload: T) -> NSNumber? {
      metadata(T.self) == Known.number ? reinterpret(payload) : nil
    }
    guard metadata(type(of: value)) == Known.number else { return nil }
    return opened(value)
  }

  /// `value as? Int`, read straight from a plain `NSNumber` holding a signed integer (what a JSON reader
  /// makes for an integer); other values take the general cast. The result is the cast's: for such a
  /// number `Int(exactly:)` is its `intValue`.
  @inline(__always)
  public static func exactInt(_ value: Any) -> Int? {
    if let number = plainNumber(value) {
      switch CStandardLibrary.objCTypeCode(of: number) {
      case CChar(UInt8(ascii: "q")), CChar(UInt8(ascii: "i")), CChar(UInt8(ascii: "l")),
        CChar(UInt8(ascii: "s")), CChar(UInt8(ascii: "c")):
        return number.intValue
      default: break
      }
    }
    return value as? Int
  }

  /// `value as? Double`, read straight from a plain `NSNumber` holding a double; other values take the
  /// general cast.
  @inline(__always)
  public static func exactDouble(_ value: Any) -> Double? {
    if let number = plainNumber(value), CStandardLibrary.objCTypeCode(of: number) == CChar(UInt8(ascii: "d"))
    {
      return number.doubleValue
    }
    return value as? Double
  }

  /// `longLongValue` without a trap: doubles toward zero, NaN as 0, beyond the range the nearest bound;
  /// unsigned values beyond Int64 keep their bit pattern.
  public static func clampedInt64(_ number: NSNumber) -> Int64 {
    switch number.objCType.pointee {
    case CChar(UInt8(ascii: "d")), CChar(UInt8(ascii: "f")):
      let double = number.doubleValue
      guard double.isFinite else { return 0 }
      if double >= 0x1p63 { return .max }
      if double <= -9_223_372_036_854_775_808 { return .min }
      return Int64(double)
    case CChar(UInt8(ascii: "Q")): return Int64(bitPattern: number.uint64Value)
    default: return number.int64Value
    }
  }

  /// Whether `value` is `NSNull` (also when nested in another `Any`).
  @inline(__always)
  public static func isNull(_ value: Any) -> Bool {
    func opened<T>(_ payload: T) -> Bool {
      let type = metadata(T.self)
      return type == Known.null || (type == Known.any && payload is NSNull)
    }
    return opened(value)
  }

  /// A type's metadata word: of the type a value is opened as (the container's own type, so a nested
  /// `Any` opens as `Any`), and for `NSNumber` also of `type(of:)`, which tells its subclasses apart.
  @inline(__always)
  static func metadata(_ type: Any.Type) -> UInt { Known.metadata(type) }

  /// `payload`, whose type the caller has checked is `NSNumber`'s (or its boolean subclass), as the
  /// reference it is: the bit cast `unsafeBitCast(_:to:)` would make, spelled so that the compiler does
  /// not suggest `unsafeDowncast` (which needs an `AnyObject`, a box for a generic `T`).
  @inline(__always)
  private static func reinterpret<T>(_ payload: T) -> NSNumber {
    withUnsafePointer(to: payload) { $0.withMemoryRebound(to: NSNumber.self, capacity: 1) { $0.pointee } }
  }

  enum Known {
    static let string = metadata(String.self)
    static let number = metadata(NSNumber.self)
    static let cfBoolean = metadata(type(of: NSNumber(value: true)))
    static let null = metadata(NSNull.self)
    static let object = metadata([String: Any].self)
    static let array = metadata([Any].self)
    static let strings = metadata([String].self)
    static let ints = metadata([Int].self)
    static let bools = metadata([Bool].self)
    static let doubles = metadata([Double].self)
    static let any = metadata(Any.self)

    static func metadata(_ type: Any.Type) -> UInt { UInt(bitPattern: unsafeBitCast(type, to: Int.self)) }
  }
}
