/// The reflection record of a type's own stored fields: `FieldDescriptor` in
/// `swift/include/swift/RemoteInspection/Records.h`.
struct FieldDescriptor {
  let pointer: UnsafeRawPointer

  /// What one `FieldRecord` says about a field.
  struct Record {
    let name: String
    let isVar: Bool
    let ownership: ReferenceOwnership
  }

  var records: [Record] {
    let count = Int(pointer.load(fromByteOffset: FieldDescriptorLayout.numFields, as: UInt32.self))
    let size = Int(pointer.load(fromByteOffset: FieldDescriptorLayout.fieldRecordSize, as: UInt16.self))
    guard count > 0, size >= 12 else { return [] }
    var result: [Record] = []
    result.reserveCapacity(count)
    for index in 0..<count {
      let record = pointer + FieldDescriptorLayout.headerSize + index * size
      let flags = record.load(fromByteOffset: FieldDescriptorLayout.Record.flags, as: UInt32.self)
      let name = RelativePointer.resolve(at: record + FieldDescriptorLayout.Record.fieldName).map {
        String(cString: $0.assumingMemoryBound(to: CChar.self))
      }
      let ownership = RelativePointer.resolve(at: record + FieldDescriptorLayout.Record.mangledTypeName).map {
        ReferenceOwnership(mangledSuffix: MangledName.suffix(at: $0))
      }
      result.append(
        Record(
          name: name ?? "",
          isVar: flags & FieldDescriptorLayout.Record.isVarFlag != 0,
          ownership: ownership ?? .strong))
    }
    return result
  }
}

extension ReferenceOwnership {
  /// Reads the reference-storage suffix of a field's mangled type name.
  init(mangledSuffix suffix: (UInt8, UInt8)) {
    guard suffix.0 == UInt8(ascii: "X") else {
      self = .strong
      return
    }
    switch suffix.1 {
    case UInt8(ascii: "w"): self = .weak
    case UInt8(ascii: "o"): self = .unowned
    case UInt8(ascii: "u"): self = .unownedUnsafe
    default: self = .strong
    }
  }
}
