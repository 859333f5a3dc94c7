@_spi(Reflection) import Swift

/// Everything the designs need to know about a model type, built once and cached.
///
/// The analog of YYModel's `YYClassInfo`: stored fields in declaration order with offsets and types, the
/// superclass chain, and which class declared each field. Ask for it through ``TypeInfo/of(_:)``, which
/// builds each type exactly once even when many threads ask at the same time.
public final class TypeInfo: @unchecked Sendable, CustomStringConvertible {
  /// Whether the type is a value or a reference.
  public enum Kind: String, Sendable, Hashable {
    case `struct`
    case `class`
  }

  /// The type described.
  public let type: Any.Type
  /// Struct or class.
  public let kind: Kind
  /// The type's fully qualified name, as `String(reflecting:)` prints it.
  public let name: String
  /// Every stored field, superclasses' first, each class's in declaration order.
  public let fields: [FieldInfo]
  /// The superclasses from the direct one to the root; empty for a struct or a root class.
  public let superclasses: [AnyClass]
  /// The size of one value (a struct's size, a class instance's size including its header).
  public let instanceSize: Int

  private let fieldIndexByName: NameTable

  init(
    type: Any.Type, kind: Kind, fields: [FieldInfo], superclasses: [AnyClass], instanceSize: Int
  ) {
    self.type = type
    self.kind = kind
    self.name = String(reflecting: type)
    self.fields = fields
    self.superclasses = superclasses
    self.instanceSize = instanceSize
    self.fieldIndexByName = NameTable(fields.map { ($0.name, $0.index) })
  }

  /// The stored field called `name` (a lazy var's storage name, not its property name); for a name
  /// declared in several classes of a hierarchy, the subclass's.
  public func field(named name: String) -> FieldInfo? {
    fieldIndexByName[name].map { fields[$0] }
  }

  /// The fields the class `declaringType` declares itself.
  public func fields(declaredBy declaringType: Any.Type) -> [FieldInfo] {
    fields.filter { $0.declaringType == declaringType }
  }

  public var description: String {
    "\(kind.rawValue) \(name) { \(fields.map(\.description).joined(separator: "; ")) }"
  }
}
