import Foundation

/// A model that lists its JSON keys itself, ObjectMapper's `Mappable`: one `mapping(map:)` serves both
/// directions.
public protocol Mappable: AnyObject {
  init()
  func mapping(map: Map)
}

/// The JSON object being read or written, and the key the next `<-` works on.
///
/// `map["key"]` selects a key (a dotted key is a path into nested objects, as ObjectMapper's); the
/// `<-` operators then read the value into a field or write the field out.
public final class Map {
  public enum Mode { case fromJSON, toJSON }

  public let mode: Mode
  public private(set) var json: [String: Any]
  var path: [String] = []

  public init(mode: Mode, json: [String: Any] = [:]) {
    self.mode = mode
    self.json = json
  }

  public subscript(key: String) -> Map {
    path = key.split(separator: ".").map(String.init)
    return self
  }

  /// The value at the selected key; nil when absent or JSON null.
  var current: Any? {
    var node: Any? = json
    for component in path { node = (node as? [String: Any])?[component] }
    return node is NSNull ? nil : node
  }

  /// Writes `value` at the selected key, making the nested objects a path needs; nil writes nothing.
  func write(_ value: Any?) {
    guard let value, !path.isEmpty else { return }
    func insert(_ value: Any, at rest: ArraySlice<String>, into object: inout [String: Any]) {
      guard let key = rest.first else { return }
      if rest.count == 1 {
        object[key] = value
        return
      }
      var child = object[key] as? [String: Any] ?? [:]
      insert(value, at: rest.dropFirst(), into: &child)
      object[key] = child
    }
    insert(value, at: path[...], into: &json)
  }
}

/// Converts a field's value to and from its JSON form: ObjectMapper's `TransformType`.
public protocol Transform {
  associatedtype Object
  associatedtype JSON
  func fromJSON(_ value: Any?) -> Object?
  func toJSON(_ value: Object?) -> JSON?
}

/// ISO 8601 dates (`2014-01-20T10:07:32Z`).
public struct ISO8601Transform: Transform {
  public init() {}
  public func fromJSON(_ value: Any?) -> Date? {
    (value as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
  }
  public func toJSON(_ value: Date?) -> String? { value.map { ISO8601DateFormatter().string(from: $0) } }
}

infix operator <- : AssignmentPrecedence

/// A value JSON holds as it is (numbers, strings, booleans): read with `as?`, written as it is.
public func <- <T>(field: inout T, map: Map) {
  switch map.mode {
  case .fromJSON: if let value = map.current as? T { field = value }
  case .toJSON: map.write(field)
  }
}

/// An optional value: absent or null leaves the field as it is, as ObjectMapper does.
public func <- <T>(field: inout T?, map: Map) {
  switch map.mode {
  case .fromJSON: if let value = map.current as? T { field = value }
  case .toJSON: map.write(field)
  }
}

/// A field through a transform.
public func <- <T: Transform>(field: inout T.Object?, right: (Map, T)) {
  let (map, transform) = right
  switch map.mode {
  case .fromJSON: if let value = transform.fromJSON(map.current) { field = value }
  case .toJSON: map.write(transform.toJSON(field))
  }
}

/// A nested model.
public func <- <T: Mappable>(field: inout T?, map: Map) {
  switch map.mode {
  case .fromJSON:
    guard let object = map.current as? [String: Any] else { return }
    field = Mapper<T>().map(object)
  case .toJSON:
    map.write(field.map { Mapper<T>().json(of: $0) })
  }
}

/// Models from JSON objects and back: ObjectMapper's `Mapper`.
public struct Mapper<Model: Mappable> {
  public init() {}

  /// A new model from a JSON object.
  public func map(_ json: [String: Any]) -> Model {
    let model = Model()
    model.mapping(map: Map(mode: .fromJSON, json: json))
    return model
  }

  /// The model as a JSON object.
  public func json(of model: Model) -> [String: Any] {
    let map = Map(mode: .toJSON)
    model.mapping(map: map)
    return map.json
  }
}
