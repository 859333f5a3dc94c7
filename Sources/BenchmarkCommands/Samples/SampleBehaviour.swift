import BenchmarkKit
import Foundation
import JSONText
import MappingSeam

/// How each implementation round-trips one sample: decoded from its bytes, encoded back, read again and
/// compared with the input, value by value, and with the other implementations' output.
///
/// Every difference is listed with its JSON path and the implementation, and explained where it is one
/// of the documented kinds (a null left out, a date written in another layout of the same instant, …);
/// a difference of no such kind, or an implementation that fails, is *unexplained*, and fails the check.
package struct SampleBehaviour: Sendable {
  package struct Difference: Sendable, Hashable {
    /// Where, as a JSON path (`$.statuses[3].created_at`).
    package var path: String
    /// The implementation's display name.
    package var implementation: String
    /// The input's value there, as JSON text; nil where the input had no such key.
    package var input: String?
    /// The output's value there; nil where the output has no such key.
    package var output: String?
    /// What kind of difference it is; nil when it is none of the known kinds.
    package var kind: BehaviourKind?
    /// What the kind names here: the property name a key was written under.
    package var detail: String?

    /// The kind's explanation, with its detail; nil when unexplained.
    package var explanation: String? {
      guard let kind else { return nil }
      guard let detail else { return kind.explanation }
      return kind == .underPropertyName
        ? "written under its property's name `\(detail)`, not its JSON key" : kind.explanation
    }
  }

  package var sample: String
  /// The implementations checked, by display name, in order.
  package var implementations: [String]
  /// Implementations that could not decode or encode the sample, with why.
  package var failures: [String: String]
  package var differences: [Difference]
  /// Groups of implementations whose output trees are equal, each group in order.
  package var agreeing: [[String]]

  /// Failures and differences of no known kind.
  package var unexplained: Int { failures.count + differences.count { $0.kind == nil } }

  /// Whether every implementation reads the sample back exactly as it was.
  package var isLossless: Bool { failures.isEmpty && differences.isEmpty }

  /// Runs the check of one sample: `load` gives its bytes and the same JSON read (the workload's loader).
  /// `names` gives each JSON key the property names it was given, for designs that write by property name.
  static func check<Model>(
    sample: String, type: Model.Type, implementations: [any MappingImplementation], wrapper: String?,
    names: [String: [String]] = [:], load: () throws -> (data: Data, object: [String: Any])
  ) -> SampleBehaviour {
    var result = SampleBehaviour(
      sample: sample, implementations: implementations.map(\.displayName), failures: [:], differences: [],
      agreeing: [])
    let data: Data
    let input: Any
    do {
      (data, input) = try load()
    } catch {
      for implementation in implementations { result.failures[implementation.displayName] = "\(error)" }
      return result
    }
    let root = wrapper.map { "$.\($0)" } ?? "$"
    var outputs: [(String, Any)] = []
    for implementation in implementations {
      let name = implementation.displayName
      guard let codec = implementation.codec(for: Model.self) else {
        result.failures[name] = "no adapter for \(Model.self)"
        continue
      }
      do {
        let model = try codec.decodeData(data)
        let output = try JSONReader.value(from: try codec.encodeData(model))
        outputs.append((name, output))
        var found: [Difference] = []
        JSONTreeComparison.compare(input, output, path: root, names: names) { path, left, right, note in
          found.append(
            Difference(
              path: wrapper == nil ? path : "$" + path.dropFirst(root.count), implementation: name,
              input: left.map(JSONTreeComparison.render), output: right.map(JSONTreeComparison.render),
              kind: note?.kind ?? JSONTreeComparison.explain(left, right), detail: note?.detail))
        }
        result.differences += found
      } catch {
        result.failures[name] = "\(error)"
      }
    }
    // Implementations whose outputs are equal, grouped.
    var groups: [(Any, [String])] = []
    for (name, output) in outputs {
      if let index = groups.firstIndex(where: { JSONTreeComparison.equal($0.0, output) }) {
        groups[index].1.append(name)
      } else {
        groups.append((output, [name]))
      }
    }
    result.agreeing = groups.map(\.1)
    return result
  }
}
