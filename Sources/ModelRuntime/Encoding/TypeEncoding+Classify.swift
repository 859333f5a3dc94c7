import Foundation

extension TypeEncoding {
  /// Classifies `type`.
  ///
  /// - Parameters:
  ///   - type: A field's declared type.
  ///   - isModel: What makes a type a model for the asking design; by default, conforming to
  ///     ``ModelInitializable``, which every design's model protocol refines.
  /// - Returns: The encoding, with containers and optionals classified recursively.
  public static func of(
    _ type: Any.Type, isModel: (Any.Type) -> Bool = { $0 is any ModelInitializable.Type }
  ) -> TypeEncoding {
    if let scalar = scalars[ObjectIdentifier(type)] { return scalar }
    if let optional = type as? any OptionalType.Type {
      return .optional(of(optional.wrappedType, isModel: isModel))
    }
    if let array = type as? any ArrayType.Type { return .array(of(array.elementType, isModel: isModel)) }
    if let set = type as? any SetType.Type { return .set(of(set.elementType, isModel: isModel)) }
    if let dictionary = type as? any StringKeyedDictionaryType.Type {
      return .dictionary(of(dictionary.valueType, isModel: isModel))
    }
    if isModel(type) { return .model(TypeKey(type)) }
    if let raw = type as? any RawRepresentable.Type {
      let rawEncoding = rawValueEncoding(raw)
      switch rawEncoding {
      case .string, .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64:
        return .rawEnum(TypeKey(type), raw: rawEncoding)
      default:
        return .unsupported(TypeKey(type))
      }
    }
    return .unsupported(TypeKey(type))
  }

  private static func rawValueEncoding<R: RawRepresentable>(_: R.Type) -> TypeEncoding {
    scalars[ObjectIdentifier(R.RawValue.self)] ?? .unsupported(TypeKey(R.RawValue.self))
  }

  private static let scalars: [ObjectIdentifier: TypeEncoding] = [
    ObjectIdentifier(Bool.self): .bool,
    ObjectIdentifier(Int.self): .int,
    ObjectIdentifier(Int8.self): .int8,
    ObjectIdentifier(Int16.self): .int16,
    ObjectIdentifier(Int32.self): .int32,
    ObjectIdentifier(Int64.self): .int64,
    ObjectIdentifier(UInt.self): .uint,
    ObjectIdentifier(UInt8.self): .uint8,
    ObjectIdentifier(UInt16.self): .uint16,
    ObjectIdentifier(UInt32.self): .uint32,
    ObjectIdentifier(UInt64.self): .uint64,
    ObjectIdentifier(Float.self): .float,
    ObjectIdentifier(Double.self): .double,
    ObjectIdentifier(CGFloat.self): .cgFloat,
    ObjectIdentifier(Decimal.self): .decimal,
    ObjectIdentifier(String.self): .string,
    ObjectIdentifier(Date.self): .date,
    ObjectIdentifier(URL.self): .url,
    ObjectIdentifier(Data.self): .data,
    ObjectIdentifier(CGPoint.self): .cgPoint,
    ObjectIdentifier(CGSize.self): .cgSize,
    ObjectIdentifier(CGRect.self): .cgRect,
    ObjectIdentifier(NSRange.self): .nsRange,
    ObjectIdentifier(Any.self): .any,
    ObjectIdentifier(AnyObject.self): .anyObject,
  ]
}
