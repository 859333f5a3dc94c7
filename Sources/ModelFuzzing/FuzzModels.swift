import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures

/// One model type the targets decode into, with its operations opened for any implementation.
public struct FuzzModel: Sendable {
  public let name: String
  let decode: @Sendable (Data, any MappingImplementation) -> FuzzFinding?
  let roundTrip: @Sendable (Data, any MappingImplementation) -> FuzzFinding?
  /// The input as an untrusted archive: the design's check, then, when it passes, the secure unarchiver
  /// and model → JSON of what it read.
  let unarchive: @Sendable (Data, any MappingImplementation) -> FuzzFinding?
  /// YYStyle (direct) against YYStyle's pipeline on the input (`TypedDifferential`).
  let typedDifferential: @Sendable (Data) -> FuzzFinding?

  /// - Parameters:
  ///   - type: The model type.
  ///   - fixedPoint: Whether its JSON must stop changing after one round trip; false for a model whose
  ///     state is not a function of its JSON (Observed counts the calls of its setter).
  init<Model>(_ type: Model.Type, fixedPoint: Bool = true) {
    let name = String(describing: type)
    self.name = name
    decode = { input, implementation in
      guard let codec = implementation.codec(for: Model.self) else { return nil }
      _ = try? codec.decodeData(input)  // an error value is a defined outcome
      return nil
    }
    roundTrip = { input, implementation in
      guard let codec = implementation.codec(for: Model.self) else { return nil }
      return RoundTrip.check(
        input, codec: codec, implementation: implementation.id, model: name, fixedPoint: fixedPoint)
    }
    unarchive = { input, implementation in
      guard let codec = implementation.codec(for: Model.self), let validate = codec.validateArchive,
        let unarchive = codec.unarchive, (try? validate(input)) != nil,
        let model = try? unarchive(input)
      else { return nil }  // refused, or an error value: defined outcomes
      do {
        _ = try codec.encodeObject(model)
        return nil
      } catch {
        return FuzzFinding(
          implementation: implementation.id, model: name, problem: "a model read from an archive: \(error)")
      }
    }
    typedDifferential = { input in
      guard let direct = YYStyleImplementation(direct: true).codec(for: Model.self),
        let pipeline = YYStyleImplementation().codec(for: Model.self)
      else { return nil }
      return TypedDifferential.check(input, direct: direct, pipeline: pipeline, model: name)
    }
  }
}

/// The model types every target decodes each input into: the conformance models (every scalar kind,
/// key paths and alternatives, nested and inherited classes, containers, hooks, setters) and the fixture
/// models the seed corpus comes from.
public enum FuzzModels {
  public static let all: [FuzzModel] = [
    FuzzModel(Probe.self),
    FuzzModel(Mapped.self),
    FuzzModel(Owner.self),
    FuzzModel(Listed.self),
    FuzzModel(Hooked.self),
    FuzzModel(Observed.self, fixedPoint: false),
    FuzzModel(Level3.self),
    FuzzModel(GitHubUser.self),
    FuzzModel(WeiboStatus.self),
    FuzzModel(TwitterStatus.self),
    FuzzModel(CitmEvent.self),
    FuzzModel(CitmPerformance.self),
    FuzzModel(DeepNode.self),
  ]

  /// The archived model types: the fixture models (every design archives them) and the conformance
  /// model that covers every scalar kind.
  public static let archived: [FuzzModel] = all.filter {
    ["Probe", "GitHubUser", "WeiboStatus", "TwitterStatus", "CitmEvent", "DeepNode"].contains($0.name)
  }

  /// The first byte that selects a model: UTF-8 continuation bytes (0x80–0xBF), which never start JSON.
  static let selectors: ClosedRange<UInt8> = 0x80...0xBF

  /// The model a selector byte in front of the JSON names, and the JSON after it.
  ///
  /// The round trip through all thirteen types on three designs is slow per input; with the type chosen
  /// by the input's first byte, each input does a thirteenth of the work, and the fuzzer still reaches
  /// every type by mutating that byte. Inputs that start with anything else (plain JSON:
  /// the shared seeds, Fuzzing/Regressions) go through every type as before.
  /// - Returns: nil when the first byte is not a selector.
  public static func selection(in input: Data) -> (model: FuzzModel, json: Data)? {
    guard let first = input.first, selectors.contains(first) else { return nil }
    let model = all[Int(first - selectors.lowerBound) % all.count]
    return (model, Data(input.dropFirst()))
  }

  /// `json` behind the selector byte of `model` (an index into ``all``).
  public static func selecting(_ model: Int, _ json: Data) -> Data {
    var input = Data([selectors.lowerBound + UInt8(model % all.count)])
    input.append(json)
    return input
  }
}
