import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing

@testable import BenchmarkCommands

/// The behaviour check: the comparison of two JSON trees, and the check of a real sample through every
/// implementation.
@Suite struct SampleBehaviourTests {
  func differences(_ input: String, _ output: String) throws -> [(String, String?)] {
    let left = try JSONSerialization.jsonObject(with: Data(input.utf8))
    let right = try JSONSerialization.jsonObject(with: Data(output.utf8))
    var found: [(String, String?)] = []
    JSONTreeComparison.compare(left, right, path: "$") { path, a, b, note in
      found.append((path, note ?? JSONTreeComparison.explain(a, b)))
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
    (#"{"a": null}"#, #"{}"#, "a null is left out"),
    (#"{}"#, #"{"a": null}"#, "written as null"),
    (#"{"a": null}"#, #"{"a": 0}"#, "empty value"),
    (#"{}"#, #"{"a": []}"#, "empty value"),
    (#"{"a": []}"#, #"{}"#, "an empty array is left out"),
    (
      #"{"a": "Wed Sep 16 12:20:09 +0800 2015"}"#, #"{"a": "Wed Sep 16 04:20:09 +0000 2015"}"#, "same instant"
    ),
    (#"{"a": "2015-09-16T04:20:09Z"}"#, #"{"a": "Wed Sep 16 04:20:09 +0000 2015"}"#, "same instant"),
    (#"{"a": true}"#, #"{"a": 1}"#, "a boolean is written as a number"),
    (#"{"created_at": 1}"#, #"{"createdAt": 1}"#, "property's name `createdAt`"),
    (#"{"description": "x"}"#, #"{"userDescription": "x"}"#, "property's name `userDescription`"),
    (#"{"a.b": 1}"#, #"{"a": {"b": 1}}"#, "key path"),
  ])
  func knownKindsAreExplained(_ a: String, _ b: String, _ why: String) throws {
    let found = try differences(a, b)
    #expect(found.count == 1)
    #expect(found.first?.1?.contains(why) == true, "\(found)")
  }

  @Test(arguments: [
    (#"{"a": 1}"#, #"{"a": 2}"#), (#"{"a": "x"}"#, #"{}"#), (#"{"a": [1, 2]}"#, #"{"a": [1]}"#),
    (#"{"a": "2015-09-16T04:20:09Z"}"#, #"{"a": "2015-09-16T04:20:10Z"}"#), (#"{}"#, #"{"a": 5}"#),
    (#"{"ID": 1, "id": 2}"#, #"{"id": 1, "id2": 2}"#),
  ])
  func otherDifferencesAreUnexplained(_ input: String, _ output: String) throws {
    let found = try differences(input, output)
    #expect(!found.isEmpty)
    #expect(found.contains { $0.1 == nil }, "\(found)")
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
    let behaviour = document.check(Implementations.all)
    #expect(behaviour.implementations == Implementations.all.map(\.displayName))
    #expect(behaviour.failures.isEmpty, "\(behaviour.failures)")
    let markdown = SampleBehaviour.markdown([behaviour])
    #expect(markdown.hasPrefix("## Behaviour on your data"))
    #expect(markdown.contains("### github\\_user"))
  }

  @Test func aMissingSampleIsAFailureOfEveryImplementation() {
    let document = SampleDocument.document(
      "missing", at: URL(fileURLWithPath: "/nonexistent/missing.json"), as: GitHubUser.self)
    let behaviour = document.check(Implementations.all)
    #expect(behaviour.failures.count == Implementations.all.count)
    #expect(behaviour.unexplained == Implementations.all.count)
  }
}
