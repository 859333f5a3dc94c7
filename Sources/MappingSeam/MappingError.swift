/// Why an implementation could not perform an operation.
public struct MappingError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Reason: Hashable, Sendable {
    /// The input is not JSON of the expected kind.
    case invalidInput(String)
    /// The implementation refused the input (a hook said no, a conversion returned nil).
    case rejected(String)
    /// The model cannot be written as JSON.
    case notEncodable(String)
    /// Archiving or unarchiving failed.
    case archiving(String)
  }

  public let reason: Reason

  public init(_ reason: Reason) { self.reason = reason }

  public static func rejected(_ what: String) -> MappingError { MappingError(.rejected(what)) }
  public static func invalidInput(_ what: String) -> MappingError { MappingError(.invalidInput(what)) }
  public static func notEncodable(_ what: String) -> MappingError { MappingError(.notEncodable(what)) }

  public var description: String {
    switch reason {
    case .invalidInput(let detail): "Invalid input: \(detail)"
    case .rejected(let detail): "Rejected: \(detail)"
    case .notEncodable(let detail): "Not encodable: \(detail)"
    case .archiving(let detail): "Archiving failed: \(detail)"
    }
  }
}
