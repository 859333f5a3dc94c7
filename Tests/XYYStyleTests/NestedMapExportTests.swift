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
    required init() {}
  }

  @Test func nestsExportTheirEntries() throws {
    let model = Nest()
    model.fields = ["a": ["b": ["c": 1, "u": URL(string: "https://example.com/x")!], "d": [:]], "e": [:]]
    model.counts = ["x": ["y": 2, "n": nil], "z": [:]]
    let dictionary = model.xyy_convertToDictionary(forJson: true)
    let text = try JSONWriter.data(dictionary, options: .sortedKeys)
    #expect(
      String(decoding: text, as: UTF8.self)
        == #"{"counts":{"x":{"n":null,"y":2},"z":{}},"fields":{"a":{"b":{"c":1,"u":"https://example.com/x"},"d":{}},"e":{}}}"#
    )
  }
}
