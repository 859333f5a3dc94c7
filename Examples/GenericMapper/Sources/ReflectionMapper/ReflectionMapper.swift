import Foundation
import ModelRuntime

/// A mapper that knows no model in advance: it reads a model's stored fields from `TypeInfo`, makes the
/// model with `RuntimeModel` and writes each field by name, converting the JSON value to the field's type.
/// A model may rename keys with a `keyMapping` table (property → JSON key); other properties use their
/// own names.
public enum ReflectionMapper {
  /// A model of `type` from a JSON object.
  public static func decode(_ type: Any.Type, from object: [String: Any]) throws -> Any {
    let model = try RuntimeModel(of: type)
    let keys = (type as? any KeyMapped.Type)?.keyMapping ?? [:]
    for field in model.info.fields where field.isVar && field.isWritable && !field.isLazyStorage {
      let name = field.propertyName
      // A value that is absent or null leaves the field as the empty model has it.
      guard let json = object[keys[name] ?? name], !isNull(json),
        let value = try convert(json, to: field.encoding)
      else { continue }
      try model.set(value, forKey: name)
    }
    return model.instance
  }

  /// A model's fields as a JSON object (nil optionals left out).
  public static func encode(_ model: Any) throws -> [String: Any] {
    let type = Swift.type(of: model)
    let info = try TypeInfo.of(type)
    let keys = (type as? any KeyMapped.Type)?.keyMapping ?? [:]
    let runtime = try RuntimeModel(wrapping: model)
    var object: [String: Any] = [:]
    for field in info.fields where !field.isLazyStorage {
      guard let value = runtime.value(forKey: field.propertyName),
        let json = try jsonValue(value, field.encoding)
      else { continue }
      object[keys[field.propertyName] ?? field.propertyName] = json
    }
    return object
  }

  /// Whether a JSON value is null. `value is NSNull` would first bridge a Swift dictionary, array or
  /// string to its Foundation class (the whole tree, for a dictionary): the type is compared instead.
  static func isNull(_ value: Any) -> Bool { Swift.type(of: value) == NSNull.self }

  static func convert(_ json: Any, to encoding: TypeEncoding) throws -> Any? {
    // Cast to NSNumber only where a number is wanted: on a Swift dictionary the cast bridges it first.
    var number: NSNumber? { json as? NSNumber }
    switch encoding {
    case .optional(let wrapped): return try convert(json, to: wrapped)
    case .bool: return number?.boolValue
    case .int: return number?.intValue
    case .int64: return number?.int64Value
    case .int32: return number?.int32Value
    case .uint: return number?.uintValue
    case .uint64: return number?.uint64Value
    case .uint32: return number?.uint32Value
    case .double: return number?.doubleValue
    case .float: return number?.floatValue
    case .string: return json as? String
    case .date:
      return (json as? String).flatMap { text in
        SampleDateFormat.allCases.lazy.compactMap { $0.date(from: text) }.first
      }
    case .model(let key):
      return try (json as? [String: Any]).map { try decode(key.type, from: $0) }
    case .array(let element):
      return try (json as? [Any])?.compactMap { isNull($0) ? nil : try convert($0, to: element) }
    default: return nil
    }
  }

  static func jsonValue(_ value: Any, _ encoding: TypeEncoding) throws -> Any? {
    switch encoding {
    case .optional(let wrapped):
      guard let unwrapped = (value as? any OptionalValue)?.wrappedValue else { return nil }
      return try jsonValue(unwrapped, wrapped)
    case .bool, .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64, .float,
      .double, .string:
      return value
    case .date: return (value as? Date).map { $0.formatted(.iso8601) }
    case .model: return try encode(value)
    case .array(let element): return try (value as? [Any])?.compactMap { try jsonValue($0, element) }
    default: return nil
    }
  }
}

/// A model that names the JSON key of each property whose key differs from its name.
public protocol KeyMapped {
  static var keyMapping: [String: String] { get }
}

/// An optional's wrapped value, read without knowing its type.
protocol OptionalValue {
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  var wrappedValue: Any? { self.map { $0 } }
}
