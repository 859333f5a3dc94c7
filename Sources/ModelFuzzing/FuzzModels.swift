import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures

/// One model type the targets decode into, with its operations opened for any implementation.
public struct FuzzModel: Sendable {
  public let name: String
  let decode: @Sendable (Data, any MappingImplementation) -> FuzzFinding?
  let roundTrip: @Sendable (Data, any MappingImplementation) -> FuzzFinding?

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
}
