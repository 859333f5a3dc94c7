import Foundation
import JSONText
import ModelRuntime

// Arrays and string-keyed maps of JSON's own types written typed from their fields, with what model →
// JSON leaves out left out here too: a NaN or an infinity, in a field's elements, a map's values or a
// nested array's elements (`YYJSONValues` drops the same ones).

extension Int {
  var isDirectlyWritable: Bool { true }
  func directWrite(into writer: inout JSONTokenWriter) { writer.integer(Int64(self)) }
}

extension Double {
  var isDirectlyWritable: Bool { isFinite }
  func directWrite(into writer: inout JSONTokenWriter) throws(JSONTextError) { try writer.double(self) }
}

extension String {
  var isDirectlyWritable: Bool { true }
  func directWrite(into writer: inout JSONTokenWriter) { writer.string(self) }
}

extension Bool {
  var isDirectlyWritable: Bool { true }
  func directWrite(into writer: inout JSONTokenWriter) { writer.bool(self) }
}

extension Array where Element: YYDirectElement {
  var isDirectlyWritable: Bool { true }

  func directWrite(into writer: inout JSONTokenWriter) throws(JSONTextError) {
    // The inner two levels by specialized code, as the reader reads them: this code runs
    // unspecialized, and would reach each element through its witness table.
    if Element.self == Double.self {
      return try writer.finiteDoubles(SameType.cast(self, to: [Double].self))
    }
    if Element.self == Int.self { return try Self.elements(SameType.cast(self, to: [Int].self), &writer) }
    if Element.self == String.self {
      return try Self.elements(SameType.cast(self, to: [String].self), &writer)
    }
    if Element.self == [Double].self {
      return try Self.elements(SameType.cast(self, to: [[Double]].self), &writer)
    }
    if Element.self == [Int].self { return try Self.elements(SameType.cast(self, to: [[Int]].self), &writer) }
    try Self.elements(self, &writer)
  }

  @inline(__always)
  private static func elements<E: YYDirectElement>(_ values: [E], _ writer: inout JSONTokenWriter)
    throws(JSONTextError)
  {
    try writer.beginArray()
    for index in values.indices where values[index].isDirectlyWritable {
      try values[index].directWrite(into: &writer)
    }
    writer.endArray()
  }
}

extension Dictionary where Key == String {
  var isDirectlyWritable: Bool { true }

  /// A nested map, written as the dictionary engine converts it (``StringKeyedMaps``): a map of JSON
  /// values as it stands when it is valid JSON, else converted; a map of JSON's own types value by value.
  func directWrite(into writer: inout JSONTokenWriter) throws(JSONTextError) {
    if isEmpty {
      try writer.beginObject()
      return writer.endObject()
    }
    if Value.self == Any.self {
      return try Self.jsonValues(SameType.cast(self, to: [String: Any].self), &writer)
    }
    if let element = Value.self as? any YYDirectElement.Type { return try entries(element, &writer) }
    try Self.converted(self, &writer)
  }

  /// The entries whose values are writable, `V` being `Value`; by index, as this code runs unspecialized
  /// and an iterator's `Optional` of each entry would look its metadata up.
  private func entries<V: YYDirectElement>(_: V.Type, _ writer: inout JSONTokenWriter) throws(JSONTextError) {
    let entries = SameType.cast(self, to: [String: V].self)
    try writer.beginObject()
    var index = entries.startIndex
    while index != entries.endIndex {
      let value = entries.values[index]
      if value.isDirectlyWritable {
        writer.key(entries.keys[index])
        try value.directWrite(into: &writer)
      }
      entries.formIndex(after: &index)
    }
    writer.endObject()
  }

  /// A `[String: Any]` as it stands when it is valid JSON (checked as it is written), else as
  /// `YYJSONWriter.jsonObject(from:)` converts it.
  private static func jsonValues(_ map: [String: Any], _ writer: inout JSONTokenWriter) throws(JSONTextError)
  {
    let mark = writer.mark
    if writer.plainValue(map, levels: YYJSONValues.passThroughLevels) { return }
    writer.rewind(to: mark)
    try converted(map, &writer)
  }

  /// `value` as `YYJSONWriter.jsonObject(from:)` converts it; null where the graph guard refuses it, as
  /// its key is already written.
  private static func converted(_ value: Any, _ writer: inout JSONTokenWriter) throws(JSONTextError) {
    guard let converted = YYJSONWriter.jsonObject(from: value) else { return writer.null() }
    try writer.value(converted)
  }
}

extension Array where Element: YYDirectElement {
  static func directWrite(
    optional: Bool, at address: FieldSlotView, key index: Int, of keys: JSONKeyList,
    into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    // JSON's own element types by specialized code, as the reader does.
    let field = FieldWrite(optional: optional, address: address, key: index, keys: keys, isMap: false)
    try YYDirectElementKinds.open(Element.self, field, &writer)
  }
}

extension Dictionary where Key == String, Value: YYDirectElement {
  static func directWrite(
    optional: Bool, at address: FieldSlotView, key index: Int, of keys: JSONKeyList,
    into writer: inout JSONTokenWriter
  ) throws(JSONTextError) {
    let field = FieldWrite(optional: optional, address: address, key: index, keys: keys, isMap: true)
    try YYDirectElementKinds.open(Value.self, field, &writer)
  }
}

/// Writes an array field (`[E]`) or a map field (`[String: E]`) under its key, read in place; nothing
/// for a nil optional.
private struct FieldWrite: YYDirectElementBody {
  let optional: Bool
  let address: FieldSlotView
  let key: Int
  let keys: JSONKeyList
  let isMap: Bool

  @inline(__always)
  func run<E: YYDirectElement, Subject: ~Copyable>(_: E.Type, _ subject: inout Subject)
    throws(JSONTextError)
  {
    try SameType.withInout(&subject, as: JSONTokenWriter.self) { (writer) throws(JSONTextError) in
      var failure: JSONTextError?
      if isMap {
        address.withValue([String: E].self, optional: optional) { entries in
          writer.key(key, of: keys)
          do throws(JSONTextError) {
            try writer.beginObject()
            for (key, value) in entries where value.isDirectlyWritable {
              writer.key(key)
              try value.directWrite(into: &writer)
            }
            writer.endObject()
          } catch {
            failure = error
          }
        }
      } else {
        address.withValue([E].self, optional: optional) { values in
          writer.key(key, of: keys)
          do throws(JSONTextError) { try values.directWrite(into: &writer) } catch { failure = error }
        }
      }
      if let failure { throw failure }
    }
  }
}
