import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing

/// Data that does not fit the models a scaffold inferred from earlier samples (the kinds workload's
/// models: every kind the scaffold generates): a number past Int64 where an integer was, a string where a
/// number was, an object where an array was, an array where a model was. Every implementation gives a
/// model (its lenient outcome) or an error value, never a trap; and what it gives for the other keys is
/// what it gives for the document without the misfit, so no model is left half-written.
@Suite struct MisfitValueTests {
  /// Each key and the JSON text put there instead of its sample's value.
  @Test(arguments: [
    ("kind_id", "18446744073709551616"), ("count", #""forty-two""#), ("ratio", #"{"not": "a number"}"#),
    ("tags", #"{"not": "an array"}"#), ("owner", "[1, 2, 3]"), ("entries", #""none""#),
    ("entries_by_id", #"[{"login": "x"}]"#), ("created_at", "17"), ("matrix", #"[["a"]]"#),
    ("big_number", #""12.5e400""#), ("labels", "[1]"), ("note", #"{"any": {"thing": true}}"#),
  ])
  func aMisfitGivesAModelOrAnErrorAndLeavesTheRestAlone(_ key: String, _ json: String) throws {
    let original = try #require(
      try JSONSerialization.jsonObject(with: Data(KindsSample.text.utf8)) as? [String: Any])
    var misfit = original
    misfit[key] = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
    var others = original
    others[key] = nil
    let text = try JSONSerialization.data(withJSONObject: misfit)
    // The misfit key as each implementation writes it: its JSON key, or its property's name (XYYStyle).
    let spellings = Set([key] + (FixtureKeys.propertyNames[key] ?? []))
    for implementation in Implementations.benchmarked {
      guard let codec = implementation.codec(for: KindsDocument.self) else { continue }
      let expected = try codec.encodeObject(try codec.decodeObject(others))
      for path in ["dict", "bytes"] {
        let model: KindsDocument
        do {
          model = path == "dict" ? try codec.decodeObject(misfit) : try codec.decodeData(text)
        } catch {
          continue  // an error value: nothing written
        }
        // Every other key reads as it does in the document without the misfit key.
        let written = try codec.encodeObject(model)
        for (other, value) in expected where !spellings.contains(other) {
          #expect(
            try canonical(value) == canonical(written[other] ?? NSNull()),
            "\(implementation.id) \(path): \(key) changed \(other)")
        }
      }
    }
  }

  /// A value as JSON text, keys sorted: numbers compare by value whether boxed or Swift's own.
  private func canonical(_ value: Any) throws -> String {
    String(
      decoding: try JSONSerialization.data(withJSONObject: ["v": value], options: .sortedKeys), as: UTF8.self)
  }
}
