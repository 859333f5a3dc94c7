import Foundation

/// The catalogue: every case, in report order.
///
/// Cases say what is done and what is looked at; what each implementation is expected to give is not
/// here but in ``Expectations``, keyed by implementation id and supplied by whoever defines the
/// implementation, so adding an implementation never touches the catalogue.
public enum Catalogue {
  public static var all: [ConformanceCase] {
    scalars + numbers + coercions + keyMapping + nesting + containers + lists + hooks + writes + inheritance
      + toJSON
      + archiving + badInput + contracts
  }
}

extension ConformanceCase {
  init(
    _ id: String, _ group: Group, _ summary: String, _ model: Model = .probe, _ step: Step,
    _ observation: Observation
  ) {
    self.init(id: id, group: group, summary: summary, model: model, step: step, observation: observation)
  }

  /// JSON text `{"field": literal}` decoded into a probe, observing that field.
  static func probe(
    _ id: String, _ group: Group, _ summary: String, _ field: String, _ literal: String
  ) -> ConformanceCase {
    ConformanceCase(id, group, summary, .probe, .decode("{\"\(field)\": \(literal)}"), .field(field))
  }
}
