/// A struct's or class's context descriptor: `TargetTypeContextDescriptor`.
struct NominalTypeDescriptor {
  let pointer: UnsafeRawPointer
  let kind: TypeContextDescriptorLayout.Kind

  /// The kind written in the descriptor's own flags, to check that the metadata pointed where expected.
  var declaredKind: TypeContextDescriptorLayout.Kind? {
    let flags = pointer.load(fromByteOffset: TypeContextDescriptorLayout.flags, as: UInt32.self)
    return TypeContextDescriptorLayout.Kind(rawValue: flags & 0x1F)
  }

  /// The type's unqualified name.
  var name: String? {
    RelativePointer.resolve(at: pointer + TypeContextDescriptorLayout.name).map {
      String(cString: $0.assumingMemoryBound(to: CChar.self))
    }
  }

  /// The number of stored fields the type itself declares (a class's superclasses' fields excluded).
  var numFields: Int {
    let offset =
      kind == .class
      ? TypeContextDescriptorLayout.classNumFields : TypeContextDescriptorLayout.structNumFields
    return Int(pointer.load(fromByteOffset: offset, as: UInt32.self))
  }

  /// The reflection field records; `nil` when the module was built without reflection metadata.
  var fieldDescriptor: FieldDescriptor? {
    RelativePointer.resolve(at: pointer + TypeContextDescriptorLayout.fields).map(FieldDescriptor.init)
  }
}
