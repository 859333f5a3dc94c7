@_spi(Reflection) import Swift

/// Builds a ``TypeInfo`` from the standard library's reflection SPI and the field records.
///
/// `_forEachField` gives names, offsets and types (generic arguments substituted); the nominal type
/// descriptor's field records give what it leaves out: `var` or `let`, and weak or unowned storage.
enum TypeInfoBuilder {
  /// `_EachFieldOptions.classType`; the named constant is a concurrency error in Swift 6 mode.
  private static let classTypeOption = _EachFieldOptions(rawValue: 1 << 0)

  private struct RawField {
    let name: String
    let offset: Int
    let type: Any.Type
  }

  static func build(_ type: Any.Type) throws(ReflectionError) -> TypeInfo {
    let metadata = Metadata(type)
    let typeName = String(reflecting: type)
    switch metadata.kind {
    case .struct:
      return try buildStruct(type, metadata: StructMetadata(metadata: metadata), typeName: typeName)
    case .class where type is AnyClass:
      return try buildClass(type, typeName: typeName)
    case let kind:
      throw ReflectionError(
        typeName: typeName, reason: .unsupportedKind(kind.map { "\($0)" } ?? "an unknown kind"))
    }
  }

  private static func rawFields(of type: Any.Type, isClass: Bool) -> [RawField]? {
    var fields: [RawField] = []
    let ok = _forEachField(of: type, options: isClass ? classTypeOption : []) { name, offset, fieldType, _ in
      fields.append(RawField(name: String(cString: name), offset: offset, type: fieldType))
      return true
    }
    return ok ? fields : nil
  }

  private static func buildStruct(
    _ type: Any.Type, metadata: StructMetadata, typeName: String
  ) throws(ReflectionError) -> TypeInfo {
    guard let raw = rawFields(of: type, isClass: false) else {
      throw ReflectionError(typeName: typeName, reason: .fieldsNotEnumerable)
    }
    let records = metadata.descriptor?.fieldDescriptor?.records ?? []
    let fields = try makeFields(
      raw[...], records: records, declaringType: type, typeName: typeName, firstIndex: 0)
    let size = unsafe_sizeOf(type)
    return TypeInfo(type: type, kind: .struct, fields: fields, superclasses: [], instanceSize: size)
  }

  private static func buildClass(_ type: Any.Type, typeName: String) throws(ReflectionError) -> TypeInfo {
    // The chain from the class itself up to the root.
    var chain: [Any.Type] = [type]
    while let superclass = _getSuperclass(chain[chain.count - 1]) { chain.append(superclass) }

    guard let raw = rawFields(of: type, isClass: true) else {
      throw ReflectionError(typeName: typeName, reason: .fieldsNotEnumerable)
    }
    // Each class's list starts with its superclasses' fields, so the counts tell who declared which.
    var fields: [FieldInfo] = []
    var start = 0
    for declaring in chain.reversed() {
      let end: Int
      if declaring == type {
        end = raw.count
      } else {
        guard let own = rawFields(of: declaring, isClass: true) else {
          throw ReflectionError(typeName: typeName, reason: .fieldsNotEnumerable)
        }
        end = own.count
      }
      guard end >= start, end <= raw.count else {
        throw ReflectionError(
          typeName: typeName, reason: .fieldRecordsMismatch("field counts along the hierarchy"))
      }
      let descriptor = ClassMetadata(metadata: Metadata(declaring)).descriptor
      let records = descriptor?.fieldDescriptor?.records ?? []
      fields += try makeFields(
        raw[start..<end], records: records, declaringType: declaring, typeName: typeName, firstIndex: start)
      start = end
    }
    let size = ClassMetadata(metadata: Metadata(type)).instanceSize
    let superclasses = chain.dropFirst().map { $0 as! AnyClass }
    return TypeInfo(type: type, kind: .class, fields: fields, superclasses: superclasses, instanceSize: size)
  }

  private static func makeFields(
    _ raw: ArraySlice<RawField>, records: [FieldDescriptor.Record], declaringType: Any.Type, typeName: String,
    firstIndex: Int
  ) throws(ReflectionError) -> [FieldInfo] {
    guard records.count == raw.count else {
      throw ReflectionError(
        typeName: typeName,
        reason: .fieldRecordsMismatch("\(declaringType) has \(raw.count) fields and \(records.count) records")
      )
    }
    var result: [FieldInfo] = []
    result.reserveCapacity(raw.count)
    for (position, (field, record)) in zip(raw, records).enumerated() {
      guard field.name == record.name else {
        throw ReflectionError(
          typeName: typeName,
          reason: .fieldRecordsMismatch("field \(field.name) has the record of \(record.name)"))
      }
      let lazyName =
        field.name.hasPrefix(FieldInfo.lazyStoragePrefix)
        ? String(field.name.dropFirst(FieldInfo.lazyStoragePrefix.count)) : nil
      let ownership = record.ownership
      result.append(
        FieldInfo(
          name: field.name, index: firstIndex + position, offset: field.offset, type: field.type,
          declaringType: declaringType, isVar: record.isVar, ownership: ownership, lazyPropertyName: lazyName,
          encoding: TypeEncoding.of(field.type),
          accessor: FieldAccessor(
            name: field.name, offset: field.offset, type: field.type, ownership: ownership)))
    }
    return result
  }

  private static func unsafe_sizeOf(_ type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return size(type)
  }
}
