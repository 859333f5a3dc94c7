import Foundation
import Testing

@testable import JSONText

/// `JSONReader.visit`: the streaming reader hands over exactly the document `value(from:)` builds, and
/// accepts and refuses exactly what it does.
@Suite struct JSONVisitorTests {
  /// Builds the tree back from the events.
  struct TreeBuilder: JSONVisitor {
    enum Open {
      case object([String: Any], key: String?)
      case array([Any])
    }
    var stack: [Open] = []
    var result: Any?
    var events = 0

    mutating func add(_ value: Any) {
      guard let top = stack.popLast() else {
        result = value
        return
      }
      switch top {
      case .object(var object, let key):
        object[key!] = value
        stack.append(.object(object, key: nil))
      case .array(var array):
        array.append(value)
        stack.append(.array(array))
      }
    }

    mutating func objectStart() { stack.append(.object([:], key: nil)) }
    mutating func key(_ key: String) {
      guard case .object(let object, _) = stack.popLast() else { return }
      stack.append(.object(object, key: key))
    }
    mutating func objectEnd() {
      guard case .object(let object, _) = stack.popLast() else { return }
      add(object)
    }
    mutating func arrayStart() { stack.append(.array([])) }
    mutating func arrayEnd() {
      guard case .array(let array) = stack.popLast() else { return }
      add(array)
    }
    mutating func scalar(_ value: JSONScalar) {
      events += 1
      switch value {
      case .string(let text): add(text)
      case .integer(let number): add(NSNumber(value: number))
      case .unsignedInteger(let number): add(NSNumber(value: number))
      case .bigInteger(let text): add(NSDecimalNumber(string: text))
      case .fraction(let number): add(NSNumber(value: number))
      case .bool(let flag): add(NSNumber(value: flag))
      case .null: add(NSNull())
      }
    }
  }

  static let fixtures = ["github_user.json", "weibo_status.json", "twitter.json", "citm_catalog.json"]

  @Test(arguments: fixtures)
  func visitingBuildsTheSameTree(_ name: String) throws {
    let data = try Data(contentsOf: fixturesDirectory.appendingPathComponent(name))
    var builder = TreeBuilder()
    try JSONReader.visit(data, with: &builder)
    #expect(builder.stack.isEmpty)
    let built = try #require(builder.result)
    #expect(JSONTree.equal(built, try JSONReader.value(from: data), foundationStrings: false))
  }

  @Test(arguments: JSONTestSuiteTests.files)
  func acceptsAndRefusesAsTheReader(_ file: CorpusFile) throws {
    let data = try Data(contentsOf: file.url)
    var builder = TreeBuilder()
    let visited = Result { () throws(JSONTextError) in try JSONReader.visit(data, with: &builder) }
    let read = Result { () throws(JSONTextError) in try JSONReader.value(from: data) }
    switch (visited, read) {
    case (.success, .success(let value)):
      #expect(JSONTree.equal(try #require(builder.result), value, foundationStrings: false))
    case (.failure(let a), .failure(let b)):
      #expect(a.offset == b.offset, "both refuse, at the same offset")
    default:
      Issue.record("the visitor and the reader disagree")
    }
  }

  @Test func numbersAreClassified() throws {
    struct Scalars: JSONVisitor {
      var seen: [JSONScalar] = []
      mutating func objectStart() {}
      mutating func key(_ key: String) {}
      mutating func objectEnd() {}
      mutating func arrayStart() {}
      mutating func arrayEnd() {}
      mutating func scalar(_ value: JSONScalar) { seen.append(value) }
    }
    var scalars = Scalars()
    try JSONReader.visit(
      Data(
        #"[0, -1, 1.5, 1e2, 9223372036854775807, 18446744073709551615, 18446744073709551616, true, null, "a\u00e9"]"#
          .utf8),
      with: &scalars)
    #expect(
      scalars.seen == [
        .integer(0), .integer(-1), .fraction(1.5), .fraction(100), .integer(.max), .unsignedInteger(.max),
        .bigInteger("18446744073709551616"), .bool(true), .null, .string("aé"),
      ])
  }

  @Test func nestingPastTheLimitIsAnError() {
    let deep = Data((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)
    var builder = TreeBuilder()
    #expect(throws: JSONTextError.self) { try JSONReader.visit(deep, with: &builder) }
  }
}
