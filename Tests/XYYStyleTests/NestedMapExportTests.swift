import Foundation
import JSONText
import Testing
import XYYStyle

/// Free-form nests of maps (a scaffold types Kubernetes' `fieldsV1` as seven levels of `[String: …]`)
/// export entry by entry through `convertToJsonValue`: a URL deep inside becomes its string, a nil its
/// NSNull, empty maps stay.
@Suite struct XYYNestedMapExportTests {
  final class Nest: XYYJsonModel {
    var fields: [String: [String: [String: Any]]] = [:]
    var counts: [String: [String: Int?]] = [:]
    var links: [[URL]] = []
    var tags: [String] = []
    var children: [Child] = []
    required init() {}
  }

  final class Child: XYYJsonModel {
    var name = ""
    required init() {}
    init(name: String) { self.name = name }
  }

  @Test func nestsExportTheirEntries() throws {
    let model = Nest()
    model.fields = ["a": ["b": ["c": 1, "u": URL(string: "https://example.com/x")!], "d": [:]], "e": [:]]
    model.counts = ["x": ["y": 2, "n": nil], "z": [:]]
    let dictionary = model.xyy_convertToDictionary(forJson: true)
    let text = try JSONWriter.data(dictionary, options: .sortedKeys)
    #expect(
      String(decoding: text, as: UTF8.self)
        == #"{"children":[],"counts":{"x":{"n":null,"y":2},"z":{}},"fields":{"a":{"b":{"c":1,"u":"https://example.com/x"},"d":{}},"e":{}},"links":[],"tags":[]}"#
    )
  }

  /// Typed arrays convert element by element as their own types: models become dictionaries, URLs their
  /// strings at any depth, an array of strings stands as it is.
  @Test func typedArraysExportTheirElements() throws {
    let model = Nest()
    model.links = [[URL(string: "https://example.com/a")!], []]
    model.tags = ["t", "u"]
    model.children = [Child(name: "c"), Child(name: "d")]
    let dictionary = model.xyy_convertToDictionary(forJson: true)
    #expect(dictionary["tags"] as? [String] == ["t", "u"])
    let text = try JSONWriter.data(dictionary, options: .sortedKeys)
    #expect(
      String(decoding: text, as: UTF8.self)
        == #"{"children":[{"name":"c"},{"name":"d"}],"counts":{},"fields":{},"links":[["https://example.com/a"],[]],"tags":["t","u"]}"#
    )
  }
}
