import Foundation
import ModelRuntime

extension XYYJsonModel {
  /// The model as a dictionary (`-xyy_convertToDictionaryForJson:`); with `forJson`, nil values become
  /// NSNull and everything is a JSON value.
  public func xyy_convertToDictionary(forJson: Bool) -> [String: Any] {
    XYYExport.dictionary(of: self, keys: nil, forJson: forJson)
  }

  /// Only the given properties.
  public func xyy_convertToDictionary(withKeys keys: [String], forJson: Bool) -> [String: Any] {
    XYYExport.dictionary(of: self, keys: keys, forJson: forJson)
  }

  /// One property's exported value; nil for an unknown or ignored property (or nil without `forJson`).
  public func xyy_value(forKey key: String, forJson: Bool) -> Any? {
    XYYExport.dictionary(of: self, keys: [key], forJson: forJson)[key]
  }
}

enum XYYExport {
  /// The model's dictionary; empty when the walk refuses the model (see ``level(of:keys:forJson:)``).
  static func dictionary<M: XYYJsonModel>(of model: M, keys: [String]?, forJson: Bool) -> [String: Any] {
    level(of: model, keys: keys, forJson: forJson) ?? [:]
  }

  /// The model's dictionary as one level of the walk; nil when the walk refuses it: a class model already
  /// being written on this thread (a cycle), or a level deeper than `GraphGuard.maximumDepth`.
  static func level<M: XYYJsonModel>(of model: M, keys: [String]?, forJson: Bool) -> [String: Any]? {
    return GraphGuard.enter(model: model) { body(of: model, keys: keys, forJson: forJson) }.result
  }

  private static func body<M: XYYJsonModel>(of model: M, keys: [String]?, forJson: Bool) -> [String: Any] {
    let type = Swift.type(of: model)
    guard let info = try? TypeInfo.of(type) else { return [:] }
    let methods = type.xyy_methods
    var result: [String: Any] = [:]
    ModelStorage.withBase(of: model) { base in
      let names = keys ?? info.fields.filter { $0.isWritable && !$0.isLazyStorage }.map(\.name)
      for name in names {
        if type.xyy_needIgnoreProperty(name, forDicToModel: false) { continue }
        guard let data = XYYPropertyCache.shared.data(for: type, name: name), let field = data.field else {
          continue
        }
        let value: Any?
        if let toJSON = methods.toJSON[data.toJSONName] {
          value = toJSON(base)
        } else {
          value = exported(field.accessor.get(from: base), forJson: forJson)
        }
        if let value {
          result[name] = value
        } else if forJson {
          result[name] = NSNull()
        }
      }
    }
    return result
  }

  /// Numbers, strings and null kept; models → dictionaries; arrays and sets → arrays; dictionaries
  /// converted; structs → their `stringWith…` form; anything else → its description.
  static func exported(_ value: Any, forJson: Bool) -> Any? {
    if let optional = value as? any OptionalType {
      guard let wrapped = optional.wrappedAny else { return nil }
      return exported(wrapped, forJson: forJson)
    }
    switch JSONValueKind.of(value) {
    case .string, .integer, .double, .bool, .null: return value
    case .object, .array, .other: break
    }
    // A level the walk refuses — the back-reference of a cycle, a model or container nested deeper than
    // the limit — is written as NSNull.
    if let model = value as? any XYYJsonModel {
      func nested<N: XYYJsonModel>(_ model: N) -> Any {
        level(of: model, keys: nil, forJson: forJson) ?? NSNull()
      }
      return nested(model)
    }
    if let array = value as? any ArrayType {
      return GraphGuard.enter(nil) { array.elementsAny.compactMap { exported($0, forJson: forJson) } }.result
        ?? NSNull()
    }
    if let set = value as? any SetType {
      return GraphGuard.enter(nil) { set.elementsAny.compactMap { exported($0, forJson: forJson) } }.result
        ?? NSNull()
    }
    if let dictionary = value as? any StringKeyedDictionaryType {
      return GraphGuard.enter(nil) {
        dictionary.entriesAny.compactMapValues { exported($0, forJson: forJson) }
      }
      .result ?? NSNull()
    }
    if let decimal = value as? Decimal { return NSDecimalNumber(decimal: decimal) }
    if let entry = XYYStructStrings.byName[ObjectIdentifier(type(of: value))] {
      return entry.entry.format(value) ?? NSNull()
    }
    if let representable = value as? any RawRepresentable {
      return exported(representable.rawValue, forJson: forJson)
    }
    if let url = value as? URL { return url.absoluteString }
    return String(describing: value)
  }
}
