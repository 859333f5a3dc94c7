import Foundation
import ModelRuntime

/// The number types a field can have, each written by its own typed store.
enum YYNumberKind {
  case bool, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float, double, cgFloat
}

/// How a property is written, resolved once when the meta is built: the `objc_msgSend` cast analog.
enum YYSetterKind {
  case number(YYNumberKind)
  case string
  case url
  case date
  case data
  case decimal
  /// An `NSNumber` (`YYNSNumberCreateFromID`) or `NSDecimalNumber` class field.
  case nsNumber
  case nsDecimalNumber
  /// A nested model, through the driver of its type.
  case model(any YYModelDriving)
  /// Array, Set or Dictionary; `models` converts dictionaries into models of the generic class. The
  /// container's metatype is opened once here, not per conversion.
  case array(models: (any YYModelDriving)?, type: any ArrayType.Type)
  case set(models: (any YYModelDriving)?, type: any SetType.Type)
  case dictionary(models: (any YYModelDriving)?, type: any StringKeyedDictionaryType.Type)
  /// A `RawRepresentable` enum, built from its raw value.
  case rawEnum(YYEnumMaker)
  /// `Any` or `AnyObject`: the value as it is.
  case passthrough
  /// Structs (CGPoint, …) and unsupported types: only a value of the exact type is written.
  case exact
}

/// How model → JSON reads a property: its ``YYSetterKind`` resolved once more, to a kind with no payload
/// to copy (and retain) on every write; the driver a model kind needs is stored beside it.
enum YYJSONKind {
  case number(YYNumberKind)
  case string
  case url
  case date
  /// `Data`: not written, as in the original.
  case omitted
  case decimal
  /// A nested model, an array of models, a string-keyed dictionary of models: through the driver.
  case model
  case modelArray
  case modelDictionary
  /// An array or dictionary of JSON values, read as it is (`loadJSONNative`).
  case nativeContainer
  /// Anything else: read through the field's accessor and converted by its dynamic type.
  case reflected
}

/// Where a property is found in a JSON dictionary: resolved from the model's custom mapper before the
/// property's meta is made, so that the meta is complete (and immutable) from its initializer on.
struct YYKeyPlacement {
  /// The first key (or key path) of the mapping: the one model→JSON writes.
  var mappedToKey: String
  /// The key path, when the key has dots.
  var mappedToKeyPath: [String]?
  /// The alternatives, each a key or a key path.
  var mappedToKeyArray: [[String]]?
  /// Whether another property writes the same first key in model→JSON (then the first one wins).
  var sharesKey = false

  /// Where the property joins the model's mapping.
  enum Joins {
    /// The mapper, under this key (a key path's full text), after any property already there.
    case mapper(String)
    /// The multi-key pass, through its alternatives.
    case alternatives
    /// Nowhere: the mapping was empty.
    case nothing
  }
}

/// One property of a model: `_YYModelPropertyMeta`.
///
/// Immutable once made. `@unchecked Sendable` because two stored values are typed `Any` (the nil value
/// of the field's type, and a closure over the field's container type), which the compiler cannot check;
/// neither is ever written after the initializer.
final class YYPropertyMeta: @unchecked Sendable {
  /// The property's name.
  let name: String
  let field: FieldInfo
  /// The field's byte offset, copied out of `field` for the hot path.
  let offset: Int
  /// The field's encoding with one `Optional` removed.
  let encoding: TypeEncoding
  /// Whether the field is an `Optional`.
  let isOptional: Bool
  let setter: YYSetterKind
  /// How model → JSON reads the property, and the driver of its models for the model kinds.
  let jsonKind: YYJSONKind
  let jsonDriver: (any YYModelDriving)?
  /// The field's type with one `Optional` removed: the container type for container setters.
  let containerType: Any.Type
  /// `Optional<Wrapped>.none` of the field's type, for clearing an optional field; unused otherwise.
  let nilValue: Any

  /// The first key (or key path) of the mapping: the one model→JSON writes.
  let mappedToKey: String
  /// The key path, when the key has dots.
  let mappedToKeyPath: [String]?
  /// The alternatives, each a key or a key path.
  let mappedToKeyArray: [[String]]?
  /// The next property mapped to the same key.
  let next: YYPropertyMeta?
  /// Whether another property writes the same first key in model→JSON (then the first one wins).
  let sharesKey: Bool
  /// For containers of strings, integers and booleans: reads the field as a JSON value as it is.
  let loadJSONNative: ((FieldSlotView) -> Any?)?
  /// The classes a secure unarchiver may build for this property (see `ArchiveClasses`).
  let archiveClasses: [AnyClass]

  init(
    field: FieldInfo, name: String, genericClass: Any.Type?, placement: YYKeyPlacement, next: YYPropertyMeta?
  ) {
    self.name = name
    self.field = field
    self.offset = field.offset
    let full = TypeEncoding.of(field.type) { $0 is any YYModel.Type }
    (self.encoding, self.isOptional) = full.unwrapped
    let optionalType = field.type as? any OptionalType.Type
    self.containerType = optionalType?.wrappedType ?? field.type
    self.setter = Self.resolve(encoding, container: containerType, genericClass: genericClass)
    self.nilValue = optionalType?.noneAny ?? ()
    self.mappedToKey = placement.mappedToKey
    self.mappedToKeyPath = placement.mappedToKeyPath
    self.mappedToKeyArray = placement.mappedToKeyArray
    self.sharesKey = placement.sharesKey
    self.next = next
    self.loadJSONNative =
      Self.isJSONNativeContainer(encoding) ? Self.makeLoad(containerType, optional: isOptional) : nil
    self.archiveClasses = ArchiveClasses.allowed(for: encoding, element: genericClass)
    (self.jsonKind, self.jsonDriver) = Self.jsonKind(of: setter, native: loadJSONNative != nil)
  }

  private static func jsonKind(of setter: YYSetterKind, native: Bool)
    -> (YYJSONKind, (any YYModelDriving)?)
  {
    switch setter {
    case .number(let kind): return (.number(kind), nil)
    case .string: return (.string, nil)
    case .url: return (.url, nil)
    case .date: return (.date, nil)
    case .data: return (.omitted, nil)
    case .decimal: return (.decimal, nil)
    case .model(let driver): return (.model, driver)
    case .array(let models?, let type) where models.modelType == type.elementType:
      return (.modelArray, models)
    case .dictionary(let models?, let type) where models.modelType == type.valueType:
      return (.modelDictionary, models)
    case .array, .dictionary: return (native ? .nativeContainer : .reflected, nil)
    case .set, .rawEnum, .passthrough, .exact, .nsNumber, .nsDecimalNumber: return (.reflected, nil)
    }
  }

  /// Whether the field is a struct the original archives as an `NSValue`: CGPoint, CGSize, CGRect.
  var archivesAsValue: Bool {
    switch encoding {
    case .cgPoint, .cgSize, .cgRect: true
    default: false
    }
  }

  /// Arrays and string-keyed dictionaries whose elements JSON holds as they are (no NaN to drop), at
  /// any depth: `[Int]`, `[String: String]`, `[String: [Int]]`.
  private static func isJSONNativeContainer(_ encoding: TypeEncoding) -> Bool {
    func native(_ element: TypeEncoding) -> Bool {
      switch element {
      case .string, .bool, .int, .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32: true
      case .array(let inner), .dictionary(let inner): native(inner)
      default: false
      }
    }
    switch encoding {
    case .array(let element), .dictionary(let element): return native(element)
    default: return false
    }
  }

  /// Loads the container at the field's address, typed, as `Any` (nil for a nil optional).
  private static func makeLoad(_ wrapped: Any.Type, optional: Bool) -> (FieldSlotView) -> Any? {
    func open<W>(_: W.Type) -> (FieldSlotView) -> Any? {
      if optional {
        return { address in address.load(W?.self).map { $0 as Any } }
      }
      return { address in address.load(W.self) }
    }
    return open(wrapped)
  }

  private static func resolve(_ encoding: TypeEncoding, container: Any.Type, genericClass: Any.Type?)
    -> YYSetterKind
  {
    func models(_ element: TypeEncoding) -> (any YYModelDriving)? {
      if let generic = genericClass as? any YYModel.Type { return makeDriver(generic) }
      if case .model(let key) = element.unwrapped.encoding, let type = key.type as? any YYModel.Type {
        return makeDriver(type)
      }
      return nil
    }
    switch encoding {
    case .bool: return .number(.bool)
    case .int: return .number(.int)
    case .int8: return .number(.int8)
    case .int16: return .number(.int16)
    case .int32: return .number(.int32)
    case .int64: return .number(.int64)
    case .uint: return .number(.uint)
    case .uint8: return .number(.uint8)
    case .uint16: return .number(.uint16)
    case .uint32: return .number(.uint32)
    case .uint64: return .number(.uint64)
    case .float: return .number(.float)
    case .double: return .number(.double)
    case .cgFloat: return .number(.cgFloat)
    case .string: return .string
    case .url: return .url
    case .date: return .date
    case .data: return .data
    case .decimal: return .decimal
    case .model(let key):
      guard let type = key.type as? any YYModel.Type else { return .exact }
      return .model(makeDriver(type))
    case .array(let element):
      guard let type = container as? any ArrayType.Type else { return .exact }
      return .array(models: models(element), type: type)
    case .set(let element):
      guard let type = container as? any SetType.Type else { return .exact }
      return .set(models: models(element), type: type)
    case .dictionary(let value):
      guard let type = container as? any StringKeyedDictionaryType.Type else { return .exact }
      return .dictionary(models: models(value), type: type)
    case .rawEnum(let key, let raw):
      return YYEnumMaker(type: key.type, raw: raw).map(YYSetterKind.rawEnum) ?? .exact
    case .any, .anyObject: return .passthrough
    case .unsupported(let key) where key.type == NSDecimalNumber.self: return .nsDecimalNumber
    case .unsupported(let key) where key.type == NSNumber.self: return .nsNumber
    case .optional, .cgPoint, .cgSize, .cgRect, .nsRange, .unsupported: return .exact
    }
  }
}
