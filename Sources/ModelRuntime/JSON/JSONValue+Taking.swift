extension JSONValue {
  /// The `String` in `value` when its container holds exactly a `String`, moved out (`value` is left
  /// holding `()`); nil, with `value` as it was, otherwise.
  ///
  /// A write that keeps the string takes the reference the caller's copy held: ``string(_:)`` copies it
  /// (a retain) and the caller's copy is then released, an atomic pair per string for nothing.
  @inline(__always)
  package static func takeString(from value: inout Any) -> String? {
    take(Known.string, as: String.self, from: &value)
  }

  /// The `[String: Any]` in `value` when its container holds exactly that, moved out (`value` is left
  /// holding `()`); nil, with `value` as it was, otherwise. What ``takeString(from:)`` is for strings.
  @inline(__always)
  package static func takeObject(from value: inout Any) -> [String: Any]? {
    take(Known.object, as: [String: Any].self, from: &value)
  }

  /// ``dictionary(_:)``, moving: the container's own `[String: Any]` taken as ``takeObject(from:)``
  /// does, else the runtime's cast (a bridged `NSDictionary`), with `value` left as it was.
  @inline(__always)
  package static func takeDictionary(from value: inout Any) -> [String: Any]? {
    takeObject(from: &value) ?? (value as? [String: Any])
  }

  /// The `[Any]` in `value` when its container holds exactly that, moved out (`value` is left holding
  /// `()`); nil, with `value` as it was, otherwise. What ``takeString(from:)`` is for strings.
  @inline(__always)
  package static func takeArray(from value: inout Any) -> [Any]? {
    take(Known.array, as: [Any].self, from: &value)
  }

  /// The `T` in `value`, whose container's type is the one `known` names, moved out.
  @inline(__always)
  private static func take<T>(_ known: UInt, as _: T.Type, from value: inout Any) -> T? {
    func holds<Payload>(_: Payload) -> Bool { metadata(Payload.self) == known }
    guard holds(value) else { return nil }
    // Such a payload (a string's two words, a dictionary's one) is inline at the start of the
    // container's buffer; moved out, it leaves the container uninitialized, and `()` is put there.
    return unsafe withUnsafeMutablePointer(to: &value) { container in
      let taken = unsafe UnsafeMutableRawPointer(container).withMemoryRebound(to: T.self, capacity: 1) {
        unsafe $0.move()
      }
      unsafe container.initialize(to: ())
      return taken
    }
  }
}
