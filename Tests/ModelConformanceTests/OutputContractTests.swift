import Foundation
import MappingSeam
import ModelConformance
import ModelFixtures
import Testing

/// Each conversion's rule (`OutputContract`): what it refuses and where, that model→dict's is
/// Foundation's `isValidJSONObject`, that the catalogue has a case for every rule, and that Hand-written's
/// checks keep what holds as it is.
@Suite struct OutputContractTests {
  nonisolated(unsafe) static let objects: [(String, [String: Any], String?)] = [
    ("plain", ["a": 1, "b": "x", "c": [1.5, NSNull()], "d": ["e": true]], nil),
    ("NaN at the top", ["a": Double.nan], "$.a"),
    ("infinity in an array", ["a": [1.0, -Double.infinity]], "$.a[1]"),
    ("an NSNumber NaN in an object", ["a": ["b": NSNumber(value: Double.nan)]], "$.a.b"),
    ("a date", ["when": Date(timeIntervalSince1970: 0)], "$.when"),
    ("NaN in coordinates", ["c": [[[1.0, 2.0]], [[3.0, .nan]]]], "$.c[1][0][1]"),
  ]

  @Test(arguments: objects.indices)
  func modelToDictIsFoundationsRuleWithAPlace(_ index: Int) {
    let (_, object, place) = Self.objects[index]
    let violation = OutputContract.modelToDict.violation(in: object)
    #expect(violation?.location == place)
    #expect((violation == nil) == JSONSerialization.isValidJSONObject(object))
  }

  @Test(arguments: [
    (#"{"a": 1}"#, nil), (" \n{}", nil), ("[1]", "$"), (#"{"a": NaN}"#, "byte 6"), (#"{"a": 1} x"#, "byte 9"),
    ("", "byte 0"),
  ])
  func modelToBytesIsStrictTextWithAnObject(text: String, place: String?) {
    #expect(OutputContract.modelToBytes.violation(in: Data(text.utf8))?.location == place)
  }

  @Test func archiveComparesWhatBothModelsWrite() {
    let written: [String: Any] = ["a": 1, "b": [2.5]]
    #expect(OutputContract.archive.violation(in: (written, ["a": NSNumber(value: 1), "b": [2.5]])) == nil)
    #expect(OutputContract.archive.violation(in: (written, ["a": 2, "b": [2.5]])) != nil)
  }

  /// Every rule is checked by at least one catalogue case, and every implementation has a row for it.
  @Test func everyRuleHasACatalogueCase() {
    let cases = Catalogue.all.filter { if case .contract = $0.observation { true } else { false } }
    let rules = Set(cases.map { $0.id.replacingOccurrences(of: "contract.", with: "") })
    let expected = Set(
      OutputContract.all.map {
        $0.id.replacingOccurrences(of: "→", with: "-to-")
      })
    #expect(rules == expected)
    #expect(cases.allSatisfy { $0.group == .contracts })
  }

  @Test func handWrittenChecksKeepWhatHoldsAndLeaveOutTheRest() {
    #expect(HandWritten.finite([1.0, 2.0]) == [1.0, 2.0])
    #expect(HandWritten.finite([1.0, .nan, .infinity, 2.0]) == [1.0, 2.0])
    #expect(HandWritten.finite([[[1.0, .nan]], [[2.0]]]) == [[[1.0]], [[2.0]]])
    #expect(HandWritten.finite(["a": 1.0, "b": -.infinity]) == ["a": 1.0])
    #expect(HandWritten.json(Date()) == nil)
    #expect(HandWritten.json(["a": 1, "b": ["c": Double.nan]] as [String: Any]).keys.sorted() == ["a"])
    #expect(HandWritten.json([1, "x", NSNull(), Double.infinity] as [Any]).count == 3)
    #expect(HandWritten.json([[1, Double.nan], ["k", 2]] as [[Any]]).map(\.count) == [1, 2])
    let parsed = try? JSONSerialization.jsonObject(with: Data(#"{"a": [1, {"b": null}], "c": 1.5}"#.utf8))
    #expect(HandWritten.json(parsed as Any) != nil)
  }
}
