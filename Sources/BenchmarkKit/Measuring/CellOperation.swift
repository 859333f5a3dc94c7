/// What a cell does, by name: the middle part of its id (`dict→model`). The kit measures and reports
/// operations it knows only by name; the suite that hands it cells declares which exist and what they
/// mean (ModelBench's conversions: `MappingSuite`).
package struct CellOperation: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
  package let rawValue: String

  package init(rawValue: String) { self.rawValue = rawValue }

  package var description: String { rawValue }

  /// The operation in a file name: `dict-to-model`, `dict-to-model-x2-threads`.
  package var fileName: String {
    rawValue.replacingOccurrences(of: "→", with: "-to-").replacingOccurrences(of: " ", with: "-")
      .replacingOccurrences(of: "×", with: "x")
  }
}
