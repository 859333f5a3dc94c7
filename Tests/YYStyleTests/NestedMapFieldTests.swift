import Foundation
import JSONText
import Testing
import YYStyle

/// Fields typed as free-form nests of maps (a scaffold types Kubernetes' `fieldsV1` as seven levels of
/// `[String: …]`): the direct front end reads them as the dictionary engine casts them (a nested level
/// whole or not at all, of a repeated key the last, a top-level entry kept or dropped on its own) and
/// writes the JSON the dictionary engine makes of them.
@Suite struct NestedMapFieldTests {
  struct Nests: YYModel {
    var fields: [String: [String: [String: Any]]] = [:]
    var counts: [String: [String: Int]]?
    var objects: [[String: Any]] = []
    var byName: [String: [String: Any]] = [:]
    var name = ""
    // No hook reads or writes the dictionary, so both front ends are the direct ones.
    static var modelDictionaryHooks: YYDictionaryHooks { [] }
  }

  @Test(arguments: [
    #"{"fields": {"f:spec": {"f:replicas": {}, "k:{\"name\":\"a\"}": {".": {}, "f:image": {"x": [1, null]}}}, "f:status": {}}, "name": "n"}"#,
    #"{"fields": {"a": {"b": {}, "c": 1}, "d": {"e": {"f": 2.5}}, "g": [], "h": null, "i": {}}}"#,
    #"{"fields": {"a": {"b": 1, "b": {}}, "c": {"d": {}, "d": "x"}}, "counts": {"a": {"x": 1, "y": 2}, "b": {"x": "1"}, "c": {}}}"#,
    #"{"counts": {"a": {"x": 1.5}, "b": 3, "c": {"x": 1, "x": 2}}, "objects": [{"a": 1}, 2, {}, null, {"b": [{}]}]}"#,
    #"{"byName": {"a": {"x": {"y": {}}}, "b": "no", "c": {}}, "fields": "no", "objects": {"not": "an array"}}"#,
    #"{}"#,
  ])
  func bothPipelinesAgree(_ text: String) throws {
    let both = try BothFrontEnds(Nests.self, Data(text.utf8))
    #expect(both.agree)
    #expect(both.direct.counts == both.viaDictionary.counts)
    #expect(try json(both.direct.fields) == json(both.viaDictionary.fields))
    #expect(try json(both.direct.byName) == json(both.viaDictionary.byName))
    #expect(try json(both.direct.objects) == json(both.viaDictionary.objects))
    // Written back and read again, the model is the same.
    let again = try #require(try Nests.yy_model(directFromJSON: both.written))
    #expect(again.yy_modelIsEqual(both.direct))
  }

  /// A value JSON cannot hold is left out at any level of a nest, by both writers.
  @Test func valuesJSONCannotHoldAreLeftOut() throws {
    var model = Nests()
    model.fields = [
      "a": ["b": ["nan": Double.nan, "one": 1, "date": Date(timeIntervalSince1970: 0)]], "c": [:],
    ]
    model.byName = ["x": ["inf": Double.infinity, "s": "t"]]
    let expected = try #require(model.yy_modelToJSONData())
    let written = try #require(model.yy_modelToJSONDataDirect())
    #expect(try sortedJSON(written) == sortedJSON(expected))
    let back = try #require(try JSONReader.value(from: written) as? [String: Any])
    let inner = try #require(
      ((back["fields"] as? [String: Any])?["a"] as? [String: Any])?["b"] as? [String: Any])
    #expect(Set(inner.keys) == ["one", "date"])
  }

  /// As the original's `isValidJSONObject:` check: a nest that holds only JSON is returned as it is, its
  /// own type kept; one that holds a value to convert at any level, or nests past the pass-through depth,
  /// is rebuilt as maps of JSON's own.
  @Test func aNestOfJSONIsReturnedAsItIsAndAnyOtherRebuilt() throws {
    var model = Nests()
    model.fields = ["a": ["b": ["one": 1, "s": "t", "list": [1, NSNull()]]], "c": [:]]
    model.counts = ["x": ["y": 2]]
    let dictionary = try #require(model.yy_modelToJSONObject() as? [String: Any])
    #expect(type(of: try #require(dictionary["fields"])) == [String: [String: [String: Any]]].self)
    #expect(dictionary["counts"] as? [String: [String: Int]] == model.counts)
    model.fields["c"] = ["d": ["when": Date(timeIntervalSince1970: 0)]]
    let rebuilt = try #require(model.yy_modelToJSONObject() as? [String: Any])
    let fields = try #require(rebuilt["fields"])
    #expect(type(of: fields) == [String: Any].self)
    let when = ((fields as? [String: Any])?["c"] as? [String: Any])?["d"] as? [String: Any]
    #expect(when?["when"] is String)
    // 40 levels of one map type: past the pass-through depth, rebuilt, and equal.
    struct Deep: YYModel {
      var nest: [String: Any] = [:]
      static var modelDictionaryHooks: YYDictionaryHooks { [] }
    }
    var deep: [String: Any] = ["end": 1]
    for _ in 0..<40 { deep = ["k": ["k": deep] as [String: [String: Any]]] }
    let written = try #require(Deep(nest: deep).yy_modelToJSONObject() as? [String: Any])
    #expect(try json(written["nest"] as Any) == json(deep))
  }

  /// A nest of one map type deeper than the pass-through depth is checked as far as its values go: one
  /// whose values stop within the depth is returned as it is, one with a value past it is rebuilt.
  @Test func aDeepNestIsCheckedAsFarAsItsValuesGo() throws {
    struct Deep: YYModel {
      var nest: Any = 0
      static var modelDictionaryHooks: YYDictionaryHooks { [] }
    }
    func level<T>(_ inner: T) -> [String: T] { ["k": inner] }
    func threeLevels<T>(_ inner: T) -> [String: [String: [String: T]]] { level(level(level(inner))) }
    // 34 levels of maps, an `Int` in the innermost.
    let ten = threeLevels(threeLevels(threeLevels(["v": 1] as [String: Int])))
    let twentyTwo = threeLevels(threeLevels(threeLevels(threeLevels(ten))))
    let full = threeLevels(threeLevels(threeLevels(threeLevels(twentyTwo))))
    var shallow = full
    shallow["k"]?["k"]?["k"] = [:]
    var empty = full
    empty.removeAll()
    for kept in [shallow, empty] {
      let written = try #require(Deep(nest: kept).yy_modelToJSONObject() as? [String: Any])
      #expect(type(of: try #require(written["nest"])) == type(of: full))
      #expect(try json(written["nest"] as Any) == json(kept))
    }
    let rebuilt = try #require(Deep(nest: full).yy_modelToJSONObject() as? [String: Any])
    #expect(type(of: try #require(rebuilt["nest"])) == [String: Any].self)
    #expect(try json(rebuilt["nest"] as Any) == json(full))
  }

  /// Nests deeper than the casts' specialized innermost levels, of JSON's objects and of ints, read by
  /// both front ends as the runtime's cast of each entry keeps them: whole entries kept or dropped, at
  /// whatever depth a value does not fit.
  @Test(arguments: [
    #"{"objects": {"a": {"b": {"c": {"d": {"e": 1}}}}, "f": {"g": {"h": {}}}, "i": {"j": 2}, "k": {}}, "ints": {"a": {"b": {"c": {"d": 1}}}, "e": {"f": {"g": {"h": "x"}}}, "i": {"j": {}}}}"#,
    #"{"objects": {"a": {"b": {"c": {"d": {}}}}, "a": {"b": {}}, "l": [], "m": null}, "ints": {"a": {"b": {"c": {"d": 1.5}}}, "e": {"f": {"g": {"h": 2, "i": 3}}}}}"#,
  ])
  func deepNestsKeepWhatTheCastKeeps(_ text: String) throws {
    typealias Objects = [String: [String: [String: [String: Any]]]]
    typealias Ints = [String: [String: [String: Int]]]
    struct Deep: YYModel {
      var objects: [String: Objects] = [:]
      var ints: [String: Ints] = [:]
      static var modelDictionaryHooks: YYDictionaryHooks { [] }
    }
    let parsed = try #require(try JSONReader.value(from: Data(text.utf8)) as? [String: Any])
    let objects = try #require(parsed["objects"] as? [String: Any]).filter { $0.value is Objects }
    let ints = try #require(parsed["ints"] as? [String: Any]).compactMapValues { $0 as? Ints }
    let both = try BothFrontEnds(Deep.self, Data(text.utf8))
    for model in [both.direct, both.viaDictionary] {
      #expect(model.ints == ints)
      #expect(try json(model.objects) == json(objects))
    }
    #expect(!ints.isEmpty && !objects.isEmpty)
  }

  /// A field's value as JSON with sorted keys, to compare nests of maps.
  private func json(_ value: Any) throws -> Data {
    try JSONWriter.data(["v": value] as [String: Any], options: .sortedKeys)
  }
}
