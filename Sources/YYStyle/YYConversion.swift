import Foundation
import ModelRuntime

/// Dictionary → model: `yy_modelSetWithDictionary:` and the functions it applies.
enum YYConversion {
  /// Converts `dictionary` into `model` in place.
  ///
  /// - Returns: `false` when the model has no mapped property, `modelCustomWillTransform(from:)` returned
  ///   nil, `modelCustomTransform(from:)` returned false, or the dictionary nests models deeper than
  ///   `GraphGuard.maximumDepth`. In the last two cases the fields are already written (down to the
  ///   limit), as in the original; the transform hook is not called for a refused nesting.
  static func set<M: YYModel>(_ model: inout M, with dictionary: [String: Any]) -> Bool {
    guard let meta = YYModelMeta.of(type(of: model)) else { return false }
    return set(&model, with: dictionary, meta: meta)
  }

  /// `set(_:with:)` with the model's meta already in hand (a nested model's, cached by its driver).
  static func set<M: YYModel>(_ model: inout M, with dictionary: [String: Any], meta: YYModelMeta) -> Bool {
    guard meta.keyMappedCount > 0 else { return false }
    // A hook the type leaves out of `modelDictionaryHooks` is not called, as the original asks its
    // `_hasCustom…` flags (`respondsToSelector:`) before each.
    let hooks = meta.dictionaryHooks
    let transformed: [String: Any]
    if hooks.contains(.willTransform) {
      guard let willTransform = model.modelCustomWillTransform(from: dictionary) else { return false }
      transformed = willTransform
    } else {
      transformed = dictionary
    }
    let (_, failures) = GraphGuard.enter(nil) {
      ModelStorage.withMutableBase(of: &model) { base in apply(transformed, meta: meta, base: base) }
    }
    guard failures.isEmpty else { return false }
    return !hooks.contains(.transformFrom) || model.modelCustomTransform(from: transformed)
  }

  /// The walk: over the dictionary when the model maps at least as many keys as it has, else over the
  /// properties.
  static func apply(_ dictionary: [String: Any], meta: YYModelMeta, base: MutableModelBase) {
    if meta.keyMappedCount >= dictionary.count {
      // ModelSetWithDictionaryFunction, its property metas unretained as in the original
      for case (let key, var value) in dictionary {
        guard var index = meta.mapperIndex[key] else { continue }
        // Several properties on one key: each but the last is written a copy (the last takes `value`).
        while case let next = meta.nextIndex[index], next >= 0 {
          var copy = value
          meta.lentPropertyMetas.withObject(at: index) { setValue(&copy, for: $0, base: base) }
          index = next
        }
        meta.lentPropertyMetas.withObject(at: index) { setValue(&value, for: $0, base: base) }
      }
      // ModelSetWithPropertyMetaArrayFunction over the key-path and multi-key properties
      for property in meta.keyPathPropertyMetas {
        if var value = value(in: dictionary, keyPath: property.mappedToKeyPath!) {
          setValue(&value, for: property, base: base)
        }
      }
      for property in meta.multiKeysPropertyMetas {
        if var value = value(in: dictionary, alternatives: property.mappedToKeyArray!) {
          setValue(&value, for: property, base: base)
        }
      }
    } else {
      meta.lentPropertyMetas.forEach { property in
        let found: Any?
        if let alternatives = property.mappedToKeyArray {
          found = value(in: dictionary, alternatives: alternatives)
        } else if let path = property.mappedToKeyPath {
          found = value(in: dictionary, keyPath: path)
        } else {
          found = dictionary[property.mappedToKey]
        }
        if var found { setValue(&found, for: property, base: base) }
      }
    }
  }

  /// `YYValueForKeyPath`: walks dictionaries only.
  static func value(in dictionary: [String: Any], keyPath: [String]) -> Any? {
    var current = dictionary
    for (index, key) in keyPath.enumerated() {
      let value = current[key]
      if index + 1 == keyPath.count { return value }
      guard let next = value as? [String: Any] else { return nil }
      current = next
    }
    return nil
  }

  /// `YYValueForMultiKeys`, taking the first non-null value.
  static func value(in dictionary: [String: Any], alternatives: [[String]]) -> Any? {
    for path in alternatives {
      let found = path.count == 1 ? dictionary[path[0]] : value(in: dictionary, keyPath: path)
      if let found, !(found is NSNull) { return found }
    }
    return nil
  }
}
