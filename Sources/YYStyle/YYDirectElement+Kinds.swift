import JSONText
import ModelRuntime

/// Code generic over a container's element type, run by ``YYDirectElementKinds/open(_:_:_:)`` with that
/// type opened, on what it works on: the reader's cursor or the writer (``SameType/withInout(_:as:_:)``
/// gives it back as the type it is, since a non-copyable one cannot be a protocol's associated type).
protocol YYDirectElementBody {
  associatedtype Result
  func run<Element: YYDirectElement, Subject: ~Copyable>(_: Element.Type, _ subject: inout Subject)
    throws(JSONTextError) -> Result
}

/// The element kinds the direct reader and writer handle by specialized code: the one table for their
/// array and map fields.
///
/// A container is reached through its metatype, so the code that reads or writes its elements runs
/// unspecialized, each element through a witness table; JSON's own types, and arrays of them, are opened
/// here as the concrete types they are. A nested array's inner arrays keep a shorter ladder of their own
/// in each direction: a body for them is generic over the outer element, and its metadata, made at run
/// time for every inner array, cost more than the specialized code saves.
enum YYDirectElementKinds {
  /// Runs `body` on `Element` as the concrete kind it is, when it is one of the table's, else as itself.
  @inline(__always)
  static func open<Element: YYDirectElement, Body: YYDirectElementBody, Subject: ~Copyable>(
    _: Element.Type, _ body: Body, _ subject: inout Subject
  ) throws(JSONTextError) -> Body.Result {
    if Element.self == Int.self { return try body.run(Int.self, &subject) }
    if Element.self == Double.self { return try body.run(Double.self, &subject) }
    if Element.self == String.self { return try body.run(String.self, &subject) }
    if Element.self == Bool.self { return try body.run(Bool.self, &subject) }
    if Element.self == [Int].self { return try body.run([Int].self, &subject) }
    if Element.self == [Double].self { return try body.run([Double].self, &subject) }
    if Element.self == [String].self { return try body.run([String].self, &subject) }
    // JSON's objects, as a map of them (`{"22/tcp": {}}`) or an array of them holds them.
    if Element.self == [String: Any].self { return try body.run([String: Any].self, &subject) }
    return try body.run(Element.self, &subject)
  }
}
