/// Why `history`, `bisect` or `ab` could not go on: the reason and what it was doing.
public struct HistoryError: Error, CustomStringConvertible, Equatable {
  /// What failed, in a sentence.
  public var reason: String
  /// Where: the command line, commit or file involved.
  public var location: String

  public init(_ reason: String, at location: String) {
    self.reason = reason
    self.location = location
  }

  public var description: String { "\(location): \(reason)" }
}
