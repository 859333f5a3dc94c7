import Foundation
import Testing

@testable import ModelScaffold

/// One type per concept: places whose objects share most keys become one model, a resource nested in
/// itself is recursive, a type met at several paths takes its most common name, array elements are singular.
@Suite struct ConceptMergeTests {
  func infer(_ texts: String..., name: String = "API") throws -> Schema {
    try InferenceTests.schema(texts, name: name)
  }

  func index(_ schema: Schema, _ name: String) throws -> Int {
    try #require(schema.models.firstIndex { $0.name == name }, "no \(name) in \(schema.models.map(\.name))")
  }

  func property(_ schema: Schema, _ model: String, _ key: String) throws -> Schema.Property {
    let model = schema.models[try index(schema, model)]
    return try #require(model.properties.first { $0.key == key })
  }

  /// Each real API payload of scaffold-check's corpus (`Samples/real`, scaffolded alone): the classes a
  /// person would write, one per concept, no element type plural.
  @Test(arguments: [
    ("docker_container_create", ["P", "Mount", "HostConfig", "PortBinding", "RestartPolicy", "LogConfig"]),
    (
      "kubernetes_admission_review",
      ["P", "Request", "Kind", "Resource", "UserInfo", "Object", "Options", "Metadata", "Spec", "Toleration"]
    ),
    (
      "spotify_player_state",
      ["P", "Item", "Context", "Device", "Album", "Artist", "ExternalIDs", "ExternalURLs", "Image"]
    ),
    ("stripe_charge", ["P", "Outcome", "Refunds", "Source"]),
    (
      "stripe_payment_intent",
      [
        "P", "Charges", "Metadata", "NextAction", "Shipping", "TransferData", "Datum", "RedirectToURL",
        "Address",
      ]
    ),
  ])
  func theCorpusPayloadsHaveTheClassesAPersonWouldWrite(_ payload: String, _ classes: [String]) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Samples/real/\(payload).json")
    let schema = try SchemaInference.infer(
      name: "P", samples: [SchemaInference.Sample(name: payload, data: try Data(contentsOf: url))])
    #expect(schema.models.map(\.name) == classes)
  }

  /// A status quoting another status with fewer keys, each with an account, the quoted one's smaller.
  @Test func aResourceNestedInItselfIsRecursive() throws {
    let account = #""id": "1", "username": "a", "display_name": "A", "followers_count": 3"#
    let schema = try infer(
      #"""
      {"id": "10", "content": "hi", "created_at": "2024-01-02T03:04:05Z", "reblogs_count": 1, "sensitive": false,
       "language": "en", "url": "https://example.com/10", "account": {\#(account), "bot": false, "note": "n"},
       "quote": {"id": "9", "content": "q", "created_at": "2024-01-01T03:04:05Z", "reblogs_count": 0,
                 "sensitive": true, "url": "https://example.com/9", "account": {\#(account), "bot": true}}}
      """#, name: "Status")
    #expect(schema.models.map(\.name).sorted() == ["Account", "Status"])
    let status = try index(schema, "Status")
    let quote = try property(schema, "Status", "quote")
    #expect(quote.type == .model(status) && quote.optional)
    #expect(try property(schema, "Status", "account").type == .model(try index(schema, "Account")))
    // Keys only some objects had are optional; the rest keep their kind.
    #expect(try property(schema, "Status", "language").optional)
    #expect(try property(schema, "Account", "note").optional)
    #expect(try property(schema, "Account", "followers_count").type == .int)
  }

  /// One user type met under five keys, `user` twice: `User`, whichever path came first.
  @Test func aTypeMetAtSeveralPathsTakesItsMostCommonName() throws {
    func user(_ login: String) -> String {
      #"{"login": "\#(login)", "id": 1, "avatar_url": "https://a/\#(login)", "type": "User", "site_admin": false}"#
    }
    let schema = try infer(
      #"""
      {"sender": \#(user("s")), "repository": {"name": "r", "owner": \#(user("o"))},
       "issue": {"number": 1, "user": \#(user("u")), "assignee": \#(user("a"))},
       "comment": {"body": "b", "user": \#(user("c"))}}
      """#, name: "Webhook")
    let users = schema.models.filter { $0.properties.contains { $0.key == "login" } }
    #expect(users.map(\.name) == ["User"])
    let user = try index(schema, "User")
    for (model, key) in [
      ("Webhook", "sender"), ("Repository", "owner"), ("Issue", "assignee"), ("Comment", "user"),
    ] {
      #expect(try property(schema, model, key).type == .model(user))
    }
  }

  /// Two keys ending in the same word: the word names the type.
  @Test func aCommonLastWordNamesTheType() throws {
    let commit = #"{"sha": "1", "message": "m", "author": "a"}"#
    let schema = try infer(#"{"head_commit": \#(commit), "base_commit": \#(commit)}"#)
    #expect(schema.models.map(\.name).sorted() == ["API", "Commit"])
  }

  @Test(arguments: [
    ("emojis", "Emoji"), ("statuses", "Status"), ("categories", "Category"), ("analyses", "Analysis"),
  ])
  func arrayElementsAreSingular(_ key: String, _ type: String) throws {
    let schema = try infer(#"{"\#(key)": [{"shortcode": "x", "url": "u"}]}"#)
    #expect(schema.models.map(\.name).contains(type), "\(schema.models.map(\.name))")
  }

  /// A number under a key of one and a string under it in the other: two types, each kind kept.
  @Test func aKindConflictKeepsTwoTypes() throws {
    let schema = try infer(
      #"""
      {"a": {"id": 1, "name": "x", "size": 2, "color": "red"},
       "b": {"id": "1", "name": "y", "size": 3, "color": "blue"}}
      """#)
    #expect(schema.models.map(\.name).sorted() == ["A", "API", "B"])
    #expect(try property(schema, "A", "id").type == .int)
    #expect(try property(schema, "B", "id").type == .string)
  }

  /// Few keys in common: two concepts, however alike their names.
  @Test func aSmallOverlapKeepsTwoTypes() throws {
    let schema = try infer(
      #"{"label": {"id": 1, "name": "x", "color": "red"}, "milestone": {"id": 2, "name": "y", "due_on": "z", "state": "open"}}"#
    )
    #expect(schema.models.map(\.name).sorted() == ["API", "Label", "Milestone"])
  }

  /// Shapes that merge into cycles through several types, or into a type holding an array of itself: the
  /// inference ends with a model graph.
  @Test func cyclesOfMergedShapesEnd() throws {
    let schema = try infer(
      #"""
      {"id": 1, "name": "root", "kind": "a", "children": [{"id": 2, "name": "c", "kind": "b", "children": []}],
       "parent": {"id": 0, "name": "p", "kind": "c", "children": [], "owner": {"login": "x", "team": {"slug": "t", "lead": {"login": "y", "team": {"slug": "u"}}}}}}
      """#, name: "Node")
    let node = try index(schema, "Node")
    #expect(try property(schema, "Node", "children").type == .array(.model(node)))
    #expect(try property(schema, "Node", "parent").type == .model(node))
    let team = try index(schema, "Team")
    #expect(try property(schema, "Owner", "team").type == .model(team))
    #expect(try property(schema, "Team", "lead").type == .model(try index(schema, "Owner")))
  }

  /// 10 000 objects of 50 slightly different shapes at one path, and 500 places of one concept: the
  /// inference ends in moments (the scaffold's own budget, 3 s and 300 MB, is held by scaffold-check).
  @Test func manyShapesAndPlacesEnd() throws {
    let records = (0..<10_000).map { index in
      let shape = index % 50
      return "{" + (0..<8).map { #""k\#(($0 + shape) % 12)": \#($0)"# }.joined(separator: ", ") + "}"
    }
    let places = (0..<500).map { #""p\#($0)": {"id": \#($0), "name": "n", "extra\#($0 % 3)": true}"# }
    let started = ContinuousClock.now
    let schema = try infer(
      #"{"items": [\#(records.joined(separator: ", "))], \#(places.joined(separator: ", "))}"#)
    #expect(ContinuousClock.now - started < .seconds(30))
    #expect(schema.models.count <= 5, "\(schema.models.map(\.name))")
  }
}
