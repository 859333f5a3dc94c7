import BenchmarkKit
import Foundation
import JSONText
import MappingSeam
import MappingSuite

/// One sample document of a user's API and the model it decodes into: a workload of the benchmark, and
/// the input of the behaviour check.
public struct SampleDocument: Sendable {
  /// The sample's name: its workload's, and its family's in `sweep`.
  public var name: String
  package var workload: Workload
  /// Decodes the sample with each implementation, encodes it back and compares (`SampleBehaviour`),
  /// given each JSON key's property names.
  package var check: @Sendable ([any MappingImplementation], [String: [String]]) -> SampleBehaviour
  /// The sweep family that grows the sample's longest array (`SampleGrowth`); nil when the sample holds
  /// no array or cannot be read. Made only when a sweep runs: it reads the sample.
  package var sweepFamily: @Sendable () -> SweepFamily? = { nil }

  /// The document at `url`, decoded into `type`. A document that is an array of models is read as the
  /// `key` of a wrapper model (`{"items": […]}`), since the seam converts objects; its workload and its
  /// check say so, and the check's paths leave the wrapper out.
  public static func document<Model>(
    _ name: String, at url: URL, as type: Model.Type, wrappedIn key: String? = nil
  ) -> SampleDocument {
    let load: @Sendable () throws -> (data: Data, object: [String: Any]) = {
      let data = try Data(contentsOf: url)
      let value = try JSONReader.value(from: data)
      if let key {
        var wrapped = Data("{\"\(key)\":".utf8)
        wrapped.append(data)
        wrapped.append(UInt8(ascii: "}"))
        return (wrapped, [key: value])
      }
      guard let object = value as? [String: Any] else {
        throw MappingError.invalidInput("\(url.lastPathComponent) is not a JSON object")
      }
      return (data, object)
    }
    let summary =
      "\(url.lastPathComponent) as \(Model.self)"
      + (key.map { " (an array, read as the model's `\($0)`)" } ?? "")
    var document = SampleDocument(
      name: name, workload: .input(name, summary: summary, as: Model.self, load: load),
      check: { implementations, names in
        SampleBehaviour.check(
          sample: name, type: Model.self, implementations: implementations, wrapper: key, names: names,
          load: load)
      })
    document.sweepFamily = { SampleGrowth.family(name, as: Model.self, load: load) }
    return document
  }
}
