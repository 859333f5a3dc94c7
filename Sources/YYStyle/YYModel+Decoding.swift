import Foundation
import ModelRuntime

extension YYModel {
  /// A new model from JSON: `+yy_modelWithJSON:`.
  ///
  /// - Parameter json: `Data` or `String` holding a JSON object, or an already-parsed `[String: Any]`.
  /// - Returns: The model, or nil when the input is not a JSON object or the conversion is rejected.
  public static func yy_model(withJSON json: Any) -> Self? {
    guard let dictionary = try? JSONInput.object(from: json) else { return nil }
    return yy_model(with: dictionary)
  }

  /// A new model from a dictionary: `+yy_modelWithDictionary:`.
  ///
  /// The type named by `modelCustomClass(for:)` is instantiated when it is a `Self` (a subclass).
  /// - Returns: nil when the model maps no property, `modelCustomWillTransform(from:)` returns nil or
  ///   `modelCustomTransform(from:)` returns false.
  public static func yy_model(with dictionary: [String: Any]) -> Self? {
    guard let meta = YYModelMeta.of(Self.self) else { return nil }
    var one = yy_instance(for: dictionary, hooks: meta.dictionaryHooks)
    // A custom class converts with its own meta.
    guard type(of: one) == Self.self else { return YYConversion.set(&one, with: dictionary) ? one : nil }
    return YYConversion.set(&one, with: dictionary, meta: meta) ? one : nil
  }

  /// A new model for `dictionary`: of the class `modelCustomClass(for:)` names when it is a `Self`, the
  /// hook asked only when `hooks` names it (the original's `_hasCustomClassFromDictionary`).
  @inline(__always)
  static func yy_instance(for dictionary: [String: Any], hooks: YYDictionaryHooks) -> Self {
    guard hooks.contains(.customClass), let custom = modelCustomClass(for: dictionary) else { return Self() }
    return yy_instance(of: custom)
  }

  /// A new `custom`, when it is a `Self`; else a new `Self`. A call of its own: the cast's `Self?` needs
  /// `Optional<Self>`'s metadata, which unspecialized code looks up at run time, on every model made.
  @inline(never)
  static func yy_instance(of custom: any YYModel.Type) -> Self {
    custom.init() as? Self ?? Self()
  }

  /// Updates the model from JSON (`-yy_modelSetWithJSON:`).
  ///
  /// - Returns: false when the input is not a JSON object or the conversion is rejected. A model whose
  ///   `modelCustomTransform(from:)` returned false keeps what was written before it ran.
  @discardableResult
  public mutating func yy_modelSet(withJSON json: Any) -> Bool {
    guard let dictionary = try? JSONInput.object(from: json) else { return false }
    return YYConversion.set(&self, with: dictionary)
  }

  /// Updates the model from a dictionary (`-yy_modelSetWithDictionary:`). See `yy_modelSet(withJSON:)`.
  @discardableResult
  public mutating func yy_modelSet(with dictionary: [String: Any]) -> Bool {
    YYConversion.set(&self, with: dictionary)
  }
}

extension YYModel where Self: AnyObject {
  /// Updates a class model from JSON; see the mutating form.
  @discardableResult
  public func yy_modelSet(withJSON json: Any) -> Bool {
    guard let dictionary = try? JSONInput.object(from: json) else { return false }
    var this = self
    return YYConversion.set(&this, with: dictionary)
  }

  /// Updates a class model from a dictionary; see the mutating form.
  @discardableResult
  public func yy_modelSet(with dictionary: [String: Any]) -> Bool {
    var this = self
    return YYConversion.set(&this, with: dictionary)
  }
}

extension Array where Element: YYModel {
  /// Models from a JSON array (`+[NSArray yy_modelArrayWithClass:json:]`): elements that are not
  /// dictionaries, or whose conversion is rejected, are left out.
  ///
  /// - Parameter json: `Data` or `String` holding a JSON array, or an `[Any]`.
  /// - Returns: nil when the input is not a JSON array.
  public static func yy_modelArray(withJSON json: Any) -> [Element]? {
    guard let array = try? JSONInput.array(from: json) else { return nil }
    return array.compactMap { ($0 as? [String: Any]).flatMap(Element.yy_model(with:)) }
  }
}

extension Dictionary where Key == String, Value: YYModel {
  /// Models from a JSON object of objects (`+[NSDictionary yy_modelDictionaryWithClass:json:]`).
  ///
  /// - Returns: nil when the input is not a JSON object; values that are not dictionaries are left out.
  public static func yy_modelDictionary(withJSON json: Any) -> [String: Value]? {
    guard let object = try? JSONInput.object(from: json) else { return nil }
    var result: [String: Value] = [:]
    for (key, value) in object {
      if let dictionary = value as? [String: Any], let model = Value.yy_model(with: dictionary) {
        result[key] = model
      }
    }
    return result
  }
}
