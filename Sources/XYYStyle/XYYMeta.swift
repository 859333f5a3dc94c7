import Foundation
import ModelRuntime

/// The cached metadata of one property: `_MyModelPropertyData`.
final class XYYPropertyData: @unchecked Sendable {
  /// The original's three supported kinds.
  enum Kind {
    /// A C number: integers, floating point, Bool.
    case number(TypeEncoding)
    /// An object: strings, collections, dates, decimals, models, classes, Any.
    case object(TypeEncoding)
    /// A struct or union, converted through `<StructName>Value` (a struct without one converts only
    /// through the model's converter).
    case structure(XYYStructStrings.Entry)
  }

  /// ``Kind``'s case with no payload.
  enum KindCase { case number, object, structure }

  let name: String
  let kind: Kind
  /// `kind`'s case, switched on per exported value: reading `kind` itself copies its payload (a retain
  /// and a release).
  let kindCase: KindCase
  /// The type written: the field's type, or the declared setter's value type.
  let targetType: Any.Type
  /// `targetType` with one Optional removed.
  let valueType: Any.Type
  let isOptional: Bool
  /// The declared setter, resolved once as the original caches its setter selector.
  let setter: XYYMethods.Setter?
  /// The stored field (the ivar), when there is one: its accessor is all a conversion reads of it. The
  /// field, a reference, not its accessor, a struct that was copied out on every use.
  let field: FieldInfo?
  /// Whether the stored field and `setter` exist, asked per conversion without copying either out.
  let hasField: Bool
  let hasSetter: Bool
  /// The declared getter of a computed read-only property.
  let getter: ((ModelBase) -> Any)?
  /// The Swift element type of an array or set (the model's `xyy_arrayContentClass` is asked per
  /// conversion, as the original asks `arrayContentClassForProperty:`).
  let contentType: Any.Type?
  /// The conversions the type takes, found once: each is a conformance look-up in Swift, where the
  /// original's `isSubclassOfClass:` is a walk up a class chain.
  let conversions: Conversions
  /// The selectors of the method names the original builds, cached; the methods are looked up per
  /// conversion.
  let converter: XYYSelector
  let nilValue: XYYSelector
  let toJSON: XYYSelector
  /// Whether the property is an array, whose element model type the model's hook may name.
  let isArray: Bool
  /// The classes a secure unarchiver may build for this property (see `ArchiveClasses`).
  let archiveClasses: [AnyClass]
  /// An optional property's nil, made once: casting the type to `OptionalType` is a conformance look-up.
  private let none: Any?

  init?(type: any XYYJsonModel.Type, name: String) {
    guard let info = try? TypeInfo.of(type), !name.isEmpty else { return nil }
    let capitalized = name.prefix(1).uppercased() + name.dropFirst()
    let methods = type.xyy_methods
    let field = info.field(named: name).flatMap { $0.isWritable && !$0.isLazyStorage ? $0 : nil }
    let setter = methods.table.setters[methods.table.setterNames[name] ?? "set" + capitalized]
    let getter = methods.table.getters[name]
    // Neither setter, getter nor ivar: not a property.
    guard let target = field?.type ?? setter?.valueType ?? getter.map({ _ in Any.self }) else { return nil }
    let encoding = TypeEncoding.of(target) { $0 is any XYYJsonModel.Type }
    let (unwrapped, optional) = encoding.unwrapped
    let valueType = (target as? any OptionalType.Type)?.wrappedType ?? target
    if unwrapped.isNumber {
      kind = .number(unwrapped)
    } else if let entry = methods.table.structures[ObjectIdentifier(valueType)]
      ?? XYYStructStrings.byName[ObjectIdentifier(valueType)]?.entry
    {
      kind = .structure(entry)
    } else if case .unsupported(let key) = unwrapped, !(key.type is AnyClass) {
      // A struct (or tuple) with no string form: its converter and nil value still apply (the demo's
      // `demoStruct`); its default nil value is the zero-filled struct when it holds no references.
      kind = .structure(
        XYYStructStrings.Entry(
          parse: { _ in nil }, format: { _ in nil }, zero: PlainValue.zero(of: valueType)))
    } else {
      kind = .object(unwrapped)
    }
    switch kind {
    case .number: kindCase = .number
    case .object: kindCase = .object
    case .structure: kindCase = .structure
    }
    self.name = name
    self.targetType = target
    self.valueType = valueType
    self.isOptional = optional
    self.none = optional ? (target as? any OptionalType.Type)?.noneAny : nil
    self.field = field
    self.setter = setter
    self.hasField = field != nil
    self.hasSetter = setter != nil
    self.getter = getter
    self.contentType =
      (valueType as? any ArrayType.Type)?.elementType ?? (valueType as? any SetType.Type)?.elementType
    self.conversions = Conversions(encoding: unwrapped, valueType: valueType, contentType: contentType)
    // The archive check has no model to ask for the element class: a new one answers for its type.
    if case .object(.array) = kind { isArray = true } else { isArray = false }
    var element = contentType
    if isArray { element = type.init().xyy_arrayContentClass(forProperty: name) ?? element }
    self.archiveClasses = ArchiveClasses.union(
      ArchiveClasses.allowed(for: encoding, element: element), XYYArchiving.nestedClasses(encoding))
    self.converter = XYYSelector("convert\(capitalized)Value")
    self.nilValue = XYYSelector("nil\(capitalized)Value")
    self.toJSON = XYYSelector("convert\(capitalized)ToJsonValue")
  }

  /// Whether a conversion into the model may write the property: it has a setter or a stored field
  /// (`forDicToModle` in `_getPropertyData:`).
  var isWritable: Bool { hasSetter || hasField }

  /// The type's empty value: nil for an optional, 0 for a number, a zeroed struct, an empty string or
  /// collection; nil (no write) where Swift has no empty value (a Date, a URL, a model).
  var emptyValue: Any? {
    if isOptional { return none }
    switch kind {
    case .number(let encoding): return XYYNumbers.zero(encoding)
    case .structure(let entry): return entry.zero
    case .object(let encoding):
      switch encoding {
      case .string: return ""
      case .decimal: return Decimal(0)
      case .data: return Data()
      case .array, .set, .dictionary:
        if let array = valueType as? any ArrayType.Type { return array.make(from: []) }
        if let set = valueType as? any SetType.Type { return set.make(from: []) }
        if let dictionary = valueType as? any StringKeyedDictionaryType.Type {
          return dictionary.make(from: [:])
        }
        return nil
      default: return nil
      }
    }
  }
}

extension XYYPropertyData {
  /// The model, array and dictionary types a property's value converts through.
  struct Conversions {
    /// The model type of a model property.
    var model: (any XYYJsonModel.Type)?
    var array: (any ArrayType.Type)?
    /// The Swift element type's model type, when it is one (the model's hook may name another).
    var element: (any XYYJsonModel.Type)?
    var dictionary: (any StringKeyedDictionaryType.Type)?
    /// The model type of a dictionary's values.
    var dictionaryValue: (any XYYJsonModel.Type)?

    init(encoding: TypeEncoding, valueType: Any.Type, contentType: Any.Type?) {
      if case .model(let key) = encoding { model = key.type as? any XYYJsonModel.Type }
      array = valueType as? any ArrayType.Type
      element = contentType as? any XYYJsonModel.Type
      dictionary = valueType as? any StringKeyedDictionaryType.Type
      dictionaryValue = dictionary?.valueType as? any XYYJsonModel.Type
    }

    /// The model type of an array's elements: the Swift element type's, or the one the hook named.
    func elementModel(_ content: Any.Type?, contentType: Any.Type?) -> (any XYYJsonModel.Type)? {
      guard let content else { return nil }
      if let contentType, content == contentType { return element }
      return content as? any XYYJsonModel.Type
    }
  }
}

extension XYYPropertyCache {
  /// The metadata of `name` on `type`, from the cache or built and inserted (a miss).
  func data(for type: any XYYJsonModel.Type, name: String) -> XYYPropertyData? {
    let key = Key(type: ObjectIdentifier(type), name: name)
    if let cached = value(for: key) { return cached }
    let built = XYYPropertyData(type: type, name: name)
    insert(built, for: key)
    return built
  }
}
