import Foundation
import JSONText
import Testing

/// The pull reader (`JSONCursor`) against the tree reader: the same verdict on every file of
/// JSONTestSuite, the same value where both accept, and misuse as an error value, never a trap.
@Suite struct JSONCursorTests {
  /// A value read with the cursor's typed calls only, built as the tree reader builds it.
  static func walk(_ cursor: inout JSONCursor) throws(JSONTextError) -> Any {
    switch try cursor.peek() {
    case .object:
      var object: [String: Any] = [:]
      try cursor.beginObject()
      while let key = try cursor.nextKey() { object[key] = try walk(&cursor) }
      return object
    case .array:
      var array: [Any] = []
      try cursor.beginArray()
      while try cursor.nextElement() { array.append(try walk(&cursor)) }
      return array
    case .string:
      return try cursor.readString()
    case .number:
      switch try cursor.readNumber() {
      case .integer(let value): return NSNumber(value: value)
      case .unsigned(let value): return NSNumber(value: value)
      case .decimal(let value): return NSDecimalNumber(decimal: value)
      case .double(let value): return NSNumber(value: value)
      }
    case .bool:
      return NSNumber(value: try cursor.readBool())
    case .null:
      try cursor.readNull()
      return NSNull()
    }
  }

  @Test(arguments: JSONTestSuiteTests.files)
  func typedReadsAgreeWithTheTreeReader(_ file: CorpusFile) throws {
    let data = try Data(contentsOf: file.url)
    let tree = Result { () throws(JSONTextError) in try JSONReader.value(from: data) }
    let walked = Result { () throws(JSONTextError) in
      try JSONCursor.read(data) { (c) throws(JSONTextError) in try Self.walk(&c) }
    }
    let skipped = Result { () throws(JSONTextError) in
      try JSONCursor.read(data) { (c) throws(JSONTextError) in try c.skipValue() }
    }
    switch (tree, walked) {
    case (.success(let expected), .success(let value)):
      #expect(JSONTree.equal(value, expected), "another value than the tree reader's")
    case (.failure, .failure): break
    default: Issue.record("the cursor's verdict differs from the tree reader's")
    }
    #expect((try? tree.get()) != nil ? (try? skipped.get()) != nil : (try? skipped.get()) == nil)
    // Skipping checks as reading does: the same error, at the same offset.
    if case .failure(let expected) = tree, case .failure(let error) = skipped {
      #expect(error == expected, "skipping: \(error), reading: \(expected)")
    }
  }

  /// Pieces of strings and literals whose every pairing, in a string or in an object, is skipped with
  /// the tree reader's verdict, error and offset: escapes, bytes that are no UTF-8 or cut sequences on
  /// either side of them, runs long enough for the vector scan, and literals cut off or misspelt.
  static let stringPieces: [[UInt8]] = [
    Array("plain".utf8), Array("é".utf8), [0xC3], [0xE2, 0x82], [0xFF], [0x80], Array(#"\n"#.utf8),
    Array(#"\u00e9"#.utf8), Array(#"\ud83d\ude00"#.utf8), Array(#"\ud83d"#.utf8), Array(#"\ude00"#.utf8),
    Array(#"\x"#.utf8), Array(#"\u12"#.utf8), [0x01], Array(String(repeating: "é", count: 20).utf8),
    Array(String(repeating: "a", count: 40).utf8) + [0xC3],
  ]

  @Test func skippingStringsAndLiteralsChecksAsReadingDoes() {
    var texts: [[UInt8]] = []
    for first in Self.stringPieces {
      for second in Self.stringPieces {
        texts.append([UInt8(ascii: "\"")] + first + second + [UInt8(ascii: "\"")])
        texts.append(Array(#"{""#.utf8) + first + second + Array(#"": [1]}"#.utf8))
        texts.append([UInt8(ascii: "[")] + [UInt8(ascii: "\"")] + first + second)
      }
    }
    for literal in ["true", "false", "null", "tru", "fals", "nul", "trUe", "falsy", "nulll", "nu11"] {
      texts.append(Array("[\(literal)]".utf8))
      texts.append(Array("[1, \(literal)".utf8))
      texts.append(Array("{\"a\": \(literal)}".utf8))
    }
    for text in texts {
      let data = Data(text)
      let tree = Result { () throws(JSONTextError) in try JSONReader.value(from: data) }
      let skipped = Result { () throws(JSONTextError) in
        try JSONCursor.read(data) { (c) throws(JSONTextError) in try c.skipValue() }
      }
      switch (tree, skipped) {
      case (.success, .success): break
      case (.failure(let expected), .failure(let error)):
        #expect(error == expected, "\(text): skipping \(error), reading \(expected)")
      default: Issue.record("\(text): skipping's verdict differs from reading's")
      }
    }
  }

  @Test func membersAreLookedUpByTheirBytes() throws {
    let table = JSONKeyTable(["id", "name", "a\u{e9}", "id"])
    #expect(table.count == 3)
    let text = #"{"name": "x", "other": 1, "a\u00e9": true, "a\u00c3\u00a9": 2, "id": 7, "aé": 3}"#
    let found = try JSONCursor.read(Data(text.utf8)) { (cursor) throws(JSONTextError) -> [JSONMember] in
      var members: [JSONMember] = []
      try cursor.beginObject()
      while let member = try cursor.nextMember(in: table) {
        members.append(member)
        try cursor.skipValue()
      }
      return members
    }
    // An escaped key is matched by its decoded text; "aÃ©" is another key than "aé".
    #expect(found == [.known(1), .unknown, .known(2), .unknown, .known(0), .known(2)])
  }

  /// Kinds of object for the member-order tests: an order's kind must outlive every read.
  final class Kind: Sendable {}
  static let kinds = (0..<200).map { _ in Kind() }
  static let orderTable = JSONKeyTable(["id", "name", "ids", "a\"b", "a\\b", "", "idx"])

  /// The members of each object of an array of objects in `table`, each key looked up, or guessed from
  /// the order kept for `kind` first.
  static func members(of text: String, in table: JSONKeyTable, guessing kind: Kind?)
    -> Result<[[JSONMember]], JSONTextError>
  {
    Result { () throws(JSONTextError) in
      try JSONCursor.read(Data(text.utf8)) { (cursor) throws(JSONTextError) -> [[JSONMember]] in
        var objects: [[JSONMember]] = []
        try cursor.beginArray()
        while try cursor.nextElement() {
          var members: [JSONMember] = []
          try cursor.beginObject()
          if let kind {
            var order = cursor.memberOrder(for: ObjectIdentifier(kind))
            while let member = try cursor.nextMember(in: table, order: &order) {
              members.append(member)
              try cursor.skipValue()
            }
          } else {
            while let member = try cursor.nextMember(in: table) {
              members.append(member)
              try cursor.skipValue()
            }
          }
          objects.append(members)
        }
        return objects
      }
    }
  }

  static func expectSameOutcome(
    _ guessed: Result<[[JSONMember]], JSONTextError>, _ expected: Result<[[JSONMember]], JSONTextError>
  ) {
    switch (expected, guessed) {
    case (.success(let expected), .success(let guessed)): #expect(guessed == expected)
    case (.failure(let expected), .failure(let guessed)): #expect(guessed.offset == expected.offset)
    default: Issue.record("guessing changed the verdict: \(expected) against \(guessed)")
    }
  }

  /// Guessing the order finds what looking every key up finds: keys in another order, prefixes of
  /// each other, with escapes, unknown, repeated, empty, spaced, cut off; each document read three
  /// times, so that later reads start from the orders earlier ones left.
  @Test(arguments: [
    #"[{"id": 1, "name": "a"}, {"id": 2, "name": "b"}, {"name": "c", "id": 3}]"#,
    #"[{"id": 1, "ids": 2}, {"ids": 3, "id": 4}, {"id": 5}, {"idx": 1, "id": 6}, {"i": 0}]"#,
    #"[{"a\"b": 1, "a\\b": 2, "": 3}, {"a\"b": 1, "a\\b": 2, "": 3}, {"": 1}]"#,
    #"[{"name": 1, "n\u0061me": 2}, {"n\u0061me": 3, "name": 4}, {"name": 5}]"#,
    #"[{"other": 1, "id": 2}, {"other": 3, "id": 4}, {"id": 5, "other": 6}]"#,
    #"[{"id": 1, "id": 2, "id": 3}, {"id": 4}, {"id": 5, "id": 6}]"#,
    "[{\"id\":1}, {\"id\" : 2}, { \"id\":3 }, {\"id\"\n:4}]",
    #"[{"id": 1}, {"id"#,
    #"[{"id": 1}, {"id": 2, "na"#,
    "[{\"id\": 1}, {\"id\u{1}\": 2}]",
    // Compact text, where `,"` and `":` are each compared as one word, cut or broken at every step.
    #"[{"id":1,"name":"a"},{"id":2,"name":"b"},{"name":"c","id":3}]"#,
    #"[{"id":1,"ids":2},{"id":3,"idx"}]"#, #"[{"id":1,"id"x:2}]"#, #"[{"id":1,"id""#, #"[{"id":1,"id"#,
    #"[{"id":1,""#, #"[{"id":1,"#, #"[{"id":1,}]"#, #"[{"id":1,,"id":2}]"#, #"[{"id":1,"":2,"a\b":3}]"#,
  ])
  func guessedMembersAreTheLookedUpOnes(_ text: String) {
    let expected = Self.members(of: text, in: Self.orderTable, guessing: nil)
    for _ in 0..<3 {
      Self.expectSameOutcome(Self.members(of: text, in: Self.orderTable, guessing: Self.kinds[0]), expected)
    }
  }

  /// Compact text gives the members that the same text with white space around every token gives.
  @Test func compactTextGivesTheSpacedTextsMembers() throws {
    let compact = #"[{"id":1,"name":"a","other":[1,{"id":2}],"ids":3},{"":4,"id":5}]"#
    let spaced =
      #"[ { "id" : 1 , "name" : "a" , "other" : [ 1 , { "id" : 2 } ] , "ids" : 3 } , { "" : 4 , "id" : 5 } ]"#
    for kind in [nil, Self.kinds[1]] {
      let expected = try Self.members(of: spaced, in: Self.orderTable, guessing: kind).get()
      #expect(try Self.members(of: compact, in: Self.orderTable, guessing: kind).get() == expected)
      #expect(expected.map(\.count) == [4, 2])
    }
  }

  /// A kind's order may come from another table (a guess naming an entry this one lacks), and more
  /// kinds than the thread keeps take each other's places: the members found are still the looked-up
  /// ones.
  @Test func guessesFromAnotherTableOrAnotherKindChangeNothing() {
    let large = JSONKeyTable((0..<100).map { "key\($0)" })
    let small = JSONKeyTable(["key99", "key1"])
    let text =
      "["
      + (0..<3).map { _ in "{" + (0..<100).map { #""key\#($0)": 0"# }.joined(separator: ",") + "}" }
      .joined(separator: ",") + "]"
    for table in [large, small, large] {
      let expected = Self.members(of: text, in: table, guessing: nil)
      for kind in Self.kinds {
        Self.expectSameOutcome(Self.members(of: text, in: table, guessing: kind), expected)
      }
    }
  }

  @Test(arguments: [
    (#"{"a": 1}"#, "string"), ("[1]", "string"), (#""x""#, "number"), ("1", "bool"), ("true", "null"),
    ("null", "object"), ("{}", "array"),
  ])
  func readingAnotherKindIsAnErrorWithTheOffset(_ text: String, _ read: String) {
    let error = #expect(throws: JSONTextError.self) {
      try JSONCursor.read(Data(text.utf8)) { (cursor) throws(JSONTextError) in
        switch read {
        case "string": _ = try cursor.readString()
        case "number": _ = try cursor.readNumber()
        case "bool": _ = try cursor.readBool()
        case "null": try cursor.readNull()
        case "object": try cursor.beginObject()
        default: try cursor.beginArray()
        }
      }
    }
    #expect(error?.offset == 0)
  }

  @Test func whatFollowsTheValueIsChecked() {
    #expect(throws: JSONTextError.self) {
      try JSONCursor.read(Data("1 2".utf8)) { (cursor) throws(JSONTextError) in _ = try cursor.readNumber() }
    }
  }

  /// Runs of every length up to six, into an empty array and after values already read, stopped by an
  /// element that is no number at every place: the first two of a run are held apart before they are
  /// stored, and each arrangement must still give every double in order.
  @Test(arguments: 0...6, [false, true])
  func runsOfEveryLengthKeepEveryDouble(count: Int, afterValues: Bool) throws {
    let doubles = (0..<count).map { Double($0) + 0.5 }
    for stop in [nil] + Array(0...count) {
      var elements = doubles.map { "\($0)" }
      if let stop { elements.insert(#""x""#, at: stop) }
      let text = "[" + elements.joined(separator: ", ") + "]"
      let values = try JSONCursor.read(Data(text.utf8)) { (c) throws(JSONTextError) -> [Double] in
        try c.beginArray()
        var values: [Double] = afterValues ? [-1] : []
        while try c.appendDoubles(to: &values) { _ = try c.readValue() }
        return values
      }
      var expected = (afterValues ? [-1] : []) + doubles
      #expect(values == expected, "\(text)")
      // The array made is an ordinary one: it grows.
      var grown = values
      grown.append(7)
      expected.append(7)
      #expect(grown == expected)
    }
  }

  /// A run of doubles in one call stops at the first element it does not take, leaving it unread for
  /// the reads one by one; a number it cannot read is the error a typed read gives.
  @Test func runsOfDoublesStopAtWhatTheyDoNotTake() throws {
    let text = #"[[1.5, 2, -0, "x", 3], [], [12345678901234567890, 4.5], [true], [1e400]]"#
    let failure = Result { () throws(JSONTextError) in
      try JSONCursor.read(Data(text.utf8)) { (c) throws(JSONTextError) in
        try c.beginArray()
        var runs: [[Double]] = []
        var stops: [Any] = []
        while try c.nextElement() {
          try c.beginArray()
          var values: [Double] = []
          var stopped = try c.appendDoubles(to: &values)
          while stopped {
            stops.append(try c.readValue())
            stopped = try c.appendDoubles(to: &values)
          }
          runs.append(values)
          if runs.count == 4 {
            #expect(runs == [[1.5, 2, 0, 3], [], [4.5], []])
            #expect(
              stops.count == 3 && stops[0] as? String == "x"
                && (stops[1] as? NSNumber)?.uint64Value == 12_345_678_901_234_567_890)
          }
        }
      }
    }
    guard case .failure(let error) = failure else {
      Issue.record("1e400 was read")
      return
    }
    let typed = Result { () throws(JSONTextError) in
      try JSONCursor.read(Data("1e400".utf8)) { (c) throws(JSONTextError) in try c.readNumber() }
    }
    guard case .failure(let expected) = typed else {
      Issue.record("1e400 was read")
      return
    }
    #expect(error.reason == expected.reason)
  }

  @Test func numbersKeepTheirKind() throws {
    let text = "[0, -0, -9223372036854775808, 18446744073709551615, 123456789012345678901234567890, 2.5, 1e2]"
    let numbers = try JSONCursor.read(Data(text.utf8)) { (cursor) throws(JSONTextError) -> [JSONNumber] in
      var numbers: [JSONNumber] = []
      try cursor.beginArray()
      while try cursor.nextElement() { numbers.append(try cursor.readNumber()) }
      return numbers
    }
    #expect(
      numbers == [
        .integer(0), .integer(0), .integer(Int64.min), .unsigned(UInt64.max),
        .decimal(Decimal(string: "123456789012345678901234567890")!), .double(2.5), .double(100),
      ])
  }

  /// Integers of every length up to 19 digits, each followed by every byte that may end one, read as
  /// their value: eight digits are read per word while eight follow, and the word's test must stop at
  /// the first byte that is no digit.
  @Test(arguments: 1...19)
  func integersOfEveryLengthAreReadExactly(length: Int) throws {
    let digits = String("1234567890123456789".prefix(length))
    for (prefix, suffix) in [("", ""), ("-", ""), ("", ".5"), ("", "e1"), ("", "/"), ("", ":"), ("", " ")] {
      let text = "[" + prefix + digits + suffix + (suffix == "/" || suffix == ":" ? "" : ",7]")
      let numbers = try? JSONCursor.read(Data(text.utf8)) { (cursor) throws(JSONTextError) -> [JSONNumber] in
        var numbers: [JSONNumber] = []
        try cursor.beginArray()
        while try cursor.nextElement() { numbers.append(try cursor.readNumber()) }
        return numbers
      }
      let value = Int64(prefix + digits)!
      switch suffix {
      case "", " ": #expect(numbers == [.integer(value), .integer(7)], "\(text)")
      case "/", ":": #expect(numbers == nil, "\(text)")
      default: #expect(numbers == [.double(Double(prefix + digits + suffix)!), .integer(7)], "\(text)")
      }
    }
  }

  /// `readInteger()` against `readNumber()` on every number text above, and on leading zeros, a lone
  /// minus and digits past eighteen: the same integer and the same position where it reads one, else
  /// nil with the cursor where it was. Each number comes first in a long array, so the word reads apply,
  /// and last in a short one, where they do not.
  @Test(arguments: 1...21)
  func integersReadByTheFastPathAreReadNumbersIntegers(length: Int) throws {
    let digits = String("123456789012345678901".prefix(length))
    let padding = String(repeating: ", 0", count: 12)
    var texts: [String] = []
    for prefix in ["", "-", "0", "-0"] {
      for suffix in ["", ".5", "e1", "E+2", " ", "x"] {
        texts.append("[" + prefix + digits + suffix + padding + "]")
        texts.append("[" + prefix + digits + suffix + "]")
      }
    }
    texts += ["[0" + padding + "]", "[-0" + padding + "]", "[-" + padding + "]", "[-x" + padding + "]"]
    for text in texts {
      let data = Data(text.utf8)
      let general = Result { () throws(JSONTextError) -> (JSONNumber, Int) in
        try JSONCursor.read(data) { (cursor) throws(JSONTextError) -> (JSONNumber, Int) in
          try cursor.beginArray()
          _ = try cursor.nextElement()
          let number = try cursor.readNumber()
          return (number, try Self.rest(&cursor))
        }
      }
      let fast = Result { () throws(JSONTextError) -> (Int64?, JSONNumber, Int) in
        try JSONCursor.read(data) { (cursor) throws(JSONTextError) -> (Int64?, JSONNumber, Int) in
          try cursor.beginArray()
          _ = try cursor.nextElement()
          let integer = try cursor.readInteger()
          // Nil leaves the cursor at the number, which the general read then takes.
          let number: JSONNumber
          if let integer { number = .integer(integer) } else { number = try cursor.readNumber() }
          return (integer, number, try Self.rest(&cursor))
        }
      }
      switch (general, fast) {
      case (.success(let expected), .success(let read)):
        #expect(read.1 == expected.0 && read.2 == expected.1, "\(text)")
        // Every plain integer of up to eighteen digits with room after it takes the fast path.
        let plain = Int64(prefix(of: text)) != nil
        if plain, text.count > 30, case .integer = expected.0, digitCount(of: text) <= 18 {
          #expect(read.0 != nil, "\(text): not read by the fast path")
        }
      case (.failure(let expected), .failure(let error)): #expect(error == expected, "\(text)")
      default: Issue.record("\(text): the fast path's verdict differs")
      }
    }
  }

  /// How many elements follow in the array, each read as a number.
  private static func rest(_ cursor: inout JSONCursor) throws(JSONTextError) -> Int {
    var count = 0
    while try cursor.nextElement() {
      _ = try cursor.readNumber()
      count += 1
    }
    return count
  }

  /// The number at the start of an array's text.
  private func prefix(of text: String) -> String {
    String(text.dropFirst().prefix { $0 != "," && $0 != "]" })
  }

  private func digitCount(of text: String) -> Int { prefix(of: text).count { $0.isNumber } }
}

/// The push writer (`JSONTokenWriter`): its text reads back as what was written, escapes and integers as
/// ``JSONWriter`` writes them.
@Suite struct JSONTokenWriterTests {
  static let strings = [
    "", "a", "plain text longer than a word", "\"", "\\", "tab\there", "1234567\"", "12345678\\x",
    "ctrl \u{1} and \u{1f}", "é and 范冰冰 ❤️", String(repeating: "x", count: 17) + "\n",
  ]

  @Test(arguments: strings)
  func stringsAndKeysAreEscapedAsTheWriterDoes(_ string: String) throws {
    var writer = JSONTokenWriter()
    try writer.beginObject()
    writer.key(string)
    writer.string(string)
    writer.key(JSONKey(string + "!"))
    writer.null()
    writer.endObject()
    let read = try JSONReader.value(from: Data(writer.bytes)) as? [String: Any]
    #expect(read?[string] as? String == string)
    #expect(read?[string + "!"] is NSNull)
    let expected = try JSONWriter.data([string])
    var array = JSONTokenWriter()
    try array.beginArray()
    array.string(string)
    array.endArray()
    #expect(Data(array.bytes) == expected)
  }

  /// An array of doubles in one call is what element-by-element calls write, the non-finite ones left
  /// out, with the separators around it right.
  @Test(arguments: [
    [], [1.5], [Double.nan], [.infinity, -.infinity],
    [-0.0, .nan, 1e300, .leastNonzeroMagnitude, 65.613616999999977],
    (0..<1_000).map { Double($0) / 7 },
  ])
  func finiteDoublesAreTheElementsWrittenOneByOne(_ values: [Double]) throws {
    var one = JSONTokenWriter()
    try one.beginObject()
    one.key("a")
    try one.finiteDoubles(values)
    one.key("b")
    try one.finiteDoubles(values)
    one.endObject()
    var each = JSONTokenWriter()
    try each.beginObject()
    for key in ["a", "b"] {
      each.key(key)
      try each.beginArray()
      for value in values where value.isFinite { try each.double(value) }
      each.endArray()
    }
    each.endObject()
    #expect(String(decoding: one.bytes, as: UTF8.self) == String(decoding: each.bytes, as: UTF8.self))
    #expect((try JSONReader.value(from: Data(one.bytes)) as? [String: Any])?.count == 2)
  }

  @Test func integersAtEveryBoundary() throws {
    // Every length of digits, at both of its ends: 10^n - 1, 10^n and 10^n + 1.
    let powers = (0...18).map { exponent in (0..<exponent).reduce(Int64(1)) { value, _ in value * 10 } }
    let lengths = powers.flatMap { [$0 - 1, $0, $0 + 1, -$0] }
    let signed: [Int64] =
      [0, 1, -1, 9, 10, 99, 100, 101, 999, 1000, -10, -100, Int64.max, Int64.min] + lengths
    let unsigned: [UInt64] = [0, 9, 10, 99, 100, UInt64.max, 10_000_000_000_000_000_000]
    var writer = JSONTokenWriter()
    try writer.beginArray()
    for value in signed { writer.integer(value) }
    for value in unsigned { writer.unsigned(value) }
    writer.endArray()
    let expected = "[" + (signed.map(String.init) + unsigned.map(String.init)).joined(separator: ",") + "]"
    #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
  }

  /// Keys written by position from one list give the text each key gives alone; strings of every length
  /// up to and past the writer's short-copy sizes (8 and 16 bytes) and past its first buffer (1 KB).
  @Test func keyListsAndStringsOfEveryLength() throws {
    let keys = (0..<40).map { String(repeating: "k", count: $0) + ($0 % 7 == 3 ? "\"" : "") }
    let list = JSONKeyList(keys)
    #expect(list.count == keys.count)
    var writer = JSONTokenWriter()
    try writer.beginObject()
    for (index, key) in keys.enumerated() {
      writer.key(index, of: list)
      writer.string(key + String(repeating: "v", count: index * 3))
    }
    writer.endObject()
    let read = try #require(try JSONReader.value(from: writer.data()) as? [String: Any])
    #expect(read.count == keys.count)
    for (index, key) in keys.enumerated() {
      #expect(read[key] as? String == key + String(repeating: "v", count: index * 3))
    }
  }

  /// Keys written by position, in any order and at any place in the buffer, give exactly the text each
  /// key gives escaped on its own: the short-key copy reads whole words past a key's end, and stores
  /// them past its own, and neither may show.
  @Test(arguments: [1, 7, 39])
  func keyListKeysInAnyOrderAreTheKeysTextExactly(step: Int) throws {
    let keys = (0..<40).map { String(repeating: "é", count: $0 % 3) + String(repeating: "k", count: $0) }
    let list = JSONKeyList(keys)
    let order = (0..<keys.count).map { ($0 * step) % keys.count }
    var byPosition = JSONTokenWriter()
    var byText = JSONTokenWriter()
    for round in 0..<30 {
      try byPosition.beginObject()
      try byText.beginObject()
      for index in order {
        byPosition.key(index, of: list)
        byPosition.integer(Int64(round))
        byText.key(keys[index])
        byText.integer(Int64(round))
      }
      byPosition.endObject()
      byText.endObject()
    }
    #expect(byPosition.bytes == byText.bytes)
  }

  @Test func nestingBeyondTheLimitIsAnError() throws {
    var writer = JSONTokenWriter()
    #expect(throws: JSONTextError.self) {
      for _ in 0...JSONReader.maximumDepth { try writer.beginArray() }
    }
  }

  @Test func nonFiniteDoublesAreErrors() {
    var writer = JSONTokenWriter()
    #expect(throws: JSONTextError.self) { try writer.double(.nan) }
  }
}
