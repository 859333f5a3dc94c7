import Foundation
import MappingSeam
import ModelFixtures
import ModelRuntime

/// Canonical text of values, the same for every implementation: what the matrix shows.
public enum Rendering {
  public static func render(_ value: Any?) -> String {
    guard let value else { return "nil" }
    if let optional = value as? any OptionalType {
      return optional.wrappedAny.map(render) ?? "nil"
    }
    if let string = JSONValue.string(value) ?? (value as? String) { return "\"\(string)\"" }
    if let number = JSONValue.foundationNumber(value) {
      if JSONValueKind.isBoolean(number) { return number.boolValue ? "true" : "false" }
      return JSONValueKind.numberKind(number) == .double ? number.doubleValue.formatted() : number.stringValue
    }
    // A Foundation number before any bridging cast (`as Bool` accepts the NSNumber 1).
    if type(of: value) is AnyClass, let number = value as? NSNumber {
      if JSONValueKind.isBoolean(number) { return number.boolValue ? "true" : "false" }
      return JSONValueKind.numberKind(number) == .double ? number.doubleValue.formatted() : number.stringValue
    }
    switch value {
    case is NSNull: return "null"
    case let bool as Bool: return bool ? "true" : "false"
    case let double as Double: return double.formatted()
    case let float as Float: return Double(float).formatted()
    case let cgFloat as CGFloat: return Double(cgFloat).formatted()
    case let integer as any BinaryInteger: return "\(integer)"
    case let date as Date: return "@\(date.timeIntervalSince1970.formatted())"
    case let url as URL: return "<\(url.absoluteString)>"
    case let decimal as Decimal: return "dec(\(decimal))"
    case let data as Data: return "data(\(data.map { String($0, radix: 16) }.joined()))"
    case let point as CGPoint: return "(\(Double(point.x).formatted()), \(Double(point.y).formatted()))"
    case let representable as any RawRepresentable: return ".\(representable.rawValue)"
    case let array as any ArrayType: return "[" + array.elementsAny.map(render).joined(separator: ", ") + "]"
    case let array as [Any]: return "[" + array.map(render).joined(separator: ", ") + "]"
    case let set as any SetType:
      return "{" + set.elementsAny.map(render).sorted().joined(separator: ", ") + "}"
    case let dictionary as any StringKeyedDictionaryType:
      return "["
        + dictionary.entriesAny.sorted { $0.key < $1.key }.map { "\($0.key): \(render($0.value))" }
        .joined(separator: ", ") + "]"
    case let dictionary as [String: Any]:
      return "["
        + dictionary.sorted { $0.key < $1.key }.map { "\($0.key): \(render($0.value))" }.joined(
          separator: ", ") + "]"
    default:
      return renderModel(value)
    }
  }

  /// A struct or class as `Type{field: value, …}`, through ModelRuntime's reflection.
  static func renderModel(_ value: Any) -> String {
    let type = Swift.type(of: value)
    guard let info = try? TypeInfo.of(type) else { return String(describing: value) }
    let name = String(describing: type)
    let fields = withBase(of: value) { base in
      info.fields.filter(\.isWritable).map { "\($0.name): \(render($0.get(from: base)))" }
    }
    return "\(name){\(fields.joined(separator: ", "))}"
  }

  static func withBase<R>(of value: Any, _ body: (ModelBase) -> R) -> R {
    if type(of: value) is AnyClass {
      return ModelStorage.withBase(ofObject: value as AnyObject) { base in body(base.readOnly) }
    }
    func open<T>(_ value: T) -> R { ModelStorage.withBase(of: value, body) }
    return open(value)
  }

  /// The value of a field path (`child.name`) of a model; nil where the path ends.
  public static func field(_ path: String, of model: Any) -> Any? {
    var current: Any? = model
    for name in path.split(separator: ".") {
      guard var object = current else { return nil }
      if let optional = object as? any OptionalType {
        guard let wrapped = optional.wrappedAny else { return nil }
        object = wrapped
      }
      guard let info = try? TypeInfo.of(type(of: object)), let field = info.field(named: String(name)) else {
        return nil
      }
      current = withBase(of: object) { (base) -> Any in field.get(from: base) }
    }
    return current
  }

  /// The value at a key path of a JSON object (`a.b`, `list[1]`), or nil when absent.
  public static func key(_ path: String, in object: Any) -> Any?? {
    var current: Any = object
    for part in path.split(separator: ".") {
      var name = Substring(part)
      var indexes: [Int] = []
      if let bracket = part.firstIndex(of: "[") {
        name = part[..<bracket]
        indexes = part[bracket...].split(whereSeparator: { $0 == "[" || $0 == "]" }).compactMap { Int($0) }
      }
      if !name.isEmpty {
        guard let dictionary = current as? [String: Any], let next = dictionary[String(name)] else {
          return .none
        }
        current = next
      }
      for index in indexes {
        guard let array = current as? [Any], index < array.count else { return .none }
        current = array[index]
      }
    }
    return .some(current)
  }
}

extension Double {
  /// Shortest text: `2.5`, `7`, `1e+20`; `-0` keeps its sign.
  func formatted() -> String {
    if self == 0, sign == .minus { return "-0" }
    if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
    return "\(self)"
  }
}
