/// Why a type could not be reflected.
public struct ReflectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason, without the type's name.
  public enum Reason: Hashable, Sendable {
    /// The type is neither a struct nor a Swift class (an enum, tuple, function, existential, …).
    case unsupportedKind(String)
    /// The runtime could not enumerate the type's fields (no reflection metadata, or a field of a type it
    /// cannot describe).
    case fieldsNotEnumerable
    /// The field records do not match the fields the runtime enumerated.
    case fieldRecordsMismatch(String)
  }

  public let typeName: String
  public let reason: Reason

  public var description: String {
    switch reason {
    case .unsupportedKind(let kind):
      "Cannot reflect \(typeName): expected a struct or a class but found \(kind)"
    case .fieldsNotEnumerable:
      "Cannot reflect \(typeName): the runtime could not enumerate its stored fields"
    case .fieldRecordsMismatch(let detail):
      "Cannot reflect \(typeName): its field records do not match its fields (\(detail))"
    }
  }
}
