import Foundation
import Synchronization
import Testing

@testable import JSONText

/// Objects of a shape met before are read by copying the shape's dictionary and, when the shape was
/// predicted from the first key, without scanning the other keys. These tests read with a context of their
/// own, so the counts they check are theirs alone, and compare every tree with JSONSerialization's.
@Suite struct JSONShapeTests {
  /// Reads `text` with `context`, and checks the tree against JSONSerialization's.
  @discardableResult
  func read(
    _ text: String, with context: JSONReaderContext, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws -> Any
  {
    let bytes = Array(text.utf8)
    let value = try bytes.withUnsafeBufferPointer { JSONReader.read($0, building: true, context: context) }
      .get()
    let theirs = try #require(foundationValue(Data(bytes)), sourceLocation: sourceLocation)
    #expect(sameTree(value, theirs), "read differently: \(text)", sourceLocation: sourceLocation)
    #expect(context.keys.count == 0 && context.values.count == 0, sourceLocation: sourceLocation)
    return value
  }

  func records(_ count: Int, _ record: (Int) -> String) -> String {
    "[" + (0..<count).map(record).joined(separator: ", ") + "]"
  }

  @Test func recordsOfOneShapeAreReadThroughIt() throws {
    let context = JSONReaderContext()
    let text = records(6) { #"{"id": \#($0), "name": "user \#($0)", "tags": ["a", "b"], "ok": true}"# }
    let value = try #require(try read(text, with: context) as? [[String: Any]])
    #expect(value.count == 6)
    #expect((value[5]["id"] as? NSNumber)?.intValue == 5)
    #expect(value[5]["name"] as? String == "user 5")
    // The first record notes the shape, the second makes it, the other four are predicted.
    let statistics = context.shapes.statistics
    #expect(statistics.made == 1)
    #expect(statistics.predicted == 4)
    // A second document of the same records is read through the shape from its first record on.
    try read(text, with: context)
    #expect(context.shapes.statistics.predicted == 10)
  }

  @Test func aDuplicateKeyKeepsItsLastValueThroughAShape() throws {
    let context = JSONReaderContext()
    let text = records(5) { #"{"a": \#($0), "b": 2, "a": "last \#($0)"}"# }
    let value = try #require(try read(text, with: context) as? [[String: Any]])
    for (position, object) in value.enumerated() {
      #expect(object.count == 2)
      #expect(object["a"] as? String == "last \(position)")
    }
    #expect(context.shapes.statistics.predicted == 3)
  }

  /// Keys of every length up to 40 bytes: the word comparisons and hashes cover one, two and more words.
  @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 24, 40])
  func keysOfEveryLengthMatch(length: Int) throws {
    let context = JSONReaderContext()
    let key = String(repeating: "k", count: length)
    let other = String(repeating: "j", count: length)
    let text = records(4) { #"{"\#(key)": \#($0), "x\#(key)": 1, "\#(other)": 2}"# }
    try read(text, with: context)
    #expect(context.shapes.statistics.predicted == 2)
  }

  /// After a shape is known, objects that differ from it anywhere are read key by key, and correctly.
  @Test(arguments: [
    #"{"id": 9, "name": "n", "tags": []}"#,  // a key missing at the end
    #"{"id": 9, "name": "n", "tags": [], "ok": false, "extra": 1}"#,  // a key more
    #"{"id": 9, "tags": [], "name": "n", "ok": false}"#,  // another order
    #"{"id": 9, "nam": "n", "tags": [], "ok": false}"#,  // a prefix of the expected key
    #"{"id": 9, "names": "n", "tags": [], "ok": false}"#,  // the expected key and more
    #"{"id": 9, "nam\u0065": "n", "tags": [], "ok": false}"#,  // the same text, escaped
    #"{"id": 9, "name": "n", "tags": [], "ok": false, "id": 10}"#,  // the first key again
    #"{"id": 9, "näme": "n", "tags": [], "ok": false}"#,  // not ASCII
    #"{"ok": false, "id": 9, "name": "n", "tags": []}"#,  // another first key
  ])
  func objectsThatDifferFromTheShapeReadKeyByKey(_ variant: String) throws {
    let context = JSONReaderContext()
    let known = #"{"id": 1, "name": "a", "tags": ["t"], "ok": true}"#
    let text = "[\(known), \(known), \(variant), \(known), \(variant), \(variant)]"
    let value = try #require(try read(text, with: context) as? [[String: Any]])
    #expect(value.count == 6)
    #expect(context.shapes.statistics.predicted >= 1)
  }

  /// Keys with escapes make shapes found by hash, never predicted; their texts are the decoded ones.
  @Test func escapedKeysAreFoundByHash() throws {
    let context = JSONReaderContext()
    let text = records(5) { #"{"a\"b": \#($0), "c\\d": 1, "\u00e9": 2}"# }
    let value = try #require(try read(text, with: context) as? [[String: Any]])
    #expect(Set(value[4].keys) == ["a\"b", "c\\d", "é"])
    let statistics = context.shapes.statistics
    #expect(statistics.made == 1 && statistics.found == 3 && statistics.predicted == 0)
  }

  /// A short document ends right after its key: the word loads fall back to byte-wise reads.
  @Test func keysAtTheEndOfTheInput() throws {
    let context = JSONReaderContext()
    for _ in 0..<4 {
      #expect(try read(#"{"a":1}"#, with: context) is [String: Any])
      #expect(try read(#"{"":1}"#, with: context) is [String: Any])
    }
    #expect(context.shapes.statistics.predicted >= 4)
  }

  /// An error inside a predicted object leaves the context empty and the next read correct.
  @Test func anErrorInsideAPredictedObjectLeavesNothingBehind() throws {
    let context = JSONReaderContext()
    let known = #"{"id": 1, "name": "a", "more": {"x": [1, 2]}}"#
    let broken = Array("[\(known), \(known), {\"id\": 1, \"name\": \"a\", \"more\": {\"x\": [1, }}]".utf8)
    let result = broken.withUnsafeBufferPointer { JSONReader.read($0, building: true, context: context) }
    #expect(throws: JSONTextError.self) { try result.get() }
    #expect(context.keys.count == 0 && context.values.count == 0)
    try read("[\(known), \(known)]", with: context)
  }

  /// Objects past the bounds are read key by key and never kept.
  @Test func objectsPastTheBoundsAreNotKept() throws {
    let context = JSONReaderContext()
    let wide =
      "{" + (0..<(JSONShapeTable.maximumKeys + 1)).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
    let longKey = String(repeating: "x", count: JSONShapeTable.maximumKeyBytes + 1)
    let long = #"{"\#(longKey)": 1}"#
    for _ in 0..<3 {
      try read(wide, with: context)
      try read(long, with: context)
    }
    #expect(context.shapes.statistics.made == 0)
  }

  /// A large document's stacks are given back once it is read: a thread keeps a few kilobytes.
  @Test func aLargeDocumentsStacksAreGivenBack() throws {
    let context = JSONReaderContext()
    let members = (0..<5_000).map { #""k\#($0)": [\#($0)]"# }.joined(separator: ",")
    let escaped = "\"" + String(repeating: #"a\n"#, count: 40_000) + "\""
    try read("[" + String(repeating: "1,", count: 20_000) + "{\(members)}, \(escaped)]", with: context)
    #expect(context.keys.capacity <= JSONReaderContext.keptCapacity)
    #expect(context.values.capacity <= JSONReaderContext.keptCapacity)
    #expect(context.scratch.capacity <= JSONReaderContext.keptCapacity * 64)
  }

  /// The table keeps keys and placeholders, never a value read: a value is freed with its document.
  @Test func theTableKeepsNoValueAlive() throws {
    let context = JSONReaderContext()
    weak var number: NSNumber?
    func readAll() throws {
      for _ in 0..<3 {
        let object = try #require(try read(#"{"big": 123456789, "k": 1}"#, with: context) as? [String: Any])
        number = object["big"] as? NSNumber
        #expect(number != nil)
      }
    }
    try readAll()
    #expect(number == nil)
    #expect(context.shapes.statistics.made == 1)
  }

  /// Many documents drawn from a few keys, so that shapes collide, are predicted wrongly and are
  /// replaced: each one read twice with one context reads as JSONSerialization reads it.
  @Test func randomDocumentsReadAsJSONSerializationDoes() throws {
    // A seeded linear congruential generator (Knuth's MMIX constants): a failing document can be made again.
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let vocabulary = ["id", "name", "a", "", "created_at", "profile_image_url_https", "n\\u00e4me", "x"]
    func object(_ depth: Int) -> String {
      let count = Int(next() % 5)
      let members = (0..<count).map { _ -> String in
        let key = vocabulary[Int(next() % UInt64(vocabulary.count))]
        let value: String
        switch next() % 6 {
        case 0 where depth < 3: value = object(depth + 1)
        case 1 where depth < 3:
          value =
            "[" + (0..<Int(next() % 3)).map { _ in object(depth + 1) }.joined(separator: ",") + "]"
        case 2: value = "\"v\(next() % 100)\""
        case 3: value = "\(Int64(bitPattern: next() << 33 | next()))"
        case 4: value = "null"
        default: value = "true"
        }
        return "\"\(key)\": \(value)"
      }
      return "{" + members.joined(separator: ", ") + "}"
    }
    let context = JSONReaderContext()
    for _ in 0..<300 {
      let text = "[" + (0..<Int(next() % 6)).map { _ in object(0) }.joined(separator: ", ") + "]"
      try read(text, with: context)
      try read(text, with: context)
    }
    let statistics = context.shapes.statistics
    #expect(statistics.made > 0 && statistics.found > 0 && statistics.predicted > 0)
  }

  /// Each thread reads with its own context: threads reading the same fixture at once all get its tree.
  @Test func threadsReadWithTheirOwnContexts() throws {
    let data = try Data(contentsOf: fixturesDirectory.appendingPathComponent("twitter.json"))
    nonisolated(unsafe) let reference = try #require(foundationValue(data))
    let agreed = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<5 {
        guard let value = try? JSONReader.value(from: data), sameTree(value, reference) else { return }
      }
      agreed.withLock { $0 += 1 }
    }
    #expect(agreed.withLock { $0 } == 8)
  }
}
