import Foundation
import JSONText
import Testing
import YYStyle

/// Fields that hold JSON values as they are (`Any`, `[String: Any]`, `[[Double]]`, …), which YYStyle
/// reads typed and converts by their values' dynamic types: the dictionary pipeline and the direct front
/// end give the same model and the same JSON, a null or missing value leaves them empty, and a value
/// JSON cannot hold is left out as the original's `ModelToJSONObjectRecursive` leaves it out.
@Suite struct JSONValueFieldTests {
  struct Values: YYModel {
    var any: Any?
    var plainAny: Any = "unset"
    var object: [String: Any] = [:]
    var optionalObject: [String: Any]?
    var array: [Any] = []
    var objects: [[String: Any]] = []
    var doubles: [Double] = []
    var rings: [[[Double]]]?
    var flags: [Bool] = []
    var counts: [String: Int] = [:]
    var pairs: [[Any]] = []
    var name = ""
    // No hook reads or writes the dictionary: without this, both front ends went through the dictionary
    // engine, and the suite compared it with itself.
    static var modelDictionaryHooks: YYDictionaryHooks { [] }
  }

  /// Each document read both ways, and written back both ways: the same model, the same JSON.
  @Test(arguments: [
    #"{"any": 7, "plainAny": "x", "object": {"a": [1, {"b": null}]}, "optionalObject": {}, "array": [1, "a", true, null], "objects": [{"k": 1.5}], "doubles": [1.5, -0.0, 1e300], "rings": [[[1.25, 2], [3, 4]]], "flags": [true, false], "counts": {"a": 1}, "name": "n"}"#,
    #"{"any": null, "plainAny": null, "object": null, "optionalObject": null, "rings": null, "name": "n"}"#,
    #"{"any": {"nested": ["deep", {"deeper": 2.5}]}, "plainAny": [1, 2]}"#,
    #"{"any": "text", "doubles": [], "rings": [], "objects": []}"#,
    #"{}"#,
  ])
  func bothPipelinesAgree(_ text: String) throws {
    let data = Data(text.utf8)
    let both = try BothFrontEnds(Values.self, data)
    #expect(both.agree)
    let expected = both.expected
    // What was read is what is written: every key the document gave a non-null value comes back equal
    // (as Foundation compares values: `-0.0` is written back as `-0`).
    let document = try #require(try JSONReader.value(from: data) as? [String: Any])
    let back = try #require(try JSONReader.value(from: expected) as? [String: Any])
    for (key, value) in document where !(value is NSNull) {
      let returned = try #require(back[key], "\(key) was not written")
      #expect(NSDictionary(dictionary: ["v": value]).isEqual(to: ["v": returned]), "\(key)")
    }
  }

  /// Elements the dictionary engine's casts keep or drop: one by one in a field, a nested array whole or
  /// not at all, of a repeated key the last. The direct reader's typed containers keep the same ones.
  @Test(arguments: [
    #"{"doubles": [1, "2", null, 2.5, true, 9007199254740993, 1e300], "rings": [[[1.25, "x"], [3, 4]], [[5, 6e-1]], 7, [[]]]}"#,
    #"{"flags": [true, 1, "x", false, null], "counts": {"a": 1, "b": "2", "c": 1.5, "a": 3, "d": 18446744073709551615}}"#,
    #"{"rings": [[[1, 2]], [[3, null]]], "counts": {"a": 1, "a": "x"}, "doubles": {"not": "an array"}}"#,
    // A run of plain numbers stopped by each kind of element, then more numbers after it.
    #"{"doubles": [0.5, 7, -0, 12345678901234567890, 3.25, 1e-5, 100000000000000000000000, 9007199254740993, 2.5]}"#,
    #"{"rings": [[[1.5, 2.5, "x", 3.5], [0.1, 0.2]], [[1e2, 2E-2, -0, 123456789012345678]], [[0.5, [1]]]]}"#,
    #"{"doubles": [false, 1.5], "rings": [[[null, 1.5], [2.5, {}], []]]}"#,
  ])
  func elementsAreKeptAndDroppedAlikeByBothPipelines(_ text: String) throws {
    let data = Data(text.utf8)
    let viaDictionary = try #require(Values.yy_model(withJSON: data))
    let direct = try #require(try Values.yy_model(directFromJSON: data))
    #expect(direct.yy_modelIsEqual(viaDictionary))
    #expect(direct.doubles == viaDictionary.doubles)
    #expect(direct.rings == viaDictionary.rings)
    #expect(direct.flags == viaDictionary.flags)
    #expect(direct.counts == viaDictionary.counts)
  }

  @Test func nullAndMissingLeaveTheFieldsEmpty() throws {
    let model = try #require(
      try Values.yy_model(directFromJSON: Data(#"{"any": null, "optionalObject": null, "name": "n"}"#.utf8)))
    #expect(model.any == nil)
    #expect(model.optionalObject == nil)
    #expect(model.plainAny as? String == "unset")
    let dictionary = try #require(model.yy_modelToJSONObject() as? [String: Any])
    #expect(dictionary["any"] == nil)
    #expect(dictionary["optionalObject"] == nil)
    #expect(dictionary["name"] as? String == "n")
  }

  /// A value JSON cannot hold is left out of the output, in an `Any` field and inside a container, the
  /// same way by both writers.
  @Test func whatJSONCannotHoldIsLeftOut() throws {
    var model = Values()
    model.any = Double.nan
    model.plainAny = Date(timeIntervalSince1970: 0)
    model.doubles = [1, .infinity, 2]
    model.object = ["keep": 1, "drop": Double.nan, "data": Data([1])]
    model.rings = [[[.nan, 1]]]
    let dictionary = try #require(model.yy_modelToJSONObject() as? [String: Any])
    #expect(dictionary["any"] == nil)
    #expect(dictionary["doubles"] as? [Double] == [1, 2])
    #expect((dictionary["object"] as? [String: Any])?.keys.sorted() == ["keep"])
    #expect(dictionary["rings"] as? [[[Double]]] == [[[1]]])
    let written = try #require(model.yy_modelToJSONDataDirect())
    let expected = try #require(model.yy_modelToJSONData())
    #expect(try sortedJSON(written) == sortedJSON(expected))
  }

  /// Arrays of arrays of finite numbers are valid JSON and pass as they are; one NaN anywhere rebuilds
  /// them without it (above).
  @Test(
    arguments: [[[[1, 2], [3]], []], [[[-0.0, 1e308, .leastNonzeroMagnitude]]], []] as [[[[Double]]]])
  func ringsOfFiniteNumbersPassAsTheyAre(rings: [[[Double]]]) throws {
    var model = Values()
    model.rings = rings
    let dictionary = try #require(model.yy_modelToJSONObject() as? [String: Any])
    #expect(dictionary["rings"] as? [[[Double]]] == rings)
  }

  /// As the original's `isValidJSONObject:` check: a container that holds only JSON is written as it is
  /// (equal, its values' types kept); one holding a value to convert (a Float, a date) or nested past the
  /// pass-through depth is rebuilt, each value converted, under the graph guard.
  @Test func aContainerOfJSONIsWrittenAsItIsAndAnyOtherRebuilt() throws {
    var model = Values()
    model.object = ["n": 1, "s": "x", "b": true, "null": NSNull(), "d": 2.5, "list": [1, ["k": "v"]]]
    model.objects = [["a": 1], ["b": [1.5]]]
    model.array = [Float(1.5), "y"]
    var deep: Any = "bottom"
    for _ in 0..<40 { deep = ["level": deep] }
    model.any = deep
    let dictionary = try #require(model.yy_modelToJSONObject() as? [String: Any])
    let object = try #require(dictionary["object"] as? [String: Any])
    #expect(
      try JSONWriter.data(object, options: .sortedKeys) == JSONWriter.data(model.object, options: .sortedKeys)
    )
    #expect(object["n"] is Int && object["d"] is Double && object["b"] is Bool)
    #expect((dictionary["objects"] as? [[String: Any]])?.count == 2)
    // The Float is converted (the container rebuilt), the string kept.
    let array = try #require(dictionary["array"] as? [Any])
    #expect(array.first is Double && array.last as? String == "y")
    // 40 levels, past the pass-through depth: rebuilt, equal.
    var level = try #require(dictionary["any"])
    for _ in 0..<40 { level = try #require((level as? [String: Any])?["level"]) }
    #expect(level as? String == "bottom")
  }

  /// The direct writer writes a `[String: Any]` or `[Any]` field as it stands, checked as it is written;
  /// where the check fails part way (a value to convert, a level past the pass-through depth), what it
  /// wrote is taken back and the field is converted as the dictionary engine converts it: the same JSON
  /// either way, and the fields around it intact.
  @Test(arguments: 0..<7)
  func containersRefusedPartWayAreConvertedAsTheDictionaryEngineDoes(_ index: Int) throws {
    var deep: Any = "bottom"
    for _ in 0..<40 { deep = ["level": deep] }
    let objects: [[String: Any]] = [
      ["a": [1, 2.5, "x", NSNull(), true], "b": ["c": [:] as [String: Any]]],
      ["a": [1, 2, Double.nan], "z": "kept"],
      ["a": ["b": Float(0.5)], "c": 1],
      ["a": deep],
      ["date": Date(timeIntervalSince1970: 86_400), "n": NSNumber(value: Double.infinity)],
      ["model": ["x": 1, "list": [Values()]] as [String: Any]],
      [:],
    ]
    var model = Values()
    model.name = "before and after"
    model.object = objects[index]
    model.optionalObject = objects[(index + 1) % objects.count]
    model.array = [objects[index], 1, objects[(index + 2) % objects.count]]
    model.objects = [objects[(index + 3) % objects.count], objects[index]]
    model.pairs = [["key", objects[index]], [1, 2.5], []]
    let expected = try #require(model.yy_modelToJSONData())
    let written = try #require(model.yy_modelToJSONDataDirect())
    #expect(try sortedJSON(written) == sortedJSON(expected))
  }

}
