import BenchmarkKit
import Foundation
import MappingSuite
import ModelAdapters
import ModelConformance

extension DecisionFacts {
  /// The facts of ModelBench's own designs: the catalogue's groups and expectation tables, and the
  /// configuration the built-in models needed (`Sources/ModelAdapters/Conformances/FixtureModels+*.swift`,
  /// lines that are neither blank nor comments; nil where this checkout's sources are not beside the
  /// runner).
  static var modelBench: DecisionFacts {
    let tables = Implementations.expectedOutcomes
    let designs = Implementations.benchmarked.filter { !$0.isBaseline }.map(\.id)
    let behaviour = ConformanceCase.Group.allCases.map { group in
      let cases = Catalogue.all.filter { $0.group == group }
      let differing = cases.filter { testCase in
        Set(designs.compactMap { tables[$0]?[testCase.id] }).count > 1
      }
      return BehaviourGroup(group: group.rawValue, cases: cases.count, differing: differing.count)
    }
    let hostile = Catalogue.all.filter { $0.group == .badInput }
    var badInput: [String: BadInput] = [:]
    for implementation in Implementations.benchmarked {
      // An implementation without a table of its own (XYYStyle's field path shares XYYStyle's) says nothing.
      guard tables[implementation.id] != nil else { continue }
      let tokens = hostile.compactMap { tables[implementation.id]?[$0.id] }
      badInput[implementation.id] = BadInput(
        tokens.filter { $0 == "✗" }.count, tokens.filter { $0 != "✗" && $0 != "–" }.count, hostile.count)
    }
    var configuration: [String: Configuration] = [:]
    let files: [(String, [String], String)] = [
      ("yy", ["FixtureModels+YYStyle.swift"], "mappers and container classes"),
      ("mj", ["FixtureModels+MJStyle.swift"], "replaced keys, array classes and value hooks"),
      (
        "xyy", ["FixtureModels+XYYStyle.swift", "FixtureModels+XYYSetters.swift"],
        "key names, array classes and convert hooks, plus a declared setter per property for its setter path"
      ),
      ("xyy-field", ["FixtureModels+XYYStyle.swift"], "key names, array classes and convert hooks"),
    ]
    for (id, names, note) in files {
      let counts = names.compactMap(configurationLines(in:))
      if counts.count == names.count { configuration[id] = Configuration(counts.reduce(0, +), note) }
    }
    return DecisionFacts(
      behaviour: behaviour, badInput: badInput, configuration: configuration,
      differences: differences(tables))
  }

  /// Per implementation with a table, the catalogue cases whose outcome is not the most common one
  /// among the implementations that state one ("–", no outcome, counts as none).
  static func differences(_ tables: [String: [String: String]]) -> [String: Int] {
    var counts = tables.mapValues { _ in 0 }
    for testCase in Catalogue.all {
      let tokens = tables.compactMapValues { $0[testCase.id] }.filter { $0.value != "–" }
      let tally = Dictionary(grouping: tokens.values, by: { $0 }).mapValues(\.count)
      // A tie has no majority: nobody is counted as the odd one out.
      let top = tally.values.max() ?? 0
      guard tally.values.filter({ $0 == top }).count == 1,
        let majority = tally.first(where: { $0.value == top })?.key
      else { continue }
      for (id, token) in tokens where token != majority { counts[id, default: 0] += 1 }
    }
    return counts
  }

  /// Lines of one configuration file that are neither blank nor comments.
  static func configurationLines(in name: String) -> Int? {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/ModelAdapters/Conformances/\(name)")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return text.split(separator: "\n").filter { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }.count
  }
}
