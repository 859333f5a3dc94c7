import Foundation

// Containers of JSON values written only when they are JSON as they stand (what
// `+[NSJSONSerialization isValidJSONObject:]` accepts), checked as they are written: a writer that must
// not change such a container can check and write it in one walk, and give up at the first value that
// needs converting.

extension JSONTokenWriter {
  /// Where the writer stands, to go back to with ``rewind(to:)``.
  public struct Mark {
    let count: Int
    let needsComma: Bool
    let depth: Int
  }

  /// The writer's position now.
  public var mark: Mark { Mark(count: writer.output.count, needsComma: needsComma, depth: depth) }

  /// Forgets everything written since `mark` was taken.
  public mutating func rewind(to mark: Mark) {
    writer.output.count = mark.count
    needsComma = mark.needsComma
    depth = mark.depth
  }

  /// Writes `value` when it is JSON as it stands: a string, a finite number, a boolean, null, or a
  /// `[String: Any]` or `[Any]` of them, at most `levels` containers deep (`value`'s own is the first).
  /// False at the first value that is not (any other type, NaN, an infinity, deeper nesting), with part
  /// of it written: rewind to a mark taken before.
  public mutating func plainValue(_ value: Any, levels: Int) -> Bool {
    separate()
    guard writer.writePlain(value, depth: depth, level: 1, levels: levels) else { return false }
    needsComma = true
    return true
  }
}

extension JSONWriter {
  /// ``JSONTokenWriter/plainValue(_:levels:)``'s walk: `value` is at container level `level`.
  mutating func writePlain(_ value: Any, depth: Int, level: Int, levels: Int) -> Bool {
    let dynamicType = type(of: value)
    if dynamicType == String.self {
      writeString(exactly(value, as: String.self))
      return true
    }
    if dynamicType == NSNumber.self || dynamicType == JSONWriter.booleanClass {
      return writePlain(number(value))
    }
    if dynamicType == [String: Any].self {
      return writePlain(exactly(value, as: [String: Any].self), depth: depth, level: level, levels: levels)
    }
    if dynamicType == [Any].self {
      return writePlain(exactly(value, as: [Any].self), depth: depth, level: level, levels: levels)
    }
    if dynamicType == NSNull.self {
      append("null")
      return true
    }
    if dynamicType == Int.self {
      appendInteger(exactly(value, as: Int.self))
      return true
    }
    if dynamicType == Double.self { return writePlain(exactly(value, as: Double.self)) }
    if dynamicType == Bool.self {
      append(exactly(value, as: Bool.self) ? "true" : "false")
      return true
    }
    if dynamicType == Int64.self {
      appendInteger(exactly(value, as: Int64.self))
      return true
    }
    // The two typed arrays of JSON's containers that models hold (`[[Any]]`, `[[String: Any]]`).
    if dynamicType == [[Any]].self {
      return writePlain(exactly(value, as: [[Any]].self), depth: depth, level: level, levels: levels)
    }
    if dynamicType == [[String: Any]].self {
      return writePlain(exactly(value, as: [[String: Any]].self), depth: depth, level: level, levels: levels)
    }
    return false
  }

  private mutating func writePlain(_ double: Double) -> Bool {
    guard double.isFinite else { return false }
    output.append(atMost: JSONDoubleText.room) { JSONDoubleText.write(double, to: $0) }
    return true
  }

  private mutating func writePlain(_ number: NSNumber) -> Bool {
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "d"), UInt8(ascii: "f"): return writePlain(number.doubleValue)
    default: return (try? writeNumber(number)) != nil
    }
  }

  private mutating func writePlain(_ object: [String: Any], depth: Int, level: Int, levels: Int) -> Bool {
    guard level <= levels, depth < JSONReader.maximumDepth else { return false }
    output.append(UInt8(ascii: "{"))
    var first = true
    for (key, element) in object {
      if !first { output.append(UInt8(ascii: ",")) }
      first = false
      writeKey(key)
      guard writePlain(element, depth: depth + 1, level: level + 1, levels: levels) else { return false }
    }
    output.append(UInt8(ascii: "}"))
    return true
  }

  private mutating func writePlain(_ array: [Any], depth: Int, level: Int, levels: Int) -> Bool {
    writePlainElements(array, depth: depth, level: level, levels: levels) { writer, element in
      writer.writePlain(element, depth: depth + 1, level: level + 1, levels: levels)
    }
  }

  private mutating func writePlain(_ arrays: [[Any]], depth: Int, level: Int, levels: Int) -> Bool {
    writePlainElements(arrays, depth: depth, level: level, levels: levels) { writer, array in
      writer.writePlain(array, depth: depth + 1, level: level + 1, levels: levels)
    }
  }

  private mutating func writePlain(_ objects: [[String: Any]], depth: Int, level: Int, levels: Int) -> Bool {
    writePlainElements(objects, depth: depth, level: level, levels: levels) { writer, object in
      writer.writePlain(object, depth: depth + 1, level: level + 1, levels: levels)
    }
  }

  /// An array's brackets and commas, each element written by `element` (each by its own type's code, so
  /// that no element is boxed again as `Any`).
  @inline(__always)
  private mutating func writePlainElements<Element>(
    _ array: [Element], depth: Int, level: Int, levels: Int, _ element: (inout JSONWriter, Element) -> Bool
  ) -> Bool {
    guard level <= levels, depth < JSONReader.maximumDepth else { return false }
    output.append(UInt8(ascii: "["))
    for (position, value) in array.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ",")) }
      guard element(&self, value) else { return false }
    }
    output.append(UInt8(ascii: "]"))
    return true
  }
}
