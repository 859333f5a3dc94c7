import Foundation
import ModelRuntime

/// The number types a field can have, each written by its own typed store.
enum YYNumberKind {
  case bool, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float, double, cgFloat

  /// Whether a field of this kind holds an integer (a `Bool` is one to YYModel: 0 or not).
  var isInteger: Bool {
    switch self {
    case .float, .double, .cgFloat: false
    default: true
    }
  }
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
  /// `Any`: the value as it is, stored typed (the original's setter of an `id` property).
  case any
  /// `AnyObject`: the value as it is, when it is an object.
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
  /// An array or dictionary of JSON values, read as it is (`loadTyped`).
  case nativeContainer
  /// An `Any`, or a container whose elements may need converting (`Any`, floating point), at any depth:
  /// read and converted level by level as its type says (`jsonValues`).
  case jsonValues
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
  // What every write reads comes first, so that the dictionary walk touches one cache line of each meta
  // (Swift lays a class's stored properties out in declaration order).
  /// The field's byte offset, copied out of `field` for the hot path.
  let offset: Int
  /// Whether the field is an `Optional`.
  let isOptional: Bool
  let setter: YYSetterKind
  /// The property's name.
  let name: String
  let field: FieldInfo
  /// The field's encoding with one `Optional` removed.
  let encoding: TypeEncoding
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
  /// For the ``YYJSONKind/nativeContainer`` kind: reads the field typed, as `Any`, with no optional
  /// around it (nil for a nil optional).
  let loadTyped: ((FieldSlotView) -> Any?)?
  /// For the ``YYJSONKind/jsonValues`` kind: the field's value as model → JSON writes it.
  let jsonValues: YYJSONValues.Read?
  /// The classes a secure unarchiver may build for this property (see `ArchiveClasses`).
  let archiveClasses: [AnyClass]
  /// For a map of maps (a free-form object's levels), the map types below the field's, found once:
  /// the dictionary's levels are then cast with no map asking whether its values are maps.
  let mapLevels: [any StringKeyedDictionaryType.Type]

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
    let values = Self.leaves(of: encoding)
    switch values {
    case .native:
      self.loadTyped = TypedLoad.make(containerType, optional: isOptional)
      self.jsonValues = nil
    case .converted:
      self.loadTyped = nil
      self.jsonValues = YYJSONValues.read(containerType, optional: isOptional)
    case nil:
      self.loadTyped = nil
      self.jsonValues = nil
    }
    self.archiveClasses = ArchiveClasses.allowed(for: encoding, element: genericClass)
    if case .dictionary(nil, let type) = setter {
      self.mapLevels = StringKeyedMaps.levels(below: type, limit: .max)
    } else {
      self.mapLevels = []
    }
    (self.jsonKind, self.jsonDriver) = Self.jsonKind(of: setter, values: values)
  }

  private static func jsonKind(of setter: YYSetterKind, values: JSONLeaves?)
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
    case .array, .dictionary, .any:
      switch values {
      case .native: return (.nativeContainer, nil)
      case .converted: return (.jsonValues, nil)
      case nil: return (.reflected, nil)
      }
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

  /// What a field of JSON values holds at its leaves, which says how model → JSON reads it: `native`
  /// for arrays and string-keyed dictionaries of strings, integers and booleans at any depth (`[Int]`,
  /// `[String: [Int]]`), which JSON holds as they are (``YYJSONKind/nativeContainer``); `converted` for
  /// `Any`, and for such containers with `Any` or floating-point leaves (`[String: Any]`, `[[Double]]`),
  /// whose values are converted, a NaN or a non-JSON value dropped (``YYJSONKind/jsonValues``).
  enum JSONLeaves { case native, converted }

  private static func leaves(of encoding: TypeEncoding) -> JSONLeaves? {
    func leaves(_ element: TypeEncoding) -> JSONLeaves? {
      switch element {
      case .string, .bool, .int, .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32: .native
      case .double, .float, .any: .converted
      case .array(let inner), .dictionary(let inner): leaves(inner)
      default: nil
      }
    }
    switch encoding {
    case .any: return .converted
    case .array(let element), .dictionary(let element): return leaves(element)
    default: return nil
    }
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
    case .any: return .any
    case .anyObject: return .passthrough
    case .unsupported(let key) where key.type == NSDecimalNumber.self: return .nsDecimalNumber
    case .unsupported(let key) where key.type == NSNumber.self: return .nsNumber
    case .optional, .cgPoint, .cgSize, .cgRect, .nsRange, .unsupported: return .exact
    }
  }
}
