import Foundation

extension JSONWriter {
  mutating func write(_ value: Any, depth: Int) throws(JSONTextError) {
    // The containers' own types and Swift's scalars first, tested by identity: a cast would try bridging
    // first, and each failed `as?` is a trip through the runtime's cast machinery (bridging included,
    // which copies a typed array into `[Any]` element by element). A value type is told by the type
    // its container holds; only a class instance asks the runtime for its dynamic type.
    let stored = Self.storedType(of: value)
    if stored == String.self { return writeString(exactly(value, as: String.self)) }
    if stored == [String: Any].self {
      return try writeObject(exactly(value, as: [String: Any].self), depth: depth)
    }
    if stored == [Any].self { return try writeArray(exactly(value, as: [Any].self), depth: depth) }
    if stored == Int.self { return appendInteger(exactly(value, as: Int.self)) }
    if stored == Double.self { return try writeDouble(exactly(value, as: Double.self)) }
    if stored == Bool.self { return append((exactly(value, as: Bool.self)) ? "true" : "false") }
    if stored == Int64.self { return appendInteger(exactly(value, as: Int64.self)) }
    // Whatever is stored as NSNull is null: an always-null key's value is written with no runtime call.
    if stored == NSNull.self { return append("null") }
    let dynamicType = type(of: value)
    // Foundation's own number classes by identity first: `is NSNumber.Type` walks the class hierarchy in
    // the runtime, which every value that is no number would pay for.
    if dynamicType == NSNumber.self || dynamicType == JSONWriter.booleanClass {
      return try writeNumber(number(value))
    }
    if dynamicType == NSNull.self { return append("null") }
    try writeOther(value, dynamicType: dynamicType, depth: depth)
  }

  /// The type `value`'s container holds: a value's own type, or the static type a class instance was
  /// stored as, which may be a superclass of its own. Read from the container, where `type(of:)` asks
  /// the runtime, which looks inside a class instance and an existential boxed in another.
  @inline(__always)
  static func storedType(of value: Any) -> Any.Type {
    func stored<T>(_: T) -> Any.Type { T.self }
    return _openExistential(value, do: stored)
  }

  /// The values ``write(_:depth:)`` does not tell at once: the typed containers, then the runtime's
  /// casts. Out of line, so that `write`, which recurses through every nested container, keeps a small
  /// frame: 512 levels must fit a secondary thread's stack under AddressSanitizer.
  @inline(never)
  private mutating func writeOther(_ value: Any, dynamicType: Any.Type, depth: Int) throws(JSONTextError) {
    if dynamicType == [String].self {
      return try writeElements(exactly(value, as: [String].self), depth: depth) { $0.writeString($1) }
    }
    if dynamicType == [Int].self {
      return try writeElements(exactly(value, as: [Int].self), depth: depth) { $0.appendInteger($1) }
    }
    if dynamicType == [Double].self {
      return try writeElements(exactly(value, as: [Double].self), depth: depth) {
        (writer, double) throws(JSONTextError) in
        try writer.writeDouble(double)
      }
    }
    if dynamicType == [[String: Any]].self {
      return try writeElements(exactly(value, as: [[String: Any]].self), depth: depth) {
        (writer, object) throws(JSONTextError) in
        try writer.writeObject(object, depth: depth + 1)
      }
    }
    if dynamicType == [[Double]].self {
      return try writeElements(exactly(value, as: [[Double]].self), depth: depth) {
        (writer, row) throws(JSONTextError) in
        try writer.writeElements(row, depth: depth + 1) { (writer, double) throws(JSONTextError) in
          try writer.writeDouble(double)
        }
      }
    }
    if try writeScalar(value, dynamicType: dynamicType) { return }
    if dynamicType is NSNumber.Type {
      return try writeNumber(unsafeDowncast(value as AnyObject, to: NSNumber.self))
    }
    if let string = value as? String { return writeString(string) }
    // An optional, told by its metadata's kind, before a typed map's conformance is looked up: neither
    // then pays for the other's protocol.
    if Self.isOptional(dynamicType), let optional = value as? any OptionalProtocol {
      guard let wrapped = optional.wrapped else { throw error(.notJSON("nil")) }
      return try write(wrapped, depth: depth)
    }
    // A typed array before a typed map's conformance, which it would look up in vain.
    if let array = value as? [Any] { return try writeArray(array, depth: depth) }
    if let object = value as? any JSONTypedObject { return try object.writeMembers(to: &self, depth: depth) }
    if let object = value as? [String: Any] { return try writeObject(object, depth: depth) }
    switch value {
    case let bool as Bool: append(bool ? "true" : "false")
    case let int as Int: appendInteger(int)
    case let double as Double: try writeDouble(double)
    case let decimal as Decimal: try writeDecimal(decimal)
    case let float as Float: try writeDouble(Double(float))
    case let int as Int8: appendInteger(int)
    case let int as Int16: appendInteger(int)
    case let int as Int32: appendInteger(int)
    case let int as Int64: appendInteger(int)
    case let int as UInt: appendInteger(int)
    case let int as UInt8: appendInteger(int)
    case let int as UInt16: appendInteger(int)
    case let int as UInt32: appendInteger(int)
    case let int as UInt64: appendInteger(int)
    case let cg as CGFloat: try writeDouble(Double(cg))
    case let dictionary as NSDictionary:
      var object: [String: Any] = [:]
      for (key, element) in dictionary {
        guard let key = key as? String else { throw error(.notJSON("a key of type \(type(of: key))")) }
        object[key] = element
      }
      try writeObject(object, depth: depth)
    case let array as NSArray: try writeArray(array.map { $0 }, depth: depth)
    case is NSNull: append("null")
    default:
      throw error(.notJSON("a value of type \(type(of: value))"))
    }
  }

  /// Swift's other scalars by their exact type (a field's `UInt32` or `Float`, which model → dictionary
  /// code stores as it is): true when `value` was one and is written. The casts below would try each
  /// container's and protocol's cast first. Out of line, to keep `writeOther`'s loops as they were.
  @inline(never)
  private mutating func writeScalar(_ value: Any, dynamicType: Any.Type) throws(JSONTextError) -> Bool {
    if dynamicType == UInt32.self {
      appendInteger(exactly(value, as: UInt32.self))
    } else if dynamicType == UInt64.self {
      appendInteger(exactly(value, as: UInt64.self))
    } else if dynamicType == Int32.self {
      appendInteger(exactly(value, as: Int32.self))
    } else if dynamicType == UInt.self {
      appendInteger(exactly(value, as: UInt.self))
    } else if dynamicType == Int16.self {
      appendInteger(exactly(value, as: Int16.self))
    } else if dynamicType == UInt16.self {
      appendInteger(exactly(value, as: UInt16.self))
    } else if dynamicType == Int8.self {
      appendInteger(exactly(value, as: Int8.self))
    } else if dynamicType == UInt8.self {
      appendInteger(exactly(value, as: UInt8.self))
    } else if dynamicType == Float.self {
      try writeDouble(Double(exactly(value, as: Float.self)))
    } else if dynamicType == CGFloat.self {
      try writeDouble(Double(exactly(value, as: CGFloat.self)))
    } else if dynamicType == Decimal.self {
      try writeDecimal(exactly(value, as: Decimal.self))
    } else {
      return false
    }
    return true
  }

  /// Whether `type` is an `Optional`: a test of its metadata's kind, no conformance looked up.
  private static func isOptional(_ type: Any.Type) -> Bool {
    func test<T>(_: T.Type) -> Bool { _isOptional(T.self) }
    return _openExistential(type, do: test)
  }

  mutating func writeObject(_ object: [String: Any], depth: Int) throws(JSONTextError) {
    guard depth < JSONReader.maximumDepth else { throw error(.tooDeep(limit: JSONReader.maximumDepth)) }
    output.append(UInt8(ascii: "{"))
    var first = true
    func member(_ key: String, _ element: Any, _ writer: inout JSONWriter) throws(JSONTextError) {
      if !first { writer.output.append(UInt8(ascii: ",")) }
      first = false
      writer.writeKey(key)
      writer.path.append(.key(key))
      try writer.write(element, depth: depth + 1)
      writer.path.removeLast()
    }
    if options.contains(.sortedKeys) {
      for key in object.keys.sorted() { try member(key, object[key]!, &self) }
    } else {
      for (key, element) in object { try member(key, element, &self) }
    }
    output.append(UInt8(ascii: "}"))
  }

  mutating func writeArray(_ array: [Any], depth: Int) throws(JSONTextError) {
    try writeElements(array, depth: depth) { (writer, element) throws(JSONTextError) in
      try writer.write(element, depth: depth + 1)
    }
  }

  /// `value`, whose dynamic type is exactly `T`, as a `T`: the existential opened and its payload taken
  /// as it is, where `value as! T` goes through the runtime's cast (hundreds of instructions a value).
  /// - Precondition: `type(of: value) == T.self`.
  @inline(__always)
  func exactly<T>(_ value: Any, as _: T.Type) -> T {
    func payload<Payload>(_ payload: Payload) -> T {
      // An `Any` boxed in an `Any` (a generic `T == Any` made one) opens to the inner existential.
      if Payload.self == T.self { return unsafeBitCast(payload, to: T.self) }
      return value as! T
    }
    return _openExistential(value, do: payload)
  }

  /// `value`, whose type `T` is `U`, as a `U`: for generic code that has tested the types' identity.
  /// - Precondition: `T.self == U.self`.
  @inline(__always)
  func same<T, U>(_ value: T, as _: U.Type) -> U { unsafeBitCast(value, to: U.self) }

  /// `value`, whose dynamic type is `NSNumber` or its boolean subclass, as the reference it holds: `value
  /// as AnyObject` would go through the runtime's bridging, thousands of instructions a number.
  /// - Precondition: `type(of: value)` is `NSNumber.self` or ``booleanClass``.
  @inline(__always)
  func number(_ value: Any) -> NSNumber {
    func payload<Payload>(_ payload: Payload) -> NSNumber {
      withUnsafePointer(to: payload) { $0.withMemoryRebound(to: NSNumber.self, capacity: 1) { $0.pointee } }
    }
    return _openExistential(value, do: payload)
  }

  /// An array of one element type, each element written by `element`: the depth check, the brackets
  /// and commas, and each element's index on the error path.
  @inline(__always)
  mutating func writeElements<Element>(
    _ array: [Element], depth: Int, _ element: (inout JSONWriter, Element) throws(JSONTextError) -> Void
  ) throws(JSONTextError) {
    guard depth < JSONReader.maximumDepth else { throw error(.tooDeep(limit: JSONReader.maximumDepth)) }
    output.append(UInt8(ascii: "["))
    for (position, value) in array.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ",")) }
      path.append(.index(position))
      try element(&self, value)
      path.removeLast()
    }
    output.append(UInt8(ascii: "]"))
  }

  mutating func writeNumber(_ number: NSNumber) throws(JSONTextError) {
    if let decimal = number as? NSDecimalNumber { return try writeDecimal(decimal.decimalValue) }
    if type(of: number) == JSONWriter.booleanClass { return append(number.boolValue ? "true" : "false") }
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "d"), UInt8(ascii: "f"): try writeDouble(number.doubleValue)
    case UInt8(ascii: "Q"): appendInteger(number.uint64Value)
    default: appendInteger(number.int64Value)
    }
  }

  static let booleanClass: AnyClass = type(of: NSNumber(value: true))

  mutating func writeDouble(_ double: Double) throws(JSONTextError) {
    guard double.isFinite else { throw error(.notJSON("\(double)")) }
    output.append(atMost: JSONDoubleText.room) { JSONDoubleText.write(double, to: $0) }
  }

  /// Decimal digits written straight into the output, no string made.
  @inlinable @inline(__always)
  mutating func appendInteger<I: BinaryInteger>(_ integer: I) {
    if integer < 0 { output.append(UInt8(ascii: "-")) }
    // Every integer written is at most 64 bits wide (Int64.min's magnitude fits a UInt64).
    appendDigits(UInt64(truncatingIfNeeded: integer.magnitude))
  }

  /// The decimal digits of `value`: eight at a time, each group of eight made in one 64-bit word with a
  /// few multiplications and no division by a variable (``asciiDigits(_:)``). Room for all of them is
  /// made once; a nine-digit value (ids, mostly) writes its first digit as a byte.
  @usableFromInline
  mutating func appendDigits(_ value: UInt64) {
    // Twenty digits at most, stored eight bytes at a time (a word's bytes past its digits are
    // overwritten later): no store reaches past the twentieth byte.
    output.reserve(24)
    guard value >= 100_000_000 else { return appendLeading(UInt32(truncatingIfNeeded: value)) }
    let low = UInt32(truncatingIfNeeded: value % 100_000_000)
    let high = value / 100_000_000
    if high < 10 {
      output.appendReserved(UInt8(truncatingIfNeeded: high) &+ UInt8(ascii: "0"))
    } else if high < 100_000_000 {
      appendLeading(UInt32(truncatingIfNeeded: high))
    } else {
      // Twenty digits at most: the first four, then eight.
      appendLeading(UInt32(truncatingIfNeeded: high / 100_000_000))
      output.appendReserved(word: Self.asciiDigits(UInt32(truncatingIfNeeded: high % 100_000_000)), length: 8)
    }
    output.appendReserved(word: Self.asciiDigits(low), length: 8)
  }

  /// The digits of `value` (below 10⁸) with no leading zero, in room already made.
  @inline(__always)
  private mutating func appendLeading(_ value: UInt32) {
    let length = Self.decimalLength(of: UInt64(value))
    output.appendReserved(word: Self.asciiDigits(value) &>> (8 &* UInt64(8 &- length)), length: length)
  }

  /// The eight decimal digits of `value` (below 10⁸, leading zeros included) as ASCII, the first digit in
  /// the lowest byte: split into halves of four digits, pairs, then digits, each step one multiplication
  /// by a reciprocal applied to every lane of the word at once (Lemire's and Khuong's SWAR formatting).
  @inline(__always)
  static func asciiDigits(_ value: UInt32) -> UInt64 {
    let halves = UInt64(value / 10_000) | UInt64(value % 10_000) &<< 32
    let hundreds = ((halves &* 10_486) &>> 20) & 0x0000_007F_0000_007F
    let pairs = hundreds | (halves &- hundreds &* 100) &<< 16
    let tens = ((pairs &* 103) &>> 10) & 0x000F_000F_000F_000F
    let digits = tens | (pairs &- tens &* 10) &<< 8
    return digits &+ 0x3030_3030_3030_3030
  }

  /// How many decimal digits `value` has: a few comparisons up to eight digits, a few more beyond (a
  /// double's shortest digits are mostly sixteen or seventeen).
  @inline(__always)
  static func decimalLength(of value: UInt64) -> Int {
    if value < 100_000_000 {
      if value < 10_000 { return value < 100 ? (value < 10 ? 1 : 2) : (value < 1_000 ? 3 : 4) }
      return value < 1_000_000 ? (value < 100_000 ? 5 : 6) : (value < 10_000_000 ? 7 : 8)
    }
    if value >= 1_000_000_000_000_000 {
      return value < 100_000_000_000_000_000
        ? (value < 10_000_000_000_000_000 ? 16 : 17)
        : (value < 1_000_000_000_000_000_000 ? 18 : (value < 10_000_000_000_000_000_000 ? 19 : 20))
    }
    if value < 1_000_000_000_000 {
      return value < 10_000_000_000
        ? (value < 1_000_000_000 ? 9 : 10) : (value < 100_000_000_000 ? 11 : 12)
    }
    return value < 100_000_000_000_000
      ? (value < 10_000_000_000_000 ? 13 : 14) : 15
  }

  @inline(__always)
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { output.append($0) }
  }

  /// An object member's key, quoted and escaped, and its colon.
  @inline(__always)
  mutating func writeKey(_ key: String) {
    writeString(key)
    output.append(UInt8(ascii: ":"))
  }

  /// A string, quoted and escaped.
  mutating func writeString(_ string: String) {
    // A native string's UTF-8 is read where it is; another is made native in a copy first.
    if string.utf8.withContiguousStorageIfAvailable({ writeString(utf8: $0) }) == nil {
      var copy = string
      copy.withUTF8 { writeString(utf8: $0) }
    }
  }

  /// A string given as its UTF-8, quoted and escaped: runs without anything to escape are found sixteen
  /// or eight bytes at a time (``JSONPlainRun/end(of:from:)``) and copied as they are.
  mutating func writeString(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    // Room for the common case, a string with nothing to escape, made once.
    output.reserve(bytes.count &+ 2)
    output.appendReserved(UInt8(ascii: "\""))
    var runStart = 0
    while true {
      let position = JSONPlainRun.end(of: bytes, from: runStart)
      output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
      guard position < bytes.count else { break }
      runStart = position + 1
      let byte = bytes[position]
      output.append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
      case 0x08: output.append(UInt8(ascii: "b"))
      case 0x0C: output.append(UInt8(ascii: "f"))
      case 0x0A: output.append(UInt8(ascii: "n"))
      case 0x0D: output.append(UInt8(ascii: "r"))
      case 0x09: output.append(UInt8(ascii: "t"))
      default:
        let hex = Array("0123456789abcdef".utf8)
        output.append([UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}

/// An `Optional` of any wrapped type, for unwrapping one held in `Any`.
protocol OptionalProtocol {
  var wrapped: Any? { get }
}

extension Optional: OptionalProtocol {
  var wrapped: Any? { self.map { $0 as Any } }
}
