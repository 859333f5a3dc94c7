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
          try? property.field.set(property.field.get(from: source), in: destination)
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
        meta.allPropertyMetas.reduce(0) { $0 ^ YYValueEquality.hash($1.field.get(from: base)) }
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
            YYValueEquality.equal($0.field.get(from: this), $0.field.get(from: that))
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
///
/// Written into one string with the indentation passed down, where the original indented each nested
/// description again at every level (the same text, without copying it once per level).
enum YYDescription {
  /// Past `GraphGuard.maximumDepth`, or where a cycle comes back, a model is described by its header
  /// alone and a container as `[…]` or `{…}`.
  static func describe(_ value: Any) -> String {
    var out = ""
    write(value, indent: "", into: &out)
    return out
  }

  /// Appends `value`'s description; every line after its first starts with `indent`.
  private static func write(_ value: Any, indent: String, into out: inout String) {
    if let optional = value as? any OptionalType {
      guard let wrapped = optional.wrappedAny else { return out += "<nil>" }
      return write(wrapped, indent: indent, into: &out)
    }
    switch value {
    case let string as String: out += "\"\(string)\""
    case let model as any YYModel: writeModel(model, indent: indent, into: &out)
    case let array as any ArrayType:
      list(array.elementsAny, open: "[", close: "]", indent: indent, into: &out)
    case let set as any SetType: list(set.elementsAny, open: "{(", close: ")}", indent: indent, into: &out)
    case let dictionary as any StringKeyedDictionaryType:
      let entries = dictionary.entriesAny.sorted { $0.key < $1.key }
      guard !entries.isEmpty else { return out += "{}" }
      block(
        open: "{", close: "}", refused: "{…}", count: entries.count, separator: ";", indent: indent,
        into: &out
      ) { index, inner, out in
        out += "\(entries[index].key) = "
        write(entries[index].value, indent: inner, into: &out)
      }
    case let url as URL: out += url.absoluteString
    case let date as Date: out += FixedFormatDate.iso8601String(date)
    default: out += String(describing: value)
    }
  }

  private static func writeModel(_ model: any YYModel, indent: String, into out: inout String) {
    out += "<\(String(reflecting: type(of: model)))"
    if type(of: model) is AnyClass {
      out += ": 0x" + String(UInt(bitPattern: ObjectIdentifier(model as AnyObject).hashValue), radix: 16)
    }
    out += ">"
    guard let meta = YYModelMeta.of(type(of: model)), !meta.allPropertyMetas.isEmpty else { return }
    let properties = meta.allPropertyMetas.sorted { $0.name < $1.name }
    func body<M: YYModel>(_ model: M, into out: inout String) {
      let inner = indent + "    "
      let written: Void? = GraphGuard.enter(model: model) {
        ModelStorage.withBase(of: model) { base in
          out += " {\n"
          for (index, property) in properties.enumerated() {
            out += inner + "\(property.name) = "
            write(property.field.get(from: base), indent: inner, into: &out)
            out += index < properties.count - 1 ? ";\n" : "\n"
          }
          out += indent + "}"
        }
      }.result
      _ = written  // refused: the header alone
    }
    body(model, into: &out)
  }

  private static func list(
    _ elements: [Any], open: String, close: String, indent: String, into out: inout String
  ) {
    guard !elements.isEmpty else { return out += open + close }
    block(
      open: open, close: close, refused: open + "…" + close, count: elements.count, separator: ",",
      indent: indent, into: &out
    ) {
      index, inner, out in
      write(elements[index], indent: inner, into: &out)
    }
  }

  /// `open`, one line per item indented one level deeper, `close`; `refused` past the nesting limit.
  private static func block(
    open: String, close: String, refused: String, count: Int, separator: String, indent: String,
    into out: inout String, item: (Int, String, inout String) -> Void
  ) {
    let inner = indent + "    "
    let written: Void? = GraphGuard.enter(nil) {
      out += open + "\n"
      for index in 0..<count {
        out += inner
        item(index, inner, &out)
        out += index < count - 1 ? separator + "\n" : "\n"
      }
      out += indent + close
    }.result
    if written == nil { out += refused }
  }
}
