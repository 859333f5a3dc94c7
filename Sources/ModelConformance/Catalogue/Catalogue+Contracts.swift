import Foundation
import MappingSeam
import ModelFixtures

extension Catalogue {
  /// A case for each conversion's `OutputContract`: values JSON cannot hold put into a model, from a
  /// dictionary and by code, then written out both ways; `NaN` in text; an archive round trip.
  static let contracts: [ConformanceCase] = [
    ConformanceCase(
      "contract.dict-to-model", .contracts, "NaN and infinities in a dictionary never reach the output",
      .probe, .decodeObject(["double": Double.nan, "float": Float.infinity, "int": 1]), .contract),
    ConformanceCase(
      "contract.bytes-to-model", .contracts, "NaN in text is not JSON: an error", .probe,
      .decode(#"{"double": NaN}"#), .contract),
    ConformanceCase(
      "contract.model-to-dict", .contracts, "a model holding NaN and infinities writes a valid object",
      .probe, .write(start: "{}", edit: holdNonFinite, path: .encodeObject), .contract),
    ConformanceCase(
      "contract.model-to-bytes", .contracts, "a model holding NaN and infinities writes RFC 8259 text",
      .probe, .write(start: "{}", edit: holdNonFinite, path: .encodeData), .contract),
    ConformanceCase(
      "contract.archive", .contracts, "an unarchived model writes what the archived one did", .probe,
      .archive(start: #"{"int": 42, "string": "s", "double": 2.5, "child": {"name": "c"}, "tags": ["t"]}"#),
      .contract),
  ]

  /// NaN and infinities where a model holds numbers, as code (not JSON text) can put them.
  private static let holdNonFinite: @Sendable (NSObject) -> Void = { model in
    guard let probe = model as? Probe else { return }
    probe.double = .nan
    probe.float = -.infinity
    probe.decimal = .nan
  }
}
