/// One stored field of a struct or class: the analog of an Objective-C ivar plus its property attributes.
///
/// A class, as `objc_property_t` is a pointer: a look-up by name hands out a reference, where a struct
/// was copied field by field (its strings, its encoding, its accessor) on every look-up.
public final class FieldInfo: @unchecked Sendable, CustomStringConvertible {
  /// The stored field's name as the runtime reports it (`$__lazy_storage_$_x` for `lazy var x`).
  public let name: String
  /// The field's position among all stored fields of the type, superclasses' first.
  public let index: Int
  /// The byte offset from the start of the struct, or from the start of the object for a class.
  public let offset: Int
  /// The field's declared type (`Optional<T>` for a weak field).
  public let type: Any.Type
  /// The class that declares the field, or the struct itself.
  public let declaringType: Any.Type
  /// `true` for `var`, `false` for `let`.
  public let isVar: Bool
  /// How the field holds a reference.
  public let ownership: ReferenceOwnership
  /// The property's name when this is the hidden storage of a `lazy var`; `nil` otherwise.
  public let lazyPropertyName: String?
  /// The classification of `type`, with types conforming to `ModelInitializable` as models.
  public let encoding: TypeEncoding
  /// Typed reads and writes at `offset`, opened once for `type`.
  public let accessor: FieldAccessor

  init(
    name: String, index: Int, offset: Int, type: Any.Type, declaringType: Any.Type, isVar: Bool,
    ownership: ReferenceOwnership, lazyPropertyName: String?, encoding: TypeEncoding, accessor: FieldAccessor
  ) {
    self.name = name
    self.index = index
    self.offset = offset
    self.type = type
    self.declaringType = declaringType
    self.isVar = isVar
    self.ownership = ownership
    self.lazyPropertyName = lazyPropertyName
    self.encoding = encoding
    self.accessor = accessor
  }

  /// Whether the field is the storage of a `lazy var`.
  public var isLazyStorage: Bool { lazyPropertyName != nil }

  /// The name a user wrote: the lazy property's name for lazy storage, else `name`.
  public var propertyName: String { lazyPropertyName ?? name }

  /// Whether this core may write the field. Weak and unowned fields are never written.
  public var isWritable: Bool { ownership == .strong }

  public var description: String {
    let mutability = isVar ? "var" : "let"
    let storage = ownership == .strong ? "" : "\(ownership.rawValue) "
    return "\(storage)\(mutability) \(name): \(type) @\(offset)"
  }

  static let lazyStoragePrefix = "$__lazy_storage_$_"
}
