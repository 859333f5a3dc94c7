import Foundation

/// The catalogue: every case, in report order.
public enum Catalogue {
  /// The order of the five tokens of every expectation.
  public static let implementationOrder = ["yy", "mj", "xyy", "hand", "codable"]

  public static var all: [ConformanceCase] {
    scalars + coercions + keyMapping + nesting + containers + lists + hooks + writes + inheritance + toJSON
      + archiving + badInput
  }
}

extension ConformanceCase {
  /// A case whose expectations are five tokens in ``Catalogue/implementationOrder``.
  init(
    _ id: String, _ group: Group, _ summary: String, _ model: Model = .probe, _ step: Step,
    _ observation: Observation, _ expect: String
  ) {
    // "?" takes the case's row from the expectations table; a case with none fails the suite.
    let row = expect == "?" ? Catalogue.expectations[id] ?? "? | ? | ? | ? | ?" : expect
    let tokens = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    precondition(tokens.count == Catalogue.implementationOrder.count, "case \(id) needs five expectations")
    self.init(
      id: id, group: group, summary: summary, model: model, step: step, observation: observation,
      expected: Dictionary(
        uniqueKeysWithValues: zip(Catalogue.implementationOrder, tokens.map(Outcome.init(token:)))))
  }

  /// JSON text `{"field": literal}` decoded into a probe, observing that field.
  static func probe(
    _ id: String, _ group: Group, _ summary: String, _ field: String, _ literal: String, _ expect: String
  )
    -> ConformanceCase
  {
    ConformanceCase(id, group, summary, .probe, .decode("{\"\(field)\": \(literal)}"), .field(field), expect)
  }
}
