import Foundation
import ModelRuntime

extension XYYJsonModel {
  /// A new model from a dictionary (`+xyy_modelWithDictionary:`).
  ///
  /// Values that do not convert give their property its empty value and unknown keys are ignored, so
  /// the only failure is a dictionary built in code that nests models deeper than
  /// `GraphGuard.maximumDepth` (the original recursed until the stack ran out).
  /// - Parameters:
  ///   - dictionary: The JSON object.
  ///   - path: How values are written, for this call and every model nested in it.
  /// - Returns: The model, or nil for nesting beyond the limit.
  public static func xyy_model(with dictionary: [String: Any], path: XYYWritePath = .asDeclared) -> Self? {
    var model = Self()
    return XYYConversion.update(&model, with: dictionary, path: path) ? model : nil
  }

  /// A new model from JSON text (`Data` or `String`); nil when it is not a JSON object (JSON text never
  /// nests deep enough to reach the limit: the parser refuses it first).
  public static func xyy_model(withJSON json: Any, path: XYYWritePath = .asDeclared) -> Self? {
    guard let dictionary = try? JSONInput.object(from: json) else { return nil }
    return xyy_model(with: dictionary, path: path)
  }

  /// Models from an array; elements that are not dictionaries are left out.
  public static func xyy_models(with array: [Any], path: XYYWritePath = .asDeclared) -> [Self] {
    array.compactMap { element in
      JSONValue.dictionary(element).flatMap { xyy_model(with: $0, path: path) }
    }
  }

  /// Updates the model from a dictionary (`-xyy_updateWithDictionary:`).
  ///
  /// - Parameters:
  ///   - dictionary: The JSON object.
  ///   - path: How values are written, for this call and every model nested in it.
  /// - Returns: false when the dictionary nests models deeper than `GraphGuard.maximumDepth`: the
  ///   properties down to the limit are written and the nested model beyond it gets its empty value.
  @discardableResult
  public mutating func xyy_update(with dictionary: [String: Any], path: XYYWritePath = .asDeclared) -> Bool {
    XYYConversion.update(&self, with: dictionary, path: path)
  }
}

extension XYYJsonModel where Self: AnyObject {
  /// Updates a class model; see the mutating form.
  @discardableResult
  public func xyy_update(with dictionary: [String: Any], path: XYYWritePath = .asDeclared) -> Bool {
    var this = self
    return XYYConversion.update(&this, with: dictionary, path: path)
  }
}

extension XYYJsonModel {
  /// The cache's count limit (the NSCache `countLimit`): a setting shared by every model type.
  public static var xyy_propertyCacheCountLimit: Int {
    get { XYYPropertyCache.shared.countLimit }
    set { XYYPropertyCache.shared.countLimit = newValue }
  }
}
