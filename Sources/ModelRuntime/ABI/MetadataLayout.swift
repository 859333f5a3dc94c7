/// Raw layouts of the runtime's type metadata, for a runtime without Objective-C interop (Linux).
///
/// Each layout lists byte offsets rather than declaring a Swift struct, because the records are read in
/// place through raw pointers and several of them are variable-length.

/// The metadata kinds this core distinguishes.
///
/// Mirrors `swift/include/swift/ABI/MetadataKind.def`; kind values with the "non-heap" flag (0x200) or
/// the "runtime private" flag (0x100) set. A class's metadata word is 0 without Objective-C interop.
enum MetadataKindValue: UInt {
  case `class` = 0
  case `struct` = 0x200
  case `enum` = 0x201
  case optional = 0x202
  case foreignClass = 0x203
  case opaque = 0x300
  case tuple = 0x301
  case function = 0x302
  case existential = 0x303
  case metatype = 0x304
}

/// Offsets inside `TargetStructMetadata` (`swift/include/swift/ABI/Metadata.h`).
enum StructMetadataLayout {
  /// `TargetMetadata::Kind`, a pointer-sized integer.
  static let kind = 0
  /// `TargetValueMetadata::Description`, a pointer to the nominal type descriptor.
  static let description = 8
}

/// Offsets inside `TargetClassMetadata` without Objective-C interop (`swift/include/swift/ABI/Metadata.h`).
///
/// `TargetAnyClassMetadata` holds only `Superclass` after the kind word when `SWIFT_OBJC_INTEROP` is off;
/// the cache and data words exist on Apple platforms only.
enum ClassMetadataLayout {
  static let kind = 0
  static let superclass = 8
  static let flags = 16
  static let instanceAddressPoint = 20
  static let instanceSize = 24
  static let instanceAlignMask = 28
  static let classSize = 32
  static let classAddressPoint = 36
  static let description = 40
}

/// Offsets inside `TargetTypeContextDescriptor` and its struct and class refinements
/// (`swift/include/swift/ABI/Metadata.h`, `TargetStructDescriptor` and `TargetClassDescriptor`).
enum TypeContextDescriptorLayout {
  /// `ContextDescriptorFlags`, 32 bits; the low five bits are the `ContextDescriptorKind`.
  static let flags = 0
  static let parent = 4
  static let name = 8
  static let accessFunction = 12
  /// `TargetTypeContextDescriptor::Fields`, relative pointer to the `FieldDescriptor`.
  static let fields = 16
  /// `TargetStructDescriptor::NumFields`.
  static let structNumFields = 20
  /// `TargetClassDescriptor::NumFields`.
  static let classNumFields = 36

  /// `ContextDescriptorKind` values (`swift/include/swift/ABI/MetadataValues.h`).
  enum Kind: UInt32 {
    case `class` = 16
    case `struct` = 17
    case `enum` = 18
  }
}

/// Offsets inside `FieldDescriptor` and `FieldRecord` (`swift/include/swift/RemoteInspection/Records.h`).
enum FieldDescriptorLayout {
  static let mangledTypeName = 0
  static let superclass = 4
  static let kind = 8
  static let fieldRecordSize = 10
  static let numFields = 12
  /// The records follow the 16-byte header.
  static let headerSize = 16

  /// Offsets inside one `FieldRecord`.
  enum Record {
    /// `FieldRecordFlags`: `IsIndirectCase = 0x1`, `IsVar = 0x2`, `IsArtificial = 0x4`.
    static let flags = 0
    static let mangledTypeName = 4
    static let fieldName = 8
    static let isVarFlag: UInt32 = 0x2
  }
}
