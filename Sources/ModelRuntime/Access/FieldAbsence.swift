/// How a nil in an optional field is told by one load, where the field's layout allows it: the test a
/// design makes before reading the field any further, so that a key null in every sample or an absent
/// nested model costs only this.
public enum FieldAbsence: Sendable, Equatable {
  /// Not by a load (not an optional, or a layout this does not know): the optional's own code reads it.
  case untold
  /// An `Any?`: nil is its type word (`OptionalAny`).
  case typeWord
  /// A strong optional class reference: nil is a null pointer.
  case nullReference
  /// A `String?`: nil is told by the optional's own specialized test (the commonest optional payload).
  case string
  /// A `Bool?`, `Int?` or `Double?`, JSON's other scalars (a key null in some samples): told by the
  /// optional's own specialized test, where the generic read of the optional copied it through its
  /// witnesses.
  case bool
  case int
  case double

  /// The test for a field of `type` held with `ownership`; weak and unowned references are laid out
  /// otherwise, and are never told here.
  public init(type: Any.Type, ownership: ReferenceOwnership) {
    switch (type as? any OptionalType.Type)?.wrappedType {
    case let wrapped? where wrapped == Any.self: self = .typeWord
    case let wrapped? where wrapped == String.self: self = .string
    case let wrapped? where wrapped == Bool.self: self = .bool
    case let wrapped? where wrapped == Int.self: self = .int
    case let wrapped? where wrapped == Double.self: self = .double
    case let wrapped? where ownership == .strong && wrapped is AnyObject.Type: self = .nullReference
    default: self = .untold
    }
  }

  /// Whether the field at `slot` holds nil, where this tells it; false otherwise.
  @inlinable
  public func isAbsent(at slot: FieldSlotView) -> Bool {
    switch self {
    case .untold: false
    case .typeWord: !slot.holdsOptionalAny
    case .nullReference: !slot.holdsObject
    case .string: !slot.holds(String.self)
    case .bool: !slot.holds(Bool.self)
    case .int: !slot.holds(Int.self)
    case .double: !slot.holds(Double.self)
    }
  }
}
