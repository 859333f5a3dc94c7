import Foundation
import ModelRuntime

/// Dictionary → model: `-xyy_updateWithDictionary:`.
enum XYYConversion {
  /// The write path of the conversion running on this thread: an argument of the entry points, read by
  /// the default `xyy_startUpdateProperty`, which the original's signature gives no room for.
  static let currentPath = ThreadLocal<XYYWritePath>(.asDeclared)

  /// Converts `dictionary` into `model`.
  ///
  /// - Returns: false when the dictionary nests models deeper than `GraphGuard.maximumDepth`: the
  ///   properties down to the limit are written, and the nested model beyond it gets the empty value, as
  ///   any value that fails to convert. Otherwise true: nothing else fails.
  ///   A nested conversion (`nested`) fails only when its own level is the one beyond the limit, so the
  ///   model at the limit is the one whose nested model is empty.
  @discardableResult
  static func update<M: XYYJsonModel>(
    _ model: inout M, with dictionary: [String: Any], path: XYYWritePath, nested: Bool = false
  ) -> Bool {
    let (converted, failures): (Void?, GraphGuard.Failures) = GraphGuard.enter(nil) {
      currentPath.with(path) {
        // `-updateWithDictionary:`: (1) key → property name, (2) the model takes it from there.
        for (key, value) in dictionary {
          let name = model.xyy_propertyName(forKey: key)
          model.xyy_startUpdateProperty(name, withValue: consume value)
        }
      }
    }
    return nested ? converted != nil : failures.isEmpty
  }

  /// The default `xyy_startUpdateProperty`: the property must be valid (not ignored, writable), then its
  /// value is converted and written.
  static func startUpdate<M: XYYJsonModel>(_ model: inout M, _ name: String, _ value: consuming Any?) {
    if model.xyy_needIgnoreProperty(name, forDicToModel: true) { return }
    // The class is asked once, read from a class model's object, for the metadata and the methods.
    let type = ModelStorage.dynamicType(of: &model)
    guard let data = writableData(of: type, name) else { return }
    let content = contentType(of: model, data)
    let path = currentPath.value
    let direct = writesField(model, data, path: path)
    let methods = type.xyy_methods
    ModelStorage.withMutableBase(of: &model, passing: value) { base, value in
      let converted = convert(
        consume value, for: data, base: base.readOnly, methods: methods, content: content, path: path)
      write(consume converted, for: data, base: base, direct: direct)
    }
  }

  /// The metadata of a property a conversion into the model may write (`_getPropertyData:forDicToModle:YES`).
  static func writableData(of type: any XYYJsonModel.Type, _ name: String) -> XYYPropertyData? {
    guard let data = XYYPropertyCache.shared.data(for: type, name: name), data.isWritable
    else { return nil }
    return data
  }

  /// The element model type of an array property: the model's hook, asked per conversion, else the
  /// Swift element type.
  static func contentType<M: XYYJsonModel>(of model: M, _ data: XYYPropertyData) -> Any.Type? {
    guard data.isArray else { return data.contentType }
    return model.xyy_arrayContentClass(forProperty: data.name) ?? data.contentType
  }

  /// Whether the write goes to the stored field although a setter is declared: the call's path, else
  /// the model's hook, asked only when both exist (as the original's condition short-circuits).
  static func writesField<M: XYYJsonModel>(_ model: M, _ data: XYYPropertyData, path: XYYWritePath) -> Bool {
    guard data.hasSetter, data.hasField else { return !data.hasSetter }
    return path == .storedField || model.xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel: true)
  }

  /// Writes a converted value; nil writes the property's empty value (nil for an optional).
  ///
  /// The value is taken, not copied, and the setter is reached in place: copying an `Any?` goes through
  /// its value witnesses, once per property of every conversion.
  static func write(
    _ converted: consuming Any?, for data: XYYPropertyData, base: MutableModelBase, direct: Bool
  ) {
    let value: Any
    switch consume converted {
    case .some(let present): value = present
    case .none:
      guard let empty = data.emptyValue else { return }
      value = empty
    }
    if data.hasSetter, !(direct && data.hasField) {
      _ = data.setter?.call(base, value)
      return
    }
    try? data.field?.set(value, in: base)
  }

  /// `_convertValue:propertyData:`: the model's converter if it declares one (its result is written as
  /// it is, nil included), else the default conversion.
  ///
  /// The value is taken, so that one that passes as it is (most do) moves to the result: each copy of an
  /// `Any?` goes through its value witnesses.
  /// - Returns: The value to write; nil writes the property's empty value.
  static func convert(
    _ value: consuming Any?, for data: XYYPropertyData, base: ModelBase, methods: XYYMethods,
    content: Any.Type?, path: XYYWritePath
  ) -> Any? {
    if let converter = methods.table.converters[data.converter] { return converter(base, value) }
    guard let value = consume value, !JSONValue.isNull(value) else {
      return nilValue(for: data, base: base, methods: methods)
    }
    switch data.kind {
    case .number(let encoding):
      // A number that does not convert is 0, not the nil value.
      return XYYNumbers.convert(value, to: encoding) ?? XYYNumbers.zero(encoding)
    case .structure(let entry):
      if ObjectIdentifier(type(of: value)) == ObjectIdentifier(data.valueType) { return value }
      if let string = JSONValue.string(value) ?? (value as? String), let parsed = entry.parse(string) {
        return parsed
      }
      return nilValue(for: data, base: base, methods: methods)
    case .object(let encoding):
      // An object that does not convert is nil, not the nil value.
      // A value of the property's own type, or any value for an `Any` property, passes (moved).
      if passes(value, encoding, data) { return value }
      return convertObject(value, encoding: encoding, data: data, content: content, path: path)
    }
  }

  /// `_nilValueForPropertyData:`: the model's `nil<Name>Value`, else the type's empty value.
  static func nilValue(for data: XYYPropertyData, base: ModelBase, methods: XYYMethods) -> Any? {
    if let nilValue = methods.table.nilValues[data.nilValue] { return nilValue(base) }
    return data.emptyValue
  }

  private static func passes(_ value: Any, _ encoding: TypeEncoding, _ data: XYYPropertyData) -> Bool {
    switch encoding {
    case .any, .anyObject: true
    default: ObjectIdentifier(type(of: value)) == ObjectIdentifier(data.valueType)
    }
  }

  /// The default conversion of a value that does not pass as it is.
  private static func convertObject(
    _ value: Any, encoding: TypeEncoding, data: XYYPropertyData, content: Any.Type?, path: XYYWritePath
  ) -> Any? {
    switch encoding {
    case .string:
      if let string = JSONValue.string(value) ?? (value as? String) { return string }
      if let number = JSONValue.foundationNumber(value) { return number.description }
      return String(describing: value)
    case .decimal:
      // `decimalNumberWithString:`: a string that is not a number is NaN.
      if let string = JSONValue.string(value) ?? (value as? String) {
        return Decimal(string: string, locale: Locale(identifier: "en_US_POSIX")) ?? Decimal.nan
      }
      // A number: `decimalNumberWithString:[value stringValue]` — the shortest digits of a double, so
      // that the decimal reads back as the number it came from (`decimalValue` of a double gives 20
      // digits that parse to a neighbouring double, and the JSON never settles).
      guard let number = JSONValue.foundationNumber(value) ?? XYYNumbers.boxed(value) else { return nil }
      if let decimal = number as? NSDecimalNumber { return decimal.decimalValue }
      return Decimal(string: number.stringValue, locale: Locale(identifier: "en_US_POSIX"))
        ?? number.decimalValue
    case .date:
      return XYYDates.date(from: value)
    case .model:
      guard let modelType = data.conversions.model, let dictionary = JSONValue.dictionary(value)
      else { return nil }
      return XYYModels.model(of: modelType, with: dictionary, path: path)
    case .dictionary:
      guard let entries = JSONValue.dictionary(value), let dictionaryType = data.conversions.dictionary
      else { return nil }
      if let modelType = data.conversions.dictionaryValue {
        return dictionaryType.make(
          from: entries.compactMapValues { element -> Any? in
            guard let dictionary = JSONValue.dictionary(element) else {
              return element
            }
            return XYYModels.model(of: modelType, with: dictionary, path: path)
          })
      }
      return dictionaryType.make(from: entries)
    case .set:
      // The original has no NSSet conversion: only a set of the property's own type passes (above).
      return nil
    case .array:
      guard let elements = JSONValue.array(value) ?? (value as? [Any]) else { return nil }
      var converted: [Any] = []
      converted.reserveCapacity(elements.count)
      // Asked once per array, as the original asks `isSubclassOfClass:`.
      let modelType = data.conversions.elementModel(content, contentType: data.contentType)
      for element in elements {
        guard let modelType, let dictionary = JSONValue.dictionary(element) else {
          converted.append(element)
          continue
        }
        // A model refused for nesting too deep is left out.
        if let model = XYYModels.model(of: modelType, with: dictionary, path: path) {
          converted.append(model)
        }
      }
      return data.conversions.array?.make(from: converted)
    case .rawEnum(let key, _):
      guard let representable = key.type as? any RawRepresentable.Type else { return nil }
      func open<R: RawRepresentable>(_: R.Type) -> Any? {
        if let raw = value as? R.RawValue { return R(rawValue: raw) }
        if let number = JSONValue.foundationNumber(value), let raw = number.intValue as? R.RawValue {
          return R(rawValue: raw)
        }
        return nil
      }
      return open(representable)
    case .unsupported(let key) where key.type is NSNumber.Type:
      return number(value, as: key.type)
    default:
      return nil  // URL, Data, and classes of another type: no default conversion
    }
  }

  /// An `NSNumber`- or `NSDecimalNumber`-typed property: `performDefaultConvertToNumber` (doubleValue
  /// first) for NSNumber; `decimalNumberWithString:` of the string or of the number's `stringValue`.
  private static func number(_ value: Any, as numberType: Any.Type) -> Any? {
    let number = JSONValue.foundationNumber(value) ?? XYYNumbers.boxed(value)
    if numberType is NSDecimalNumber.Type {
      if let string = JSONValue.string(value) ?? (value as? String) {
        return NSDecimalNumber(string: string, locale: Locale(identifier: "en_US_POSIX"))
      }
      return number.map { NSDecimalNumber(string: $0.stringValue, locale: Locale(identifier: "en_US_POSIX")) }
    }
    if let number { return number }
    return (XYYNumbers.convert(value, to: .double) as? Double).map { NSNumber(value: $0) }
  }
}

/// Models of a type known as a metatype.
enum XYYModels {
  /// A nested model (`xyy_model(with:)`); nil when its level is the one beyond the nesting limit (the
  /// property then gets its empty value, an element of a container is left out).
  static func model(of type: any XYYJsonModel.Type, with dictionary: [String: Any], path: XYYWritePath)
    -> Any?
  {
    func open<T: XYYJsonModel>(_: T.Type) -> Any? {
      var model = T()
      return XYYConversion.update(&model, with: dictionary, path: path, nested: true) ? model : nil
    }
    return open(type)
  }
}
