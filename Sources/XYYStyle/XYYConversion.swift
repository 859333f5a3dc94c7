import Foundation
import ModelRuntime

/// Dictionary → model: `-xyy_updateWithDictionary:`.
enum XYYConversion {
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
      apply(&model, with: dictionary, path: path)
    }
    return nested ? converted != nil : failures.isEmpty
  }

  private static func apply<M: XYYJsonModel>(
    _ model: inout M, with dictionary: [String: Any], path: XYYWritePath
  ) {
    let type = Swift.type(of: model)
    let direct = path == .storedField || type.xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel: true)
    let methods = type.xyy_methods
    let cache = XYYPropertyCache.shared
    ModelStorage.withMutableBase(of: &model) { base in
      for (key, value) in dictionary {
        // (1) key → property name; (2) the property must be valid.
        let name = type.xyy_propertyName(forKey: key)
        if type.xyy_needIgnoreProperty(name, forDicToModel: true) { continue }
        guard let data = cache.data(for: type, name: name) else { continue }
        // (3) convert: the model's converter, else the default; then the nil value.
        var converted: Any?
        if let converter = methods.converters[data.converterName] {
          converted = converter(base.readOnly, value)
        } else {
          converted = convert(value, for: data, path: path)
        }
        if converted == nil {
          converted =
            methods.nilValues[data.nilValueName].map { $0(base.readOnly) } ?? data.emptyValue
        }
        guard let converted else { continue }
        // (4) write: the declared setter, else (or when asked) the stored field.
        write(converted, for: data, base: base, direct: direct)
      }
    }
  }

  static func write(_ value: Any, for data: XYYPropertyData, base: MutableModelBase, direct: Bool) {
    if let setter = data.setter, !(direct && data.field != nil) {
      _ = setter.call(base, value)
      return
    }
    guard let field = data.field else { return }
    try? field.accessor.set(value, in: base)
  }

  /// The default conversion into the property's (unwrapped) type; nil for null or failure.
  static func convert(_ value: Any, for data: XYYPropertyData, path: XYYWritePath) -> Any? {
    if JSONValue.isNull(value) { return nil }
    switch data.kind {
    case .number(let encoding):
      return XYYNumbers.convert(value, to: encoding)
    case .structure(let entry):
      if ObjectIdentifier(type(of: value)) == ObjectIdentifier(data.valueType) { return value }
      return (JSONValue.string(value) ?? (value as? String)).map(entry.parse)
    case .object(let encoding):
      return convertObject(value, encoding: encoding, data: data, path: path)
    }
  }

  private static func convertObject(
    _ value: Any, encoding: TypeEncoding, data: XYYPropertyData, path: XYYWritePath
  ) -> Any? {
    // A value of the property's own type passes.
    if ObjectIdentifier(type(of: value)) == ObjectIdentifier(data.valueType) { return value }
    switch encoding {
    case .string:
      if let string = JSONValue.string(value) ?? (value as? String) { return string }
      if let number = JSONValue.foundationNumber(value) { return number.description }
      return String(describing: value)
    case .decimal:
      if let string = JSONValue.string(value) ?? (value as? String) {
        guard let decimal = Decimal(string: string, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN
        else {
          return nil
        }
        return decimal
      }
      if let number = JSONValue.foundationNumber(value) { return number.decimalValue }
      if let int = value as? Int { return Decimal(int) }
      if let double = value as? Double { return Decimal(double) }
      return nil
    case .date:
      return XYYDates.date(from: value)
    case .model(let key):
      guard let modelType = key.type as? any XYYJsonModel.Type,
        let dictionary = JSONValue.object(value) ?? (value as? [String: Any])
      else { return nil }
      return XYYModels.model(of: modelType, with: dictionary, path: path)
    case .dictionary:
      guard let entries = JSONValue.object(value) ?? (value as? [String: Any]),
        let dictionaryType = data.valueType as? any StringKeyedDictionaryType.Type
      else { return nil }
      if let modelType = dictionaryType.valueType as? any XYYJsonModel.Type {
        return dictionaryType.make(
          from: entries.compactMapValues { element -> Any? in
            guard let dictionary = JSONValue.object(element) ?? (element as? [String: Any]) else {
              return element
            }
            return XYYModels.model(of: modelType, with: dictionary, path: path)
          })
      }
      return dictionaryType.make(from: entries)
    case .array, .set:
      let elements: [Any]
      if let array = JSONValue.array(value) ?? (value as? [Any]) {
        elements = array
      } else if let set = value as? any SetType {
        elements = set.elementsAny
      } else {
        return nil
      }
      var converted: [Any] = []
      converted.reserveCapacity(elements.count)
      for element in elements {
        guard let modelType = data.contentType as? any XYYJsonModel.Type,
          let dictionary = JSONValue.object(element) ?? (element as? [String: Any])
        else {
          converted.append(element)
          continue
        }
        // A model refused for nesting too deep is left out.
        if let model = XYYModels.model(of: modelType, with: dictionary, path: path) {
          converted.append(model)
        }
      }
      if let arrayType = data.valueType as? any ArrayType.Type { return arrayType.make(from: converted) }
      if let setType = data.valueType as? any SetType.Type { return setType.make(from: converted) }
      return nil
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
    case .any, .anyObject:
      return value
    default:
      return nil  // URL, Data, and classes of another type: no default conversion
    }
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
