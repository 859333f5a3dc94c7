import Foundation

/// One way of mapping JSON to models — a design or a baseline — as the suite and the benchmark see it.
///
/// The suite and the benchmark never name a concrete design: they ask each implementation for a
/// ``ModelCodec`` of a model type and call its operations. Adding an implementation is one type conforming
/// to this protocol (see `Examples/CustomImplementation`); the conformance suite reports it as observed
/// until expectations are written for it, and the benchmark measures it beside the others.
public protocol MappingImplementation: Sendable {
  /// A short stable identifier used in reports, filters and expectation tables (`[a-z0-9-]`).
  var id: String { get }
  /// The name shown in reports.
  var displayName: String { get }
  /// Whether this is a baseline (hand-written code, Codable) rather than a design (false by default).
  var isBaseline: Bool { get }
  /// The operations for `type`, or nil when this implementation cannot map it.
  ///
  /// ModelBench asks for each workload's root model — `GitHubUser`, `WeiboStatus`, `TwitterSearch`,
  /// `CitmCatalog`, `CanadaFeatureCollection`, `WideModel`, `DeepNode` — and the catalogue's `Probe`,
  /// `Mapped`, `Owner`, `Listed`, `Hooked`, `Observed` and `Level3`; <doc:AddingAnImplementation> says what each holds. A type with no
  /// codec leaves its cells empty, and the runner names it before measuring.
  func codec<Model>(for type: Model.Type) -> ModelCodec<Model>?
  /// Paths this implementation has no code of its own for (see the extension's default).
  var detours: [CodecPath: String] { get }
  /// The archive format, when it is not a keyed archive (see the extension's default).
  var archiveFormat: String? { get }
  /// Whether every other implementation's output is checked against this one's before its cells are
  /// timed (hand-written code in ModelBench; false by default).
  var isReference: Bool { get }
}

/// One of a codec's paths, as the benchmark times them.
public enum CodecPath: String, Sendable, CaseIterable, Codable {
  /// A parsed object in (dict→model, its cold and two-thread runs).
  case decodeObject
  /// A parsed object out (model→dict).
  case encodeObject
  /// JSON bytes in (bytes→model).
  case decodeData
  /// JSON bytes out (model→bytes).
  case encodeData
}

extension MappingImplementation {
  public var isBaseline: Bool { false }

  public var isReference: Bool { false }

  /// Paths this implementation has no code of its own for, with why.
  ///
  /// The benchmark shows such a cell as "–" with the reason instead of timing the detour as the
  /// implementation's own (a front end whose dictionary output is its text parsed back, say).
  public var detours: [CodecPath: String] { [:] }

  /// The archive format of `archive` and `unarchive`, when it is not a keyed archive (NSKeyedArchiver):
  /// reports name it wherever the archive cells are compared.
  public var archiveFormat: String? { nil }
}
