import Foundation
import JSONText
import MJStyle
import Testing

/// Free-form nests of maps (a scaffold types Kubernetes' `fieldsV1` as seven levels of `[String: …]`)
/// export entry by entry, each value as any other: a URL deep inside becomes its string, empty maps stay.
@Suite struct MJNestedMapExportTests {
  struct Nest: MJKeyValue {
    var fields: [String: [String: [String: Any]]] = [:]
    var counts: [String: [String: Int]] = [:]
    var links: [[URL]] = []
    var tags: [String] = []
    var children: [Child] = []
  }

  struct Child: MJKeyValue {
    var name = ""
  }

  @Test func nestsExportTheirEntries() throws {
    var model = Nest()
    model.fields = ["a": ["b": ["c": 1, "u": URL(string: "https://example.com/x")!], "d": [:]], "e": [:]]
    model.counts = ["x": ["y": 2], "z": [:]]
    let keyValues = model.mj_keyValues()
    let text = try JSONWriter.data(keyValues, options: .sortedKeys)
    #expect(
      String(decoding: text, as: UTF8.self)
        == #"{"children":[],"counts":{"x":{"y":2},"z":{}},"fields":{"a":{"b":{"c":1,"u":"https://example.com/x"},"d":{}},"e":{}},"links":[],"tags":[]}"#
    )
  }

  /// Typed arrays export element by element as their own types: models become dictionaries, URLs their
  /// strings at any depth, an array of strings stands as it is.
  @Test func typedArraysExportTheirElements() throws {
    var model = Nest()
    model.links = [[URL(string: "https://example.com/a")!], []]
    model.tags = ["t", "u"]
    model.children = [Child(name: "c"), Child(name: "d")]
    let keyValues = model.mj_keyValues()
    #expect(keyValues["tags"] as? [String] == ["t", "u"])
    let text = try JSONWriter.data(keyValues, options: .sortedKeys)
    #expect(
      String(decoding: text, as: UTF8.self)
        == #"{"children":[{"name":"c"},{"name":"d"}],"counts":{},"fields":{},"links":[["https://example.com/a"],[]],"tags":["t","u"]}"#
    )
  }
}
