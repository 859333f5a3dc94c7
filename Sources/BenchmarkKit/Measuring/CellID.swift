/// A cell's name, `workload/operation/implementation`: the one parse and the one print of it, for filters,
/// journals, baselines, reports and the commands that name a cell.
///
/// A workload may hold a `/` (a sweep's sizes); an operation and an implementation id never do, so the
/// last two parts are read from the end.
package struct CellID: Hashable, Sendable, CustomStringConvertible {
  /// The workload's name (`twitter`, `array_100`).
  package var workload: String
  /// The operation's name as cells spell it (`dict→model`).
  package var operation: String
  /// The implementation's id (`yy`, `hand`).
  package var implementation: String

  package init(workload: String, operation: String, implementation: String) {
    self.workload = workload
    self.operation = operation
    self.implementation = implementation
  }

  /// The id in `text`; nil unless it has a workload, an operation and an implementation, none empty.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
    self.init(
      workload: parts.dropLast(2).joined(separator: "/"), operation: String(parts[parts.count - 2]),
      implementation: String(parts[parts.count - 1]))
  }

  package var description: String { "\(workload)/\(operation)/\(implementation)" }

  /// `workload/operation`: the cells of every implementation on one conversion of one input.
  package var group: String { "\(workload)/\(operation)" }
}

extension CellID: Codable {
  /// Reads the id as the text it prints to.
  package init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let id = CellID(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "'\(text)' is not workload/operation/implementation"))
    }
    self = id
  }

  /// Writes the id as its text.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
