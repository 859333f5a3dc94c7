import Foundation
import JSONText
import ModelRuntime

// Arrays and string-keyed maps of JSON's own types — `Int`, `Double`, `String`, `Bool` and arrays of them
// at any depth (`[Double]`, `[[[Double]]]`, `[String: [Int]]`) — read straight into a typed field. The
// outcome is the dictionary engine's by construction: a field's elements are kept or dropped one by one,
// as `Array.make(from:)` / `Dictionary.make(from:)` keep them, a nested array whole or not at all, as
// `as? [Element]` casts it, and any token a typed read does not take is read as the dictionary's value
// and given the same cast.

/// A value the direct front end reads and writes typed inside a container field (the writing half is in
/// YYDirectWriter+Elements.swift).
protocol YYDirectElement {
  /// The value at the cursor as `Self`, or nil where the dictionary engine's cast (`as? Self`) of the
  /// value it would hold gives none; the value is read either way.
  static func directElement(from cursor: inout JSONCursor) throws(JSONTextError) -> Self?
  /// Whether JSON holds the value: false for a NaN or an infinity, which model → JSON leaves out.
  var isDirectlyWritable: Bool { get }
  /// Writes the value (an array, its writable elements).
  func directWrite(into writer: inout JSONTokenWriter) throws(JSONTextError)
}

extension Int: YYDirectElement {
  static func directElement(from cursor: inout JSONCursor) throws(JSONTextError) -> Int? {
    guard try cursor.peek() == .number else { return try cursor.readValue() as? Int }
    if let integer = try cursor.readInteger() { return Int(integer) }
    let number = try cursor.readNumber()
    // An integer is an integer `NSNumber` in the dictionary, which `as? Int` gives as it is.
    if case .integer(let value) = number { return Int(value) }
    return YYDirectReader.foundationNumber(number) as? Int
  }
}

extension Double: YYDirectElement {
  static func directElement(from cursor: inout JSONCursor) throws(JSONTextError) -> Double? {
    guard try cursor.peek() == .number else { return try cursor.readValue() as? Double }
    let number = try cursor.readNumber()
    // A number with a fraction or an exponent is a double `NSNumber` in the dictionary: itself. An
    // integer's `NSNumber` gives the `Double` that equals it exactly, if any.
    if case .double(let value) = number { return value }
    if case .integer(let value) = number { return Double(exactly: value) }
    return YYDirectReader.foundationNumber(number) as? Double
  }
}

extension String: YYDirectElement {
  static func directElement(from cursor: inout JSONCursor) throws(JSONTextError) -> String? {
    guard try cursor.peek() == .string else { return try cursor.readValue() as? String }
    return try cursor.readString()
  }
}

extension Bool: YYDirectElement {
  static func directElement(from cursor: inout JSONCursor) throws(JSONTextError) -> Bool? {
    guard try cursor.peek() == .bool else { return try cursor.readValue() as? Bool }
    return try cursor.readBool()
  }
}

extension Array: YYDirectElement where Element: YYDirectElement {
  /// A nested array: every element or nil, as `as? [Element]` casts an array.
  static func directElement(from cursor: inout JSONCursor) throws(JSONTextError) -> [Element]? {
    guard try cursor.peek() == .array else { return try cursor.readValue() as? [Element] }
    // The inner two levels, the most numerous, by code specialized for them: this code runs
    // unspecialized, through the metatype, and would look up `Element?`'s metadata for each element.
    if Element.self == Double.self { return try specialized(Double.self, from: &cursor) }
    if Element.self == Int.self { return try specialized(Int.self, from: &cursor) }
    if Element.self == String.self { return try specialized(String.self, from: &cursor) }
    if Element.self == [Double].self { return try specialized([Double].self, from: &cursor) }
    if Element.self == [Int].self { return try specialized([Int].self, from: &cursor) }
    return try YYDirectReader.all(Element.self, from: &cursor)
  }

  /// ``YYDirectReader/all(_:from:)`` for `E`, which is `Element`.
  @inline(__always)
  private static func specialized<E: YYDirectElement>(_: E.Type, from cursor: inout JSONCursor)
    throws(JSONTextError) -> [Element]?
  {
    try YYDirectReader.all(E.self, from: &cursor).map { SameType.cast($0, to: [Element].self) }
  }
}

extension Dictionary: YYDirectElement where Key == String {
  /// A nested map (an element of `[[String: Int]]`, a value of `[String: [String: Any]]`): read as the
  /// dictionary holds it and cast whole (``Dictionary/castAll(_:)``), as the dictionary engine casts a
  /// map nested in another. Read typed, each level of a nest would run unspecialized and look up the
  /// metadata of the map it makes, which cost more than the cast. (A field that is a map of maps is not
  /// read here but by the dictionary engine's setter, ``YYDirectTarget``.)
  static func directElement(from cursor: inout JSONCursor) throws(JSONTextError) -> [String: Value]? {
    try JSONValue.dictionary(cursor.readValue()).flatMap(castAll)
  }
}

extension YYDirectReader {
  /// The array at the cursor when every element is an `Element`, else nil; read to its end either way.
  @inline(__always)
  static func all<Element: YYDirectElement>(_: Element.Type, from cursor: inout JSONCursor)
    throws(JSONTextError) -> [Element]?
  {
    var result: [Element] = []
    var all = true
    try cursor.beginArray()
    guard var pending = try plainRun(into: &result, from: &cursor) else { return result }
    while true {
      if pending { pending = false } else if try !cursor.nextElement() { break }
      // Each element is read, so the cursor passes the array's end, whether or not one fails. It is
      // moved into the array: a borrow would retain and release a nested array once more.
      if let element = try Element.directElement(from: &cursor) {
        if all { appendGrowingFromFour(consume element, to: &result) }
      } else {
        all = false
      }
    }
    return all ? result : nil
  }

  /// For `Double` elements, the array's first run of numbers that read as doubles with nothing to decide,
  /// taken in one call (``JSONCursor/appendDoubles(to:)``): each is the element `directElement` would
  /// give. True when the run stopped at an element, which the caller then reads as any other; nil past
  /// the array's end. For other types nothing is taken, and false.
  @inline(__always)
  private static func plainRun<Element>(into result: inout [Element], from cursor: inout JSONCursor)
    throws(JSONTextError) -> Bool?
  {
    guard Element.self == Double.self else { return false }
    var doubles: [Double] = []
    let stopped = try cursor.appendDoubles(to: &doubles)
    result = SameType.cast(doubles, to: [Element].self)
    return stopped ? true : nil
  }
}

/// A container field the direct reader reads typed: its elements or values read one by one and the
/// container stored into the field, by code specialized for JSON's own types (this code is reached
/// through the field's metatype, unspecialized).
protocol YYDirectContainer: SendableMetatype {
  /// Reads the container at the cursor, whose token is ``directToken``, into the field at `address`, a
  /// `Self` (or `Self?` when `optional`).
  static func directStore(optional: Bool, at address: FieldSlot, from cursor: inout JSONCursor)
    throws(JSONTextError)
  /// The token the field is read typed from.
  static var directToken: JSONCursor.Token { get }
  /// Writes the field at `address`, a `Self` (or `Self?` when `optional`), under key `index` of `keys`;
  /// nothing for a nil optional.
  static func directWrite(
    optional: Bool, at address: FieldSlotView, key index: Int, of keys: JSONKeyList,
    into writer: inout JSONTokenWriter) throws(JSONTextError)
}

extension Array: YYDirectContainer where Element: YYDirectElement {
  /// The elements the cast of each one keeps, in order (`Array.make(from:)`).
  static func directStore(optional: Bool, at address: FieldSlot, from cursor: inout JSONCursor)
    throws(JSONTextError)
  {
    try YYDirectElementKinds.open(
      Element.self, FieldStore(optional: optional, address: address, isMap: false), &cursor)
  }

  static var directToken: JSONCursor.Token { .array }
}

extension Dictionary: YYDirectContainer where Key == String, Value: YYDirectElement {
  /// The entries the cast of each value keeps; of a repeated key, the last (`Dictionary.make(from:)`).
  static func directStore(optional: Bool, at address: FieldSlot, from cursor: inout JSONCursor)
    throws(JSONTextError)
  {
    try YYDirectElementKinds.open(
      Value.self, FieldStore(optional: optional, address: address, isMap: true), &cursor)
  }

  static var directToken: JSONCursor.Token { .object }
}

/// Reads an array field's kept elements (`[E]`) or a map field's kept entries (`[String: E]`) into the
/// field, as the writer's `FieldWrite` writes them.
private struct FieldStore: YYDirectElementBody {
  let optional: Bool
  let address: FieldSlot
  let isMap: Bool

  @inline(__always)
  func run<E: YYDirectElement, Subject: ~Copyable>(_: E.Type, _ subject: inout Subject)
    throws(JSONTextError)
  {
    try SameType.withInout(&subject, as: JSONCursor.self) { (cursor) throws(JSONTextError) in
      if isMap {
        YYConversion.store(try YYDirectReader.entries(E.self, from: &cursor), optional: optional, at: address)
      } else {
        YYConversion.store(try YYDirectReader.kept(E.self, from: &cursor), optional: optional, at: address)
      }
    }
  }
}

extension YYDirectReader {
  /// The elements of the array at the cursor that are `Element`s, in order.
  @inline(__always)
  static func kept<Element: YYDirectElement>(_: Element.Type, from cursor: inout JSONCursor)
    throws(JSONTextError) -> [Element]
  {
    var result: [Element] = []
    try cursor.beginArray()
    guard var pending = try plainRun(into: &result, from: &cursor) else { return result }
    while true {
      if pending { pending = false } else if try !cursor.nextElement() { break }
      if let element = try Element.directElement(from: &cursor) {
        appendGrowingFromFour(consume element, to: &result)
      }
    }
    return result
  }

  /// Appends `element`, an empty array first given room for four. Grown from empty, the first append's
  /// room held one element, so a pair (a coordinate, a range) cost two allocations and a copy.
  @inline(__always)
  static func appendGrowingFromFour<Element>(_ element: consuming Element, to result: inout [Element]) {
    if result.capacity == 0 { result.reserveCapacity(4) }
    result.append(element)
  }

  /// The entries of the object at the cursor whose values are `Value`s; of a repeated key, the last
  /// value decides.
  @inline(__always)
  static func entries<Value: YYDirectElement>(_: Value.Type, from cursor: inout JSONCursor)
    throws(JSONTextError) -> [String: Value]
  {
    var result: [String: Value] = [:]
    try cursor.beginObject()
    while let key = try cursor.nextKey() {
      result[key] = try Value.directElement(from: &cursor)
    }
    return result
  }

  /// The `NSNumber` the reader makes for `number`, as the dictionary holds it.
  static func foundationNumber(_ number: JSONNumber) -> NSNumber {
    switch number {
    case .integer(let value): NSNumber(value: Int(value))
    case .unsigned(let value): NSNumber(value: value)
    case .double(let value): NSNumber(value: value)
    case .decimal(let value): NSDecimalNumber(decimal: value)
    }
  }
}
