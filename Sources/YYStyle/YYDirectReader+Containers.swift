import Foundation
import JSONText
import ModelRuntime

// The four most common containers of JSON values read straight into typed fields by code of their own,
// ahead of the general typed containers (YYDirectReader+Elements.swift), which cost more per field:
// `[Int]`, `[String]`, `[String: String]`, `[String: [Int]]`. Each element is kept or dropped exactly as `Array.make(from:)` /
// `Dictionary.make(from:)` keep or drop the dictionary's elements: the typed token is taken when it is
// the element type, and any other element is read as the dictionary's value and given the same cast.

extension YYDirectReader {
  /// The array at the cursor as `[Int]`: the elements `JSONValue.exactInt` takes.
  static func ints(from cursor: inout JSONCursor) throws(JSONTextError) -> [Int] {
    try elements(from: &cursor, int(from:))
  }

  /// The array at the cursor: the elements `element` reads, the others dropped.
  @inline(__always)
  private static func elements<Element>(
    from cursor: inout JSONCursor, _ element: (inout JSONCursor) throws(JSONTextError) -> Element?
  ) throws(JSONTextError) -> [Element] {
    var result: [Element] = []
    try cursor.beginArray()
    while try cursor.nextElement() {
      if let value = try element(&cursor) { result.append(value) }
    }
    return result
  }

  /// The array at the cursor as `[Int]` when every element is one (`value as? [Int]`), else nil.
  static func intsIfAll(from cursor: inout JSONCursor) throws(JSONTextError) -> [Int]? {
    guard try cursor.peek() == .array else {
      try cursor.skipValue()
      return nil
    }
    var result: [Int] = []
    var all = true
    try cursor.beginArray()
    while try cursor.nextElement() {
      if let value = try int(from: &cursor) { result.append(value) } else { all = false }
    }
    return all ? result : nil
  }

  @inline(__always)
  private static func int(from cursor: inout JSONCursor) throws(JSONTextError) -> Int? {
    guard try cursor.peek() == .number else { return JSONValue.exactInt(try cursor.readValue()) }
    switch try cursor.readNumber() {
    case .integer(let value): return Int(value)
    case .unsigned(let value): return JSONValue.exactInt(NSNumber(value: value))
    case .double(let value): return JSONValue.exactInt(NSNumber(value: value))
    case .decimal(let value): return JSONValue.exactInt(NSDecimalNumber(decimal: value))
    }
  }

  /// The array at the cursor as `[String]`: its strings (`as? String`).
  static func strings(from cursor: inout JSONCursor) throws(JSONTextError) -> [String] {
    try elements(from: &cursor, string(from:))
  }

  @inline(__always)
  private static func string(from cursor: inout JSONCursor) throws(JSONTextError) -> String? {
    guard try cursor.peek() == .string else { return try cursor.readValue() as? String }
    return try cursor.readString()
  }

  /// The object at the cursor as `[String: String]`: its string values (of a repeated key, the last).
  static func stringMap(from cursor: inout JSONCursor) throws(JSONTextError) -> [String: String] {
    var result: [String: String] = [:]
    try cursor.beginObject()
    while let key = try cursor.nextKey() {
      if let value = try string(from: &cursor) { result[key] = value } else { result[key] = nil }
    }
    return result
  }

  /// The object at the cursor as `[String: [Int]]`: the values that are arrays of integers only.
  static func intArrayMap(from cursor: inout JSONCursor) throws(JSONTextError) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    try cursor.beginObject()
    while let key = try cursor.nextKey() {
      result[key] = try intsIfAll(from: &cursor)
    }
    return result
  }
}
