import BenchmarkKit
import Foundation
import JSONText
import MappingSuite

/// The text layers measured on their own: `parse` (bytes → containers) and `serialize` (containers →
/// bytes) of a fixture, by JSONText and by Foundation's JSONSerialization, so the report shows how much of
/// bytes→model and model→bytes is text.
package enum TextLayerCases {
  /// The report rows' ids, one per layer.
  package static func id(of layer: JSONTextLayer) -> String {
    switch layer {
    case .modelBench: "jsontext"
    case .foundation: "jsonserialization"
    }
  }

  /// ModelBench's own text layer's row id (JSONText).
  package static var ownLayer: String { id(of: .modelBench) }
  /// The platform's text layer's row id (JSONSerialization).
  package static var platformLayer: String { id(of: .foundation) }

  /// The layers as report members: baselines, so "which design when" leaves them out.
  package static var members: [Lineup.Member] {
    JSONTextLayer.allCases.map {
      Lineup.Member(id: id(of: $0), displayName: $0.description, isBaseline: true)
    }
  }

  /// Parse and serialize of one input, on both layers.
  static func cases(workload: String, data: Data) -> [BenchmarkCase] {
    guard let parsed = try? JSONReader.value(from: data) else { return [] }
    let input = SharedInput((data: data, parsed: parsed))
    return JSONTextLayer.allCases.flatMap { layer in
      [
        BenchmarkCase(
          workload: workload, operation: .parse, implementation: id(of: layer), bytesPerOperation: data.count
        ) { try layer.parse(input.value.data) },
        BenchmarkCase(
          workload: workload, operation: .serialize, implementation: id(of: layer),
          bytesPerOperation: data.count
        ) { try layer.serialize(input.value.parsed) },
      ]
    }
  }
}

extension Workload {
  /// Adds the text layers' parse and serialize of the workload's text (`text`, read when the cases are
  /// made) to its own cases, with the ids they run under.
  mutating func measureTextLayers(_ text: @escaping @Sendable () throws -> Data) {
    let name = self.name
    ownCases = { (try? text()).map { TextLayerCases.cases(workload: name, data: $0) } ?? [] }
    ownImplementations = TextLayerCases.members.map(\.id)
  }
}

/// A parsed input shared read-only with the cases' bodies.
final class SharedInput<Value>: @unchecked Sendable {
  // @unchecked: the value is set once and only read.
  let value: Value
  init(_ value: Value) { self.value = value }
}
