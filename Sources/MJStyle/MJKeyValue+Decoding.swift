import Foundation
import ModelRuntime

extension MJKeyValue {
  /// A new model from a dictionary or JSON text (`+mj_objectWithKeyValues:`); nil (and `mj_error`) when
  /// the input is not a dictionary.
  public static func mj_object(withKeyValues keyValues: Any) -> Self? {
    var model = Self()
    return MJConversion.set(&model, keyValues: keyValues) ? model : nil
  }

  /// Models from an array of dictionaries (`+mj_objectArrayWithKeyValuesArray:`): elements that are not
  /// dictionaries are left out; nil when the input is not an array.
  public static func mj_objectArray(withKeyValuesArray keyValuesArray: Any) -> [Self]? {
    let array: [Any]
    if let parsed = JSONValue.array(keyValuesArray) ?? (keyValuesArray as? [Any]) {
      array = parsed
    } else if let parsed = try? JSONInput.array(from: keyValuesArray) {
      array = parsed
    } else {
      MJTables.setError(
        MJError(type: "\(Self.self)", reason: "keyValuesArray is not an array"), for: Self.self)
      return nil
    }
    var models: [Self] = []
    models.reserveCapacity(array.count)
    for element in array {
      guard JSONValue.object(element) != nil || element is [String: Any] else { continue }
      if let model = mj_object(withKeyValues: element) { models.append(model) }
    }
    return models
  }

  /// A new model from a plist or JSON file (`+mj_objectWithFilename:`), read by its extension.
  public static func mj_object(withFilename path: String) -> Self? {
    guard let data = FileManager.default.contents(atPath: path) else {
      MJTables.setError(MJError(type: "\(Self.self)", reason: "cannot read \(path)"), for: Self.self)
      return nil
    }
    if path.hasSuffix(".plist") {
      guard let object = CStandardLibrary.propertyList(from: data) else {
        MJTables.setError(
          MJError(type: "\(Self.self)", reason: "\(path) is not a property list"), for: Self.self)
        return nil
      }
      return mj_object(withKeyValues: object)
    }
    return mj_object(withKeyValues: data)
  }

  /// Updates the model (`-mj_setKeyValues:`); false when the input is not a dictionary.
  @discardableResult
  public mutating func mj_setKeyValues(_ keyValues: Any) -> Bool {
    MJConversion.set(&self, keyValues: keyValues)
  }

  /// The last error of a conversion of this type, cleared when a conversion starts (`mj_error`).
  public static var mj_error: MJError? { MJTables.error(for: Self.self) }
}

extension MJKeyValue where Self: AnyObject {
  /// Updates a class model; see the mutating form.
  @discardableResult
  public func mj_setKeyValues(_ keyValues: Any) -> Bool {
    var this = self
    return MJConversion.set(&this, keyValues: keyValues)
  }
}

/// Conversions of a model type known only as a metatype.
enum MJModels {
  /// A nested model: `mj_object(withKeyValues:)`, except that nesting too deep further down still gives
  /// the model (the outermost conversion reports it); nil when this level is the one refused.
  static func object(of type: any MJKeyValue.Type, keyValues: Any) -> Any? {
    func open<T: MJKeyValue>(_: T.Type) -> Any? {
      var model = T()
      return MJConversion.set(&model, keyValues: keyValues, nested: true) ? model : nil
    }
    return open(type)
  }

  /// The models of an array property, as `mj_objectArrayWithKeyValuesArray:` makes them: a dictionary
  /// becomes a model, an element that is itself an array becomes an array of models (`[[MJAd]]`), in
  /// place. Arrays nested deeper than `GraphGuard.maximumDepth` are left out.
  static func objectArray(of type: any MJKeyValue.Type, keyValuesArray: [Any], depth: Int = 0) -> [Any] {
    func open<T: MJKeyValue>(_: T.Type) -> [Any] {
      let nested = keyValuesArray.contains { JSONValue.array($0) != nil || $0 is [Any] }
      guard nested else { return T.mj_objectArray(withKeyValuesArray: keyValuesArray) ?? [] }
      var models: [Any] = []
      models.reserveCapacity(keyValuesArray.count)
      for element in keyValuesArray {
        if let inner = JSONValue.array(element) ?? (element as? [Any]) {
          guard depth < GraphGuard.maximumDepth else { continue }
          models.append(objectArray(of: T.self, keyValuesArray: inner, depth: depth + 1))
        } else if JSONValue.object(element) != nil || element is [String: Any],
          let model = T.mj_object(withKeyValues: element)
        {
          models.append(model)
        }
      }
      return models
    }
    return open(type)
  }
}
