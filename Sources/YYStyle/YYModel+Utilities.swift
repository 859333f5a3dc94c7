import Foundation
import ModelRuntime

extension YYModel {
  /// A shallow copy built from the meta (`-yy_modelCopy`): a new instance with every converted property
  /// copied; nested class models are shared, as the original shares nested objects.
  public func yy_modelCopy() -> Self {
    guard let meta = YYModelMeta.of(type(of: self)) else { return self }
    var one = type(of: self).init()
    ModelStorage.withBase(of: self) { source in
      ModelStorage.withMutableBase(of: &one) { destination in
        for property in meta.allPropertyMetas {
          try? property.field.accessor.set(property.field.accessor.get(from: source), in: destination)
        }
      }
    }
    return one
  }

  /// The XOR of every converted property's hash (`-yy_modelHash`); equal models hash equally.
  ///
  /// A nested model past `GraphGuard.maximumDepth`, or one reached again through a cycle, adds 0 (the
  /// original recursed until the stack ran out).
  public func yy_modelHash() -> Int {
    guard let meta = YYModelMeta.of(type(of: self)), !meta.allPropertyMetas.isEmpty else {
      return YYValueEquality.identityHash(self)
    }
    return GraphGuard.enter(model: self) {
      ModelStorage.withBase(of: self) { base in
        meta.allPropertyMetas.reduce(0) { $0 ^ YYValueEquality.hash($1.field.accessor.get(from: base)) }
      }
    }.result ?? 0
  }

  /// Whether `other` is a model of exactly this type with equal converted properties (`-yy_modelIsEqual:`).
  ///
  /// Past `GraphGuard.maximumDepth`, or where a cycle comes back to a model being compared, nested models
  /// are equal only when they are the same instance (the original recursed until the stack ran out).
  public func yy_modelIsEqual(_ other: Any) -> Bool {
    if Self.self is AnyClass, let object = other as AnyObject?, object === (self as AnyObject) { return true }
    guard type(of: other) == type(of: self), let other = other as? Self else { return false }
    guard let meta = YYModelMeta.of(type(of: self)) else { return false }
    guard yy_modelHash() == other.yy_modelHash() else { return false }
    return GraphGuard.enter(model: self) {
      ModelStorage.withBase(of: self) { this in
        ModelStorage.withBase(of: other) { that in
          meta.allPropertyMetas.allSatisfy {
            YYValueEquality.equal($0.field.accessor.get(from: this), $0.field.accessor.get(from: that))
          }
        }
      }
    }.result ?? false
  }

  /// A description of every converted property, sorted by name (`-yy_modelDescription`).
  public func yy_modelDescription() -> String {
    YYDescription.describe(self)
  }
}

/// Value equality and hashing over `Any`, for `yy_modelIsEqual` and `yy_modelHash`.
enum YYValueEquality {
  static func hash(_ value: Any) -> Int {
    if let optional = value as? any OptionalType {
      return optional.wrappedAny.map(hash) ?? 0
    }
    if let model = value as? any YYModel { return model.yy_modelHash() }
    // Containers before AnyHashable: an NSObject model is Hashable by identity.
    // Containers nest one level each: past the limit they add 0.
    if let array = value as? any ArrayType {
      let elements = array.elementsAny
      return GraphGuard.enter(nil) { elements.reduce(elements.count) { $0 &* 31 &+ hash($1) } }.result ?? 0
    }
    if let dictionary = value as? any StringKeyedDictionaryType {
      let entries = dictionary.entriesAny
      return GraphGuard.enter(nil) { entries.reduce(0) { $0 ^ ($1.key.hashValue &+ hash($1.value)) } }.result
        ?? 0
    }
    if let hashable = value as? AnyHashable { return hashable.hashValue }
    if type(of: value) is AnyClass { return ObjectIdentifier(value as AnyObject).hashValue }
    return 0
  }

  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    if let left = lhs as? any OptionalType, let right = rhs as? any OptionalType {
      switch (left.wrappedAny, right.wrappedAny) {
      case (nil, nil): return true
      case (let l?, let r?): return equal(l, r)
      default: return false
      }
    }
    if let model = lhs as? any YYModel { return model.yy_modelIsEqual(rhs) }
    if let left = lhs as? any ArrayType, let right = rhs as? any ArrayType {
      let (l, r) = (left.elementsAny, right.elementsAny)
      guard l.count == r.count else { return false }
      return GraphGuard.enter(nil) { zip(l, r).allSatisfy(equal) }.result ?? false
    }
    if let left = lhs as? any StringKeyedDictionaryType, let right = rhs as? any StringKeyedDictionaryType {
      let (l, r) = (left.entriesAny, right.entriesAny)
      guard l.count == r.count else { return false }
      return GraphGuard.enter(nil) {
        l.allSatisfy { key, value in r[key].map { equal(value, $0) } ?? false }
      }.result ?? false
    }
    if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    return String(reflecting: lhs) == String(reflecting: rhs)
  }

  static func identityHash(_ value: Any) -> Int {
    type(of: value) is AnyClass ? ObjectIdentifier(value as AnyObject).hashValue : 0
  }
}

/// `ModelDescription`: nested models, arrays and dictionaries indented by four spaces.
enum YYDescription {
  /// Past `GraphGuard.maximumDepth`, or where a cycle comes back, a model is described by its header
  /// alone and a container as `[…]` or `{…}`.
  static func describe(_ value: Any) -> String {
    if let optional = value as? any OptionalType {
      return optional.wrappedAny.map(describe) ?? "<nil>"
    }
    switch value {
    case let string as String: return "\"\(string)\""
    case let model as any YYModel: return describeModel(model)
    case let array as any ArrayType: return list(array.elementsAny, open: "[", close: "]")
    case let set as any SetType: return list(set.elementsAny, open: "{(", close: ")}")
    case let dictionary as any StringKeyedDictionaryType:
      let entries = dictionary.entriesAny.sorted { $0.key < $1.key }
      guard !entries.isEmpty else { return "{}" }
      guard
        let lines = GraphGuard.enter(nil, { entries.map { "    \($0.key) = \(indent(describe($0.value)))" } })
          .result
      else { return "{…}" }
      return "{\n" + lines.joined(separator: ";\n") + "\n}"
    case let url as URL: return url.absoluteString
    case let date as Date: return FixedFormatDate.iso8601String(date)
    default: return String(describing: value)
    }
  }

  private static func describeModel(_ model: any YYModel) -> String {
    var header = "<\(String(reflecting: type(of: model)))"
    if type(of: model) is AnyClass {
      header += ": 0x" + String(UInt(bitPattern: ObjectIdentifier(model as AnyObject).hashValue), radix: 16)
    }
    header += ">"
    guard let meta = YYModelMeta.of(type(of: model)), !meta.allPropertyMetas.isEmpty else { return header }
    func lines<M: YYModel>(_ model: M) -> [String]? {
      GraphGuard.enter(model: model) {
        ModelStorage.withBase(of: model) { base in
          meta.allPropertyMetas.sorted { $0.name < $1.name }.map { property in
            "    \(property.name) = \(indent(describe(property.field.accessor.get(from: base))))"
          }
        }
      }.result
    }
    guard let lines = lines(model) else { return header }
    return header + " {\n" + lines.joined(separator: ";\n") + "\n}"
  }

  private static func list(_ elements: [Any], open: String, close: String) -> String {
    guard !elements.isEmpty else { return open + close }
    guard let lines = GraphGuard.enter(nil, { elements.map { "    " + indent(describe($0)) } }).result else {
      return open + "…" + close
    }
    return open + "\n" + lines.joined(separator: ",\n") + "\n" + close
  }

  private static func indent(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: "\n    ")
  }
}
