import Foundation
import JSONText
import Testing
import YYStyle

/// A type whose `modelCustomTransform(to:)` names its keys (`modelTransformToKeys`): YYStyle (direct)
/// writes it property by property and gives the hook those keys alone, with the JSON the dictionary
/// pipeline writes.
@Suite struct DirectTransformTests {
  /// The keys each hook call was given, kept out of the model's JSON (`let` properties are not mapped).
  final class Seen: @unchecked Sendable {
    var keys: [[String]] = []
  }

  final class Stamped: YYModel {
    var id = 0
    var at: Date?
    var secret: String?
    var label = "stamped"
    var child: StampedValue?
    var children: [Stamped] = []
    let seen = Seen()
    required init() {}

    static var modelDictionaryHooks: YYDictionaryHooks { [.transformTo] }
    static var modelTransformToKeys: [String]? { ["at", "secret", "added"] }
    func modelCustomTransform(to dictionary: inout [String: Any]) -> Bool {
      seen.keys.append(dictionary.keys.sorted())
      if let at { dictionary["at"] = "at \(Int(at.timeIntervalSince1970 * 1000)) ms" }
      dictionary["secret"] = nil
      dictionary["added"] = id
      dictionary["unnamed"] = [id, id]
      return id != 13
    }
  }

  struct StampedValue: YYModel {
    var count = 0
    var at: Date?

    static var modelDictionaryHooks: YYDictionaryHooks { [.transformTo] }
    static var modelTransformToKeys: [String]? { ["at"] }
    func modelCustomTransform(to dictionary: inout [String: Any]) -> Bool {
      if let at { dictionary["at"] = at.timeIntervalSince1970 }
      return count >= 0
    }
  }

  private static func graph(childCount: Int = 2) -> Stamped {
    let root = Stamped()
    root.id = 1
    root.at = Date(timeIntervalSince1970: 1_700_000_000.25)
    root.secret = "hidden"
    root.child = StampedValue(count: 3, at: Date(timeIntervalSince1970: 12))
    root.children = (0..<4).map { index in
      let child = Stamped()
      child.id = [2, 13, 4, 5][index]
      child.at = index == 2 ? nil : Date(timeIntervalSince1970: Double(index))
      child.child = StampedValue(count: index == 3 ? -1 : index, at: nil)
      return child
    }
    return root
  }

  private func canonical(_ text: Data) throws -> Data {
    try JSONWriter.data(try JSONReader.value(from: text), options: .sortedKeys)
  }

  @Test func writesWhatTheDictionaryPipelineWrites() throws {
    let root = Self.graph()
    let expected = try #require(root.yy_modelToJSONData())
    let written = try #require(root.yy_modelToJSONDataDirect())
    #expect(try canonical(written) == canonical(expected))
    // What the hooks did is in the text: a refused element (13) and a refused value (count -1) are left out.
    let object = try #require(try JSONReader.value(from: written) as? [String: Any])
    #expect(object["at"] as? String == "at 1700000000250 ms")
    #expect(object["secret"] == nil)
    #expect(object["added"] as? Int == 1)
    #expect(object["unnamed"] as? [Int] == [1, 1])
    let children = try #require(object["children"] as? [[String: Any]])
    #expect(children.map { $0["id"] as? Int } == [2, 4, 5])
    #expect(children[2]["child"] == nil)
    #expect((object["child"] as? [String: Any])?["at"] as? Double == 12)
  }

  @Test func theHookIsGivenItsNamedKeysAlone() throws {
    let root = Self.graph()
    _ = try #require(root.yy_modelToJSONDataDirect())
    #expect(root.seen.keys == [["at", "secret"]])
    root.seen.keys = []
    _ = try #require(root.yy_modelToJSONData())
    #expect(root.seen.keys.first?.contains("label") == true)
  }

  @Test func aRefusalAtTheTopMeansNoText() {
    let root = Self.graph()
    root.id = 13
    #expect(root.yy_modelToJSONData() == nil)
    #expect(root.yy_modelToJSONDataDirect() == nil)
    #expect(StampedValue(count: -1).yy_modelToJSONDataDirect() == nil)
  }
}
