import Foundation
import ModelRuntime

extension XYYJsonModel {
  /// A new model from a dictionary (`+xyy_modelWithDictionary:`). Never fails: unknown keys are ignored.
  public static func xyy_model(with dictionary: [String: Any]) -> Self {
    var model = Self()
    XYYConversion.update(&model, with: dictionary)
    return model
  }

  /// A new model from JSON text (`Data` or `String`); nil when it is not a JSON object.
  public static func xyy_model(withJSON json: Any) -> Self? {
    guard let dictionary = try? JSONInput.object(from: json) else { return nil }
    return xyy_model(with: dictionary)
  }

  /// Models from an array; elements that are not dictionaries are left out.
  public static func xyy_models(with array: [Any]) -> [Self] {
    array.compactMap { element in
      (JSONValue.object(element) ?? (element as? [String: Any])).map(xyy_model(with:))
    }
  }

  /// Updates the model from a dictionary (`-xyy_updateWithDictionary:`).
  public mutating func xyy_update(with dictionary: [String: Any]) {
    XYYConversion.update(&self, with: dictionary)
  }
}

extension XYYJsonModel where Self: AnyObject {
  /// Updates a class model; see the mutating form.
  public func xyy_update(with dictionary: [String: Any]) {
    var this = self
    XYYConversion.update(&this, with: dictionary)
  }
}

extension XYYJsonModel {
  /// The cache's count limit (the NSCache `countLimit`): a setting shared by every model type.
  public static var xyy_propertyCacheCountLimit: Int {
    get { XYYPropertyCache.shared.countLimit }
    set { XYYPropertyCache.shared.countLimit = newValue }
  }
}
