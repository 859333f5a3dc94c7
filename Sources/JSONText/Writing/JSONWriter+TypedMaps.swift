import Foundation

/// A Swift map keyed by `String` whose values have a type of their own (`[String: [String: Any]]`, …),
/// as model → dictionary code stores it: written as it stands, member by member, where `as? [String:
/// Any]` would first copy it through the runtime's bridging cast, every value boxed again.
protocol JSONTypedObject {
  func writeMembers(to writer: inout JSONWriter, depth: Int) throws(JSONTextError)
}

extension Dictionary: JSONTypedObject where Key == String {
  func writeMembers(to writer: inout JSONWriter, depth: Int) throws(JSONTextError) {
    try writer.writeTypedObject(self, depth: depth)
  }
}

extension JSONWriter {
  /// ``writeObject(_:depth:)`` for a map of `Value`s, each written as `Any`. Runs unspecialized (it is
  /// reached through the protocol), so entries are read by index: each `next()` of an iterator would
  /// look up its element's metadata.
  mutating func writeTypedObject<Value>(_ object: [String: Value], depth: Int) throws(JSONTextError) {
    guard depth < JSONReader.maximumDepth else { throw error(.tooDeep(limit: JSONReader.maximumDepth)) }
    if Value.self == Any.self { return try writeObject(same(object, as: [String: Any].self), depth: depth) }
    // An API's `{}`, the most common map in free-form nests: no value type to ask about.
    if object.isEmpty { return append("{}") }
    if Value.self == [String: Any].self {
      return try writeMembers(of: object, depth: depth) { (writer, value) throws(JSONTextError) in
        try writer.writeObject(writer.same(value, as: [String: Any].self), depth: depth + 1)
      }
    }
    // JSON's own containers and scalars, told by identity, are no map: no conformance is asked of them.
    let plain =
      Value.self == [Any].self || Value.self == String.self || Value.self == Int.self
      || Value.self == Double.self || Value.self == Bool.self
    // A nest of maps of one type (a free-form object's levels): each value written as that type, with no
    // conformance look-up for each.
    if !plain, let nested = Value.self as? any JSONTypedObject.Type {
      return try writeMembers(of: object, depth: depth) { (writer, value) throws(JSONTextError) in
        try writer.writeNested(value, as: nested, depth: depth + 1)
      }
    }
    try writeMembers(of: object, depth: depth) { (writer, value) throws(JSONTextError) in
      try writer.write(value, depth: depth + 1)
    }
  }

  /// `value`, whose type is `Nested`, written as that type.
  private mutating func writeNested<Value, Nested: JSONTypedObject>(
    _ value: Value, as _: Nested.Type, depth: Int
  ) throws(JSONTextError) {
    try same(value, as: Nested.self).writeMembers(to: &self, depth: depth)
  }

  /// The braces, keys and commas of `object`, each value written by `member`.
  private mutating func writeMembers<Value>(
    of object: [String: Value], depth: Int, _ value: (inout JSONWriter, Value) throws(JSONTextError) -> Void
  ) throws(JSONTextError) {
    output.append(UInt8(ascii: "{"))
    func member(_ index: [String: Value].Index, first: Bool) throws(JSONTextError) {
      if !first { output.append(UInt8(ascii: ",")) }
      let key = object.keys[index]
      writeKey(key)
      path.append(.key(key))
      try value(&self, object.values[index])
      path.removeLast()
    }
    if options.contains(.sortedKeys) {
      let order = object.indices.sorted { object.keys[$0] < object.keys[$1] }
      for (position, index) in order.enumerated() { try member(index, first: position == 0) }
    } else {
      var index = object.startIndex
      while index != object.endIndex {
        try member(index, first: index == object.startIndex)
        object.formIndex(after: &index)
      }
    }
    output.append(UInt8(ascii: "}"))
  }
}
