import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures

/// One libFuzzer target: what it does with each input the fuzzer makes.
///
/// The targets talk to the designs through the conformance seam (`MappingImplementation`), as the suite
/// and the benchmark do, so each one drives a design's own JSON → model entry point (`yy_model(withJSON:)`,
/// `mj_object(withKeyValues:)`, `xyy_model(withJSON:)`) with every model type in ``FuzzModels``.
public enum FuzzTarget: String, CaseIterable, Sendable, CustomStringConvertible {
  /// YYStyle's JSON → model entry point.
  case yy
  /// YYStyle's direct front end: JSON text read straight into the fields (`yy_model(directFromJSON:)`).
  case yyDirect = "yy-direct"
  /// MJStyle's JSON → model entry point.
  case mj
  /// XYYStyle's JSON → model entry point.
  case xyy
  /// Decode → encode → decode on all three designs, with the invariants of `RoundTrip`: into every
  /// model type, or into the one a selector byte in front of the JSON names (``FuzzModels/selection(in:)``).
  case roundTrip = "round-trip"
  /// JSONText's reader and writer against JSONSerialization on the same bytes (`TextLayerDifferential`).
  case json
  /// YYStyle (direct)'s typed reader and writer against YYStyle's pipeline (JSONText's tree parser, then
  /// the dictionary engine) and JSONSerialization, into the model a selector byte names
  /// (`TypedDifferential`).
  case typed
  /// Each design's archive check (`…_validateArchive`), then its NSCoding decoding through a secure
  /// unarchiver, on the input as an archive.
  case yyArchive = "yy-archive"
  case mjArchive = "mj-archive"
  case xyyArchive = "xyy-archive"

  public var description: String { rawValue }

  /// The targets that read a model-selecting byte in front of the JSON (``FuzzModels/selection(in:)``).
  public static let selecting: [FuzzTarget] = [.roundTrip, .typed]

  /// The designs the target drives.
  var implementations: [any MappingImplementation] {
    switch self {
    case .yy, .yyArchive: [YYStyleImplementation()]
    case .yyDirect: [YYStyleImplementation(direct: true)]
    case .mj, .mjArchive: [MJStyleImplementation()]
    case .xyy, .xyyArchive: [XYYStyleImplementation()]
    case .roundTrip: Implementations.all.filter { !$0.isBaseline }
    case .json, .typed: []
    }
  }

  /// Runs one input.
  ///
  /// A crash, a trap or a memory error inside is what the fuzzer looks for; a broken invariant is
  /// returned as a finding, which the fuzzer's entry point turns into a crash and a test reports.
  /// - Parameter input: Any bytes.
  /// - Returns: nil when every invariant held.
  public func run(_ input: Data) -> FuzzFinding? {
    if self == .json {
      return TextLayerDifferential.check(input).map {
        FuzzFinding(implementation: "JSONText", model: "JSON", problem: $0)
      }
    }
    let archives = self == .yyArchive || self == .mjArchive || self == .xyyArchive
    var input = input
    var models = archives ? FuzzModels.archived : FuzzModels.all
    if Self.selecting.contains(self), let (model, json) = FuzzModels.selection(in: input) {
      models = [model]
      input = json
    }
    if self == .typed {
      for model in models {
        if let finding = model.typedDifferential(input) { return finding }
      }
      return nil
    }
    for implementation in implementations {
      for model in models {
        let finding: FuzzFinding?
        switch self {
        case .yy, .yyDirect, .mj, .xyy:
          finding = model.decode(input, implementation)
        case .roundTrip:
          finding = model.roundTrip(input, implementation)
        case .yyArchive, .mjArchive, .xyyArchive:
          finding = model.unarchive(input, implementation)
        case .json, .typed:
          finding = nil
        }
        if let finding { return finding }
      }
    }
    return nil
  }
}

/// An invariant a target found broken, with enough to reproduce it.
public struct FuzzFinding: Error, Hashable, Sendable, CustomStringConvertible {
  /// The implementation whose invariant broke.
  public let implementation: String
  /// The model type it was converting.
  public let model: String
  /// What broke, with the input that broke it.
  public let problem: String

  public init(implementation: String, model: String, problem: String) {
    self.implementation = implementation
    self.model = model
    self.problem = problem
  }

  public var description: String { "\(implementation), \(model): \(problem)" }
}
