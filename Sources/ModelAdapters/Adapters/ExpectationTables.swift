import Foundation
import MappingSeam

/// The conformance catalogue's expected outcomes of each implementation this module defines.
///
/// One JSON file per implementation, named by its id, in `Expectations/` (case id → token in the
/// catalogue's notation). They are data, not code: recorded from a run with `modelbench conformance
/// --discover`, then reviewed row by row against the implementation's rules; a change in behaviour fails
/// the suite until the file says why.
enum ExpectationTables {
  /// The table of `implementation`; empty when its file is missing or unreadable, which the suite reports
  /// as a missing row for every case rather than a pass.
  static func table(for implementation: any MappingImplementation) -> [String: String] {
    guard
      let url = Bundle.module.url(
        forResource: implementation.id, withExtension: "json", subdirectory: "Expectations"),
      let data = try? Data(contentsOf: url),
      let table = try? JSONSerialization.jsonObject(with: data) as? [String: String]
    else { return [:] }
    return table
  }
}
