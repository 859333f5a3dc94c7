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
  /// Whether this is a baseline (hand-written code, Codable) rather than a design.
  var isBaseline: Bool { get }
  /// The operations for `type`, or nil when this implementation cannot map it.
  func codec<Model>(for type: Model.Type) -> ModelCodec<Model>?
}
