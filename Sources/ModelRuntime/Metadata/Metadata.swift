/// The runtime metadata record of one type, and the kind it says it is.
///
/// Every other wrapper in this folder starts from here: `StructMetadata` and `ClassMetadata` read the
/// kind-specific fields, `NominalTypeDescriptor` and `FieldDescriptor` the records they point to.
struct Metadata {
  let type: Any.Type
  let pointer: UnsafeRawPointer

  init(_ type: Any.Type) {
    self.type = type
    self.pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  /// The metadata kind; `nil` for a kind value this core does not know.
  var kind: MetadataKindValue? {
    // Without Objective-C interop, class metadata's kind word is 0; anything above the last valid
    // non-isa kind (0x7FF) would be an isa pointer on Apple platforms.
    let raw = pointer.load(fromByteOffset: 0, as: UInt.self)
    return MetadataKindValue(rawValue: raw)
  }

  /// Whether the type is a struct or a class (a native one, or a foreign class).
  var isStructOrClass: Bool {
    switch kind {
    case .class, .struct, .foreignClass: true
    default: false
    }
  }
}

extension Metadata {
  /// The nominal type descriptor whose address the metadata holds at `offset`.
  func descriptor(at offset: Int, kind: TypeContextDescriptorLayout.Kind) -> NominalTypeDescriptor? {
    let raw = pointer.load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
    return raw.map { NominalTypeDescriptor(pointer: $0, kind: kind) }
  }
}

/// Struct metadata: `TargetStructMetadata`.
struct StructMetadata {
  let metadata: Metadata

  var descriptor: NominalTypeDescriptor? {
    metadata.descriptor(at: StructMetadataLayout.description, kind: .struct)
  }
}

/// Class metadata: `TargetClassMetadata`, Swift-native classes only.
struct ClassMetadata {
  let metadata: Metadata

  var descriptor: NominalTypeDescriptor? {
    metadata.descriptor(at: ClassMetadataLayout.description, kind: .class)
  }

  /// The size of an instance in bytes, header included.
  var instanceSize: Int {
    Int(metadata.pointer.load(fromByteOffset: ClassMetadataLayout.instanceSize, as: UInt32.self))
  }

  /// The alignment of an instance in bytes.
  var instanceAlignment: Int {
    Int(metadata.pointer.load(fromByteOffset: ClassMetadataLayout.instanceAlignMask, as: UInt16.self)) + 1
  }
}
