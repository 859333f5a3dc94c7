import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing

@testable import BenchmarkCommands
@testable import BenchmarkKit

/// The behaviour check: the comparison of two JSON trees, and the check of a real sample through every
/// implementation.
@Suite struct SampleBehaviourTests {
  func differences(
    _ input: String, _ output: String, names: [String: [String]] = [:]
  ) throws -> [(String, BehaviourKind?)] {
    let left = try JSONSerialization.jsonObject(with: Data(input.utf8))
    let right = try JSONSerialization.jsonObject(with: Data(output.utf8))
    var found: [(String, BehaviourKind?)] = []
    JSONTreeComparison.compare(left, right, path: "$", names: names) { path, a, b, note in
      found.append((path, note?.kind ?? JSONTreeComparison.explain(a, b)))
    }
    return found
  }

  @Test func equalTreesHaveNoDifference() throws {
    #expect(
      try differences(
        #"{"a": [1, 2.5, "x", true, null], "b": {"c": 1}}"#,
        #"{"b": {"c": 1.0}, "a": [1, 2.5, "x", true, null]}"#
      ).isEmpty)
  }

  @Test(arguments: [
    (#"{"a": null}"#, #"{}"#, BehaviourKind.nullLeftOut),
    (#"{}"#, #"{"a": null}"#, .absentWrittenAsNull),
    (#"{"a": null}"#, #"{"a": 0}"#, .nullReadAsEmpty),
    (#"{}"#, #"{"a": []}"#, .absentWrittenAsEmpty),
    (#"{"a": []}"#, #"{}"#, .emptyArrayLeftOut),
    (#"{"a": "Wed Sep 16 12:20:09 +0800 2015"}"#, #"{"a": "Wed Sep 16 04:20:09 +0000 2015"}"#, .dateLayout),
    (#"{"a": "2015-09-16T04:20:09Z"}"#, #"{"a": "Wed Sep 16 04:20:09 +0000 2015"}"#, .dateLayout),
    (#"{"a": "2015-09-16T04:20:09+0000"}"#, #"{"a": "2015-09-16 12:20:09 +0800"}"#, .dateLayout),
    (#"{"a": "2015-09-16T04:20:09+0000"}"#, #"{}"#, .dateNotConverted),
    (#"{"a": true}"#, #"{"a": 1}"#, .boolAsNumber),
    (#"{"created_at": 1}"#, #"{"createdAt": 1}"#, .underPropertyName),
    (#"{"description": "x"}"#, #"{"userDescription": "x"}"#, .underPropertyName),
    // A dotted key read literally and written back as the key path it spells (YYStyle's dictionary walk).
    (#"{"a.b": 1}"#, #"{"a": {"b": 1}}"#, .keyPathNested),
    // A dotted key read as a key path finds nothing: written back empty, nested or not, or left out.
    (#"{"a.b": 1}"#, #"{}"#, .keyPathFindsNothing),
    (#"{"a.b": "x"}"#, #"{"a.b": ""}"#, .keyPathFindsNothing),
    (#"{"a.b": "x"}"#, #"{"a": {"b": ""}}"#, .keyPathFindsNothing),
    // The empty key names no property.
    (#"{"": "x"}"#, #"{}"#, .emptyKey),
    (#"{"": "x"}"#, #"{"": ""}"#, .emptyKey),
  ])
  func knownKindsAreExplained(_ a: String, _ b: String, _ kind: BehaviourKind) throws {
    let found = try differences(a, b)
    #expect(found.count == 1)
    #expect(found.first?.1 == kind, "\(found)")
  }

  /// YYStyle's export of a dotted date key: under the key by the scaffold's date hook, and nested by the
  /// key path — one key-path difference, nothing unexplained.
  @Test func aDottedKeyWrittenTwiceIsExplained() throws {
    let found = try differences(
      #"{"name": "web", "example.io/restarted-at": "2024-05-01T10:00:00Z"}"#,
      #"{"name": "web", "example.io/restarted-at": "2024-05-01T10:00:00Z", "example": {"io/restarted-at": "2024-05-01T10:00:00+0000"}}"#
    )
    #expect(found.map(\.1) == [.keyPathNested], "\(found)")
  }

  /// MJStyle writes the empty key's property under its name, empty: the empty key, not a renamed value.
  @Test func anEmptyKeyWrittenUnderItsPropertyNameEmptyIsTheEmptyKey() throws {
    let found = try differences(
      #"{"": "x", "name": "y"}"#, #"{"field": "", "name": "y"}"#, names: ["": ["field"]])
    #expect(found.map(\.1) == [.emptyKey], "\(found)")
  }

  /// With the scaffold's table of property names, a design that writes every key under its property's
  /// name is paired back key by key, however the names were made: `ID`/`id`/`Id` → `id`/`id2`/`id3`,
  /// `+1`/`-1` → `plus1`/`minus1`, the empty key → `field`.
  @Test func propertyNamesPairKeysWhateverTheNaming() throws {
    let names = [
      "ID": ["id"], "id": ["id2"], "Id": ["id3"], "+1": ["plus1"], "-1": ["minus1"], "": ["field"],
    ]
    let input = #"{"ID": 1, "id": 2, "Id": 3, "+1": 4, "-1": 5, "": "e", "total": 9}"#
    let underNames = #"{"id": 1, "id2": 2, "id3": 3, "plus1": 4, "minus1": 5, "field": "e", "total": 9}"#
    let found = try differences(input, underNames, names: names)
    #expect(found.count == 6)
    #expect(found.allSatisfy { $0.1 == .underPropertyName }, "\(found)")
    // The same table leaves a design that writes JSON keys alone.
    #expect(try differences(input, input, names: names).isEmpty)
    // And a value changed under its property's name is still a difference of no known kind.
    let changed = #"{"id": 1, "id2": 7, "id3": 3, "plus1": 4, "minus1": 5, "field": "e", "total": 9}"#
    #expect(try differences(input, changed, names: names).contains { $0.0 == "$.id" && $0.1 == nil })
  }

  @Test(arguments: [
    (#"{"a": 1}"#, #"{"a": 2}"#), (#"{"a": "x"}"#, #"{}"#), (#"{"a": [1, 2]}"#, #"{"a": [1]}"#),
    (#"{"a": "2015-09-16T04:20:09Z"}"#, #"{"a": "2015-09-16T04:20:10Z"}"#), (#"{}"#, #"{"a": 5}"#),
    (#"{"ID": 1, "id": 2}"#, #"{"id": 1, "id2": 2}"#),
    // A dotted key whose value changed, under itself or nested, is not a key path finding nothing.
    (#"{"a.b": 1}"#, #"{"a.b": 2}"#), (#"{"a.b": 1}"#, #"{"a": {"b": 2}}"#),
    (#"{"": "x"}"#, #"{"": "y"}"#),
  ])
  func otherDifferencesAreUnexplained(_ input: String, _ output: String) throws {
    let found = try differences(input, output)
    #expect(!found.isEmpty)
    #expect(found.contains { $0.1 == nil }, "\(found)")
  }

  @Test(arguments: [
    (#"$.a.b"#, "b"), (#"$["x.y"]"#, "x.y"), (#"$.a[3]"#, "a"), (#"$["a \"q\""][0]"#, #"a "q""#), ("$", "$"),
  ])
  func lastKeyOfAPath(_ path: String, _ key: String) {
    #expect(SampleBehaviour.lastKey(path) == key)
  }

  @Test func pathsNameKeysAndIndexes() throws {
    let found = try differences(#"{"a b": [{"c": 1}, {"c": 2}]}"#, #"{"a b": [{"c": 1}, {"c": 3}]}"#)
    #expect(found.map(\.0) == [#"$["a b"][1].c"#])
  }

  /// GitHub's user through every implementation and the shared fixture model: the check runs each, and
  /// reports what the conformance matrix documents (hand-written and Codable keep every value).
  @Test func checksARealSample() throws {
    let url = Fixture.directory.appendingPathComponent("github_user.json")
    let document = SampleDocument.document("github_user", at: url, as: GitHubUser.self)
    let behaviour = document.check(Implementations.all, [:])
    #expect(behaviour.implementations == Implementations.all.map(\.displayName))
    #expect(behaviour.failures.isEmpty, "\(behaviour.failures)")
    let markdown = SampleBehaviour.markdown([behaviour], table: "behaviour.csv")
    #expect(markdown.hasPrefix("## Behaviour on your data"))
    #expect(markdown.contains("### github\\_user"))
    // Findings first: the table of implementation × kind, then a sentence per group, before any sample.
    let table = try #require(markdown.range(of: "| implementation | "))
    let sentence = try #require(markdown.range(of: "- **"))
    let sample = try #require(markdown.range(of: "### github"))
    #expect(table.lowerBound < sentence.lowerBound && sentence.lowerBound < sample.lowerBound)
    // Every difference is in the table beside, one line each.
    let csv = SampleBehaviour.csv([behaviour])
    #expect(csv.split(separator: "\n").count == behaviour.differences.count + 1)
    #expect(markdown.contains("`behaviour.csv` (\(behaviour.differences.count) rows)"))
  }

  @Test func aMissingSampleIsAFailureOfEveryImplementation() {
    let document = SampleDocument.document(
      "missing", at: URL(fileURLWithPath: "/nonexistent/missing.json"), as: GitHubUser.self)
    let behaviour = document.check(Implementations.all, [:])
    #expect(behaviour.failures.count == Implementations.all.count)
    #expect(behaviour.unexplained == Implementations.all.count)
  }
}
