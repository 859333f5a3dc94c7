/// Why a field could not be read or written.
public struct FieldAccessError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Reason: Hashable, Sendable {
    /// Weak and unowned fields are never written.
    case notWritable(ReferenceOwnership)
    /// The value is not of the field's type.
    case typeMismatch(expected: String, found: String)
    /// No stored field of that name.
    case noSuchField
    /// A `let`: written by nothing after its initializer.
    case constant
    /// The type cannot be made empty (it is not a ``ModelInitializable``) or reflected.
    case notAModel
  }

  /// The field's name.
  public let field: String
  /// Why it could not.
  public let reason: Reason

  public init(field: String, reason: Reason) {
    self.field = field
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .notWritable(let ownership):
      "Cannot write field '\(field)': it is \(ownership.rawValue) storage"
    case .typeMismatch(let expected, let found):
      "Cannot write field '\(field)': expected \(expected) but found \(found)"
    case .noSuchField:
      "No stored field named '\(field)'"
    case .constant:
      "Cannot write field '\(field)': it is a let"
    case .notAModel:
      "Cannot make a model of \(field): it is not a ModelInitializable class or struct"
    }
  }
}
