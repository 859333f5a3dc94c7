import Foundation
import ModelRuntime
import Testing

@testable import ModelScaffold

/// The inference on the edge cases a person's API throws at it: every test infers from JSON text and
/// checks the models a person would accept.
@Suite struct InferenceTests {
  func infer(_ texts: String..., name: String = "API") throws -> Schema { try Self.schema(texts, name: name) }

  /// The schema of samples given as JSON text, named `sample0`, `sample1`, … (also ConceptMergeTests').
  static func schema(_ texts: [String], name: String) throws -> Schema {
    try SchemaInference.infer(
      name: name,
      samples: texts.enumerated().map { SchemaInference.Sample(name: "sample\($0)", data: Data($1.utf8)) })
  }

  func model(_ schema: Schema, _ name: String) -> Schema.Model? { schema.models.first { $0.name == name } }

  func property(_ model: Schema.Model?, key: String) -> Schema.Property? {
    model?.properties.first { $0.key == key }
  }

  /// The edge-case sample beside this file (also scaffolded and built by `make scaffold-check`).
  func edgeCases() throws -> Schema {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Samples/edge_cases.json")
    return try SchemaInference.infer(
      name: "EdgeCases",
      samples: [SchemaInference.Sample(name: "edge_cases", data: try Data(contentsOf: url))])
  }

  @Test func swiftKeywordsBecomeNames() throws {
    let root = model(try edgeCases(), "EdgeCases")
    #expect(property(root, key: "class")?.name == "classValue")
    #expect(property(root, key: "default")?.name == "defaultValue")
    #expect(property(root, key: "self")?.name == "selfValue")
    #expect(property(root, key: "protocol")?.name == "protocolValue")
    #expect(property(root, key: "Type")?.name == "type")
    // Members of NSObject take the type's name in front.
    #expect(property(root, key: "description")?.name == "edgeCasesDescription")
    #expect(property(root, key: "hash")?.name == "edgeCasesHash")
    for property in root?.properties ?? [] {
      #expect(!Naming.keywords.contains(property.name), "\(property.name)")
    }
  }

  @Test func keysDifferingOnlyByCaseGetDistinctNames() throws {
    let root = model(try edgeCases(), "EdgeCases")
    let names = ["ID", "id", "Id"].compactMap { property(root, key: $0)?.name }
    #expect(names == ["id", "id2", "id3"])
    #expect(Set(root?.properties.map(\.name) ?? []).count == root?.properties.count)
  }

  @Test(arguments: [
    ("first name", "firstName"), ("last-name", "lastName"), ("2fa", "key2fa"), ("3d model", "key3dModel"),
    ("名前", "名前"), ("émoji 🎉 key", "émojiKey"), ("", "field"), ("a.b", "aB"),
    ("profile_image_url_https", "profileImageURLHTTPS"), ("userID", "userID"), ("HTMLBody", "htmlBody"),
    // Symbol keys are spelled out: reaction counts, ratings, handles.
    ("+1", "plus1"), ("-1", "minus1"), ("@", "at"), ("%", "percent"), ("#", "number"), ("123", "key123"),
  ])
  func keysBecomeLowerCamelCase(_ key: String, _ name: String) {
    #expect(Naming.propertyName(for: key, in: "Model", taken: []) == name)
  }

  @Test(arguments: [
    ("statuses", "status"), ("categories", "category"), ("indices", "index"), ("users", "user"),
    ("boxes", "box"), ("user_mentions", "user_mention"), ("people", "person"), ("news", "news"),
    ("status", "status"), ("glass", "glass"),
  ])
  func arrayElementsAreSingular(_ key: String, _ singular: String) {
    #expect(Naming.singular(key) == singular)
  }

  @Test func emptyArraysAndMixedArraysAreAny() throws {
    let schema = try infer(#"{"a": [], "b": [1, "x"], "c": [1, null], "d": [[1, 2], [3]], "e": [[]]}"#)
    let root = model(schema, "API")
    #expect(property(root, key: "a")?.type == .array(.any))
    #expect(property(root, key: "b")?.type == .array(.any))
    #expect(property(root, key: "c")?.type == .array(.any))
    #expect(property(root, key: "d")?.type == .array(.array(.int)))
    #expect(property(root, key: "e")?.type == .array(.array(.any)))
  }

  @Test func numbersAndBooleans() throws {
    let schema = try infer(
      #"{"i": 1, "f": 1.5, "m": 2, "b": true, "big": 123456789012345678901234, "u": 18446744073709551615}"#,
      #"{"i": 2, "f": 2, "m": 2.25, "b": false, "big": 1, "u": 1}"#)
    let root = model(schema, "API")
    #expect(property(root, key: "i")?.type == .int)
    #expect(property(root, key: "f")?.type == .double)
    #expect(property(root, key: "m")?.type == .double)
    #expect(property(root, key: "b")?.type == .bool)
    #expect(property(root, key: "big")?.type == .decimal)
    #expect(property(root, key: "u")?.type == .decimal)
  }

  @Test func missingOrNullSomewhereIsOptional() throws {
    let schema = try infer(
      #"{"items": [{"a": 1, "b": "x", "c": 1}, {"a": 2, "c": null}]}"#,
      #"{"items": [{"a": 3, "b": "y", "c": 2}]}"#)
    let item = model(schema, "Item")
    #expect(property(item, key: "a")?.optional == false)
    #expect(property(item, key: "b")?.optional == true)
    #expect(property(item, key: "c")?.optional == true)
    #expect(item?.count == 3)
  }

  @Test func nullInEverySampleIsAnUnknownType() throws {
    let root = model(try infer(#"{"x": null}"#, #"{"x": null}"#), "API")
    #expect(property(root, key: "x")?.type == .any)
    #expect(property(root, key: "x")?.alwaysNull == true)
  }

  @Test(arguments: [
    ("2015-09-16T12:20:09Z", SampleDateFormat.iso8601), ("2015-09-16T12:20:09.123+08:00", .iso8601),
    ("2011-01-26T19:01:12", .iso8601), ("Wed Aug 27 13:08:45 +0000 2008", .twitter),
    ("2015-09-16 12:20:09", .spaced),
  ])
  func datesAreRecognised(_ text: String, _ format: SampleDateFormat) throws {
    let root = model(try infer(#"{"at": "\#(text)"}"#), "API")
    #expect(property(root, key: "at")?.type == .date(format))
    let date = try #require(format.date(from: text))
    // Written back and read again: the same instant.
    #expect(format.date(from: format.string(from: date, like: .init(of: text))) == date)
  }

  @Test func aStringThatIsNotADateEverywhereIsAString() throws {
    let root = model(try infer(#"{"at": "2015-09-16T12:20:09Z"}"#, #"{"at": "soon"}"#), "API")
    #expect(property(root, key: "at")?.type == .string)
    #expect(property(model(try edgeCases(), "EdgeCases"), key: "not_a_date")?.type == .string)
  }

  @Test func idsAsObjectKeysMakeAMap() throws {
    let schema = try infer(
      #"{"events": {"138586341": {"name": "a"}, "138586345": {"name": "b", "logo": "x"}}, "#
        + #""pics": {"006uBMI5jw1f8o1dppr2vj30sg0sgq4s": {"w": 1}}, "names": {"1": "x", "2": "y"}}"#)
    let root = model(schema, "API")
    let event = try #require(model(schema, "Event"))
    #expect(
      property(root, key: "events")?.type == .map(.model(schema.models.firstIndex { $0.name == "Event" }!)))
    #expect(property(event, key: "logo")?.optional == true)
    #expect(property(root, key: "names")?.type == .map(.string))
    #expect(model(schema, "Pic") != nil)
  }

  @Test func equalShapesAtDifferentPathsShareAType() throws {
    let schema = try infer(
      #"{"author": {"login": "a", "id": 1}, "posts": [{"editor": {"login": "b", "id": 2}}]}"#)
    #expect(schema.models.filter { Set($0.properties.map(\.key)) == ["login", "id"] }.count == 1)
    let post = model(schema, "Post")
    let author = schema.models.firstIndex { $0.name == "Author" }
    #expect(property(post, key: "editor")?.type == .model(try #require(author)))
  }

  @Test func fiftyDeepNestingIsOneRecursiveModel() throws {
    let deep = model(try edgeCases(), "Deep")
    let index = try edgeCases().models.firstIndex { $0.name == "Deep" }
    #expect(property(deep, key: "child")?.type == .model(try #require(index)))
    // The leaf's own key is kept, optional.
    #expect(property(deep, key: "leaf")?.optional == true)
  }

  /// A thousand keys, a thousand distinct properties (the edge-case sample has 200, to keep the scaffolded
  /// package's release build short).
  @Test func aThousandKeyObject() throws {
    let keys = (0..<1_000).map { #""field_\#(String(format: "%04d", $0))": \#($0)"# }
    let wide = model(try infer(#"{"wide": {\#(keys.joined(separator: ", "))}}"#), "Wide")
    #expect(wide?.properties.count == 1_000)
    #expect(Set(wide?.properties.map(\.name) ?? []).count == 1_000)
    #expect(model(try edgeCases(), "Wide")?.properties.count == 200)
  }

  @Test func typeNamesAreUniqueAndNeverReserved() throws {
    let schema = try infer(
      #"{"url": {"a": 1}, "data": {"b": 1}, "x": {"url": {"c": 1}}, "date": {"d": 1}}"#)
    let names = schema.models.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names { #expect(!Naming.reservedTypeNames.contains(name), "\(name)") }
  }

  @Test func anArrayDocumentIsAWrappedWorkload() throws {
    let schema = try SchemaInference.infer(
      name: "Shop",
      samples: [
        SchemaInference.Sample(name: "orders", data: Data(#"[{"sku": "a"}, {"sku": "b", "price": 1}]"#.utf8))
      ])
    let root = try #require(schema.roots.first)
    #expect(root.wrapper == "OrderList")
    #expect(schema.models[root.model].name == "Order")
    #expect(property(schema.models[root.model], key: "price")?.optional == true)
  }

  @Test func samplesOfOneEndpointMerge() throws {
    let schema = try infer(#"{"a": 1, "b": 2}"#, #"{"a": 1, "b": 2, "c": 3}"#)
    #expect(schema.roots.map(\.model) == [0, 0])
    #expect(property(model(schema, "API"), key: "c")?.optional == true)
    // Different endpoints: two roots.
    let two = try infer(#"{"a": 1, "b": 2}"#, #"{"x": 1, "y": 2}"#)
    #expect(Set(two.roots.map(\.model)).count == 2)
  }

  @Test(arguments: [
    ("42", "scalar"), ("\"text\"", "scalar"), ("null", "scalar"), ("[1, 2]", "not all objects"),
    ("[[{}]]", "not all objects"),
  ])
  func unsupportedTopLevelsAreRefused(_ text: String, _ why: String) {
    #expect {
      try infer(text)
    } throws: { error in
      guard case .unsupportedTopLevel(_, let reason) = error as? ScaffoldError else { return false }
      return reason.contains(why)
    }
  }

  @Test func notJSONSaysWhereItStops() {
    #expect {
      try infer(#"{"a": 1,, "b": 2}"#)
    } throws: { error in
      guard case .notJSON(let sample, let reason) = error as? ScaffoldError else { return false }
      return sample == "sample0" && reason.contains("offset 8")
    }
  }

  @Test func noSamplesIsRefused() {
    #expect(throws: ScaffoldError.noSamples) { try SchemaInference.infer(name: "API", samples: []) }
  }

  /// Labels and annotations: keys that are no property's name (`.`, `/`, `:`, spaces), values of one
  /// kind — a map, as the API means; with values of several kinds, or at the root, still a model.
  @Test func objectsKeyedByNonNamesAreMaps() throws {
    let schema = try infer(
      #"""
      {"metadata": {
         "labels": {"app.kubernetes.io/name": "web", "tier": "front"},
         "annotations": {"example.io/restarted-at": "2024-01-01", "team": "a"},
         "limits": {"cpu": 2, "memory/gi": 4},
         "mixed": {"a.b": 1, "c": "x"},
         "plain": {"cpu": 1, "memory": 2}},
       "root.key": 1}
      """#)
    let metadata = model(schema, "Metadata")
    #expect(property(metadata, key: "labels")?.type == .map(.string))
    #expect(property(metadata, key: "annotations")?.type == .map(.string))
    #expect(property(metadata, key: "limits")?.type == .map(.int))
    #expect(
      property(metadata, key: "mixed")?.type == .model(schema.models.firstIndex { $0.name == "Mixed" }!))
    #expect(
      property(metadata, key: "plain")?.type == .model(schema.models.firstIndex { $0.name == "Plain" }!))
    #expect(property(model(schema, "API"), key: "root.key")?.type == .int)
  }

  /// Docker's `PortBindings`: ports → arrays of objects. No design's container hook reaches a model in a
  /// map's arrays, so the map holds its JSON as read.
  @Test func aMapOfArraysOfObjectsHoldsItsJSON() throws {
    let schema = try infer(#"{"host": {"PortBindings": {"22/tcp": [{"HostPort": "11022"}]}, "Name": "x"}}"#)
    #expect(property(model(schema, "Host"), key: "PortBindings")?.type == .map(.any))
  }

  @Test(arguments: [
    ("K8sPods", "K8sPods"), ("Shop", "Shop"), ("MyAPI", "MyAPI"), ("Shop_2", "Shop_2"), ("shop", "Shop"),
    ("my-api", "MyAPI"), ("my shop", "MyShop"), ("k8s_pods", "K8sPods"), ("Stripe.Events", "StripeEvents"),
  ])
  func packageNamesAreKeptOrMadeUpperCamel(_ typed: String, _ used: String) {
    #expect(Naming.packageName(typed) == used)
  }

  @Test(arguments: ["", "2Shop", "-", "123", "🎉"])
  func packageNamesWithoutALetterFirstAreRefused(_ typed: String) {
    #expect(Naming.packageName(typed) == nil)
  }
}
