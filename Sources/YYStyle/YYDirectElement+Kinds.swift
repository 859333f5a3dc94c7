import JSONText

/// Code generic over a container field's element type, run by ``YYDirectElementKinds/open(_:_:_:)`` with
/// that type opened.
protocol YYDirectElementBody {
  func run<Element: YYDirectElement>(_: Element.Type, _ cursor: inout JSONCursor) throws(JSONTextError)
}

/// The element kinds the direct reader reads by specialized code: one table for its array and map fields.
///
/// A container field is reached through its metatype, so the code that reads its elements runs
/// unspecialized, each element through a witness table; JSON's own types, and arrays of them, are opened
/// here as the concrete types they are. The writer keeps its own two ladders: its `JSONTokenWriter`
/// cannot be copied, so a body generic over what it works on cannot take it (a non-copyable associated
/// type is an experimental feature), and lending it to a body and back costs retains and releases per
/// container (the commit that made this table has the count).
enum YYDirectElementKinds {
  /// Runs `body` on `Element` as the concrete kind it is, when it is one of the table's, else as itself.
  @inline(__always)
  static func open<Element: YYDirectElement, Body: YYDirectElementBody>(
    _: Element.Type, _ body: Body, _ cursor: inout JSONCursor
  ) throws(JSONTextError) {
    if Element.self == Int.self { return try body.run(Int.self, &cursor) }
    if Element.self == Double.self { return try body.run(Double.self, &cursor) }
    if Element.self == String.self { return try body.run(String.self, &cursor) }
    if Element.self == Bool.self { return try body.run(Bool.self, &cursor) }
    if Element.self == [Int].self { return try body.run([Int].self, &cursor) }
    if Element.self == [Double].self { return try body.run([Double].self, &cursor) }
    if Element.self == [String].self { return try body.run([String].self, &cursor) }
    try body.run(Element.self, &cursor)
  }
}
