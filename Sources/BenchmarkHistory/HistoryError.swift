/// Why `history`, `bisect` or `ab` could not go on: the reason and what it was doing.
package struct HistoryError: Error, CustomStringConvertible, Equatable {
  /// What failed, in a sentence.
  package var reason: String
  /// Where: the command line, commit or file involved.
  package var location: String

  package init(_ reason: String, at location: String) {
    self.reason = reason
    self.location = location
  }

  package var description: String { "\(location): \(reason)" }
}
