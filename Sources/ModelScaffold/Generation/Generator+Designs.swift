import Foundation
import ModelRuntime

// Each design's configuration of the models, in that design's own hooks, as its users write them:
// YYModel's class methods, MJExtension's class and instance hooks, XYYModel's named methods.

extension Generator {
  /// `["createdAt": .key("created_at"), …]`, or nil when every key is its property's name.
  private func keyMapping(_ model: Schema.Model, mapping: String) -> String? {
    let pairs = mapped(model)
    guard !pairs.isEmpty else { return nil }
    return "[\n"
      + pairs.map { "      \(Naming.literal($0.name)): \(mapping).key(\(Naming.literal($0.key))),\n" }
      .joined()
      + "    ]"
  }

  /// Property name → model type of the array and map properties that hold models directly.
  private func containerClasses(_ model: Schema.Model, maps: Bool) -> [(String, String)] {
    model.properties.compactMap { property in
      switch property.type {
      case .array(.model(let index)): (property.name, self.model(index).name)
      case .map(.model(let index)) where maps: (property.name, self.model(index).name)
      default: nil
      }
    }
  }

  /// Writes each date property back in its samples' layout (`keys` is the dictionary's name).
  private func dateWrites(_ model: Schema.Model, into dictionary: String) -> String {
    dates(model).map { property, format in
      "    if let \(property.name) { \(dictionary)[\(Naming.literal(property.key))] = "
        + formatting(format, property, property.name) + " }\n"
    }.joined()
  }

  /// The two hooks YYModel and MJExtension both have under their own names: property → key, and
  /// property → the model class its container holds.
  private func mappingHooks(
    _ model: Schema.Model, mapper: String, mapping: String, classes: String, maps: Bool
  ) -> [String] {
    var members: [String] = []
    if let literal = keyMapping(model, mapping: mapping) {
      members.append("  public static func \(mapper)() -> [String: \(mapping)] {\n    \(literal)\n  }\n")
    }
    let pairs = containerClasses(model, maps: maps)
    if !pairs.isEmpty {
      let list = pairs.map { "\(Naming.literal($0.0)): \($0.1).self" }.joined(separator: ", ")
      members.append("  public static func \(classes)() -> [String: Any.Type] {\n    [\(list)]\n  }\n")
    }
    return members
  }

  /// `extension Model: protocol { … }` for every model, its members from `members`.
  private func extensions(_ conformance: String, _ members: (Schema.Model) -> [String]) -> String {
    schema.models.map { model in
      "extension \(model.name): \(conformance) {\n" + members(model).joined(separator: "\n") + "}\n\n"
    }.joined()
  }

  func yyStyleFile() -> String {
    var out = header(
      "YYModel's configuration of the models: the key mapper, the container classes, and dates with "
        + "milliseconds written back in the samples' layout. YYModel reads every layout here by itself and "
        + "writes its own, ISO 8601 to the second in GMT, which `check` explains as the same instant in "
        + "another layout.",
      imports: ["Foundation", "ModelRuntime", "YYStyle"])
    out += extensions("YYModel") { model in
      var members = mappingHooks(
        model, mapper: "modelCustomPropertyMapper", mapping: "YYKeyMapping",
        classes: "modelContainerPropertyGenericClass", maps: true)
      // Which dictionary hooks the model implements, so YYStyle (direct) reads and writes the others
      // straight between text and fields. YYModel's own writer keeps whole seconds: only a model with a
      // date to the millisecond needs `modelCustomTransform(to:)`, which then writes its dates back.
      let keepsMilliseconds = dates(model).contains { $0.0.isoVariant?.milliseconds ?? false }
      members.insert(
        "  public static var modelDictionaryHooks: YYDictionaryHooks { \(keepsMilliseconds ? "[.transformTo]" : "[]") }\n",
        at: 0)
      if keepsMilliseconds {
        // The hook touches its dates' keys only: naming them lets YYStyle (direct) write the rest itself.
        let keys = dates(model).map { Naming.literal($0.0.key) }.joined(separator: ", ")
        members.insert("  public static var modelTransformToKeys: [String]? { [\(keys)] }\n", at: 1)
        members.append(
          "  public func modelCustomTransform(to dictionary: inout [String: Any]) -> Bool {\n"
            + dateWrites(model, into: "dictionary") + "    return true\n  }\n")
      }
      return members
    }
    return trimmed(out)
  }

  /// `mj_newValue(fromOldValue:property:)`'s cases: dates parsed, maps' values made models.
  private func mjNewValueCases(_ model: Schema.Model) -> [String] {
    var cases: [String] = []
    for (property, format) in dates(model) {
      cases.append(
        "    case \(Naming.literal(property.name)):\n"
          + "      return (oldValue as? String).flatMap(SampleDateFormat.\(format.rawValue).date(from:)) ?? oldValue\n"
      )
    }
    for property in model.properties {
      guard case .map(.model(let index)) = property.type else { continue }
      cases.append(
        "    case \(Naming.literal(property.name)):\n"
          + "      guard let values = oldValue as? [String: Any] else { return oldValue }\n"
          + "      return values.compactMapValues { \(self.model(index).name).mj_object(withKeyValues: $0) }\n"
      )
    }
    return cases
  }

  func mjStyleFile() -> String {
    var out = header(
      "MJExtension's configuration of the models: the replaced keys, the array classes, and what "
        + "MJExtension leaves to its users: dates read and written in the samples' layout, maps of models.",
      imports: ["Foundation", "MJStyle", "ModelRuntime"])
    out += extensions("MJKeyValue") { model in
      var members = mappingHooks(
        model, mapper: "mj_replacedKeyFromPropertyName", mapping: "MJKeyMapping",
        classes: "mj_objectClassInArray", maps: false)
      let cases = mjNewValueCases(model)
      if !cases.isEmpty {
        members.append(
          "  public func mj_newValue(fromOldValue oldValue: Any?, property: MJProperty) -> Any? {\n"
            + "    switch property.name {\n" + cases.joined()
            + "    default:\n      return oldValue\n    }\n  }\n")
      }
      if !dates(model).isEmpty {
        members.append(
          "  public func mj_objectDidConvertToKeyValues(_ keyValues: inout [String: Any]) {\n"
            + dateWrites(model, into: "keyValues") + "  }\n")
      }
      return members
    }
    return trimmed(out)
  }

  func xyyStyleFile() -> String {
    var out = header(
      "XYYModel's configuration of the models: each key's property, the array classes, a setter for every "
        + "property (an Objective-C property has one), and date converters both ways.",
      imports: ["Foundation", "ModelRuntime", "XYYStyle"])
    for model in schema.models {
      out += "extension \(model.name): XYYJsonModel {\n"
      let pairs = mapped(model)
      if !pairs.isEmpty {
        out += "  static let xyyPropertyNames: [String: String] = [\n"
        out += pairs.map { "    \(Naming.literal($0.key)): \(Naming.literal($0.name)),\n" }.joined()
        out += "  ]\n\n"
        out +=
          "  public func xyy_propertyName(forKey key: String) -> String { Self.xyyPropertyNames[key] ?? key }\n\n"
      }
      let classes = containerClasses(model, maps: false)
      if !classes.isEmpty {
        out += "  public func xyy_arrayContentClass(forProperty propertyName: String) -> Any.Type? {\n"
        out += "    switch propertyName {\n"
        out += classes.map { "    case \(Naming.literal($0.0)): \($0.1).self\n" }.joined()
        out += "    default: nil\n    }\n  }\n\n"
      }
      out += "  public static var xyy_methods: XYYMethods { xyyMethods }\n\n"
      out += "  static let xyyMethods = XYYMethods(\(model.name).self) { table in\n"
      for property in model.properties {
        let selector = "set" + Self.capitalized(property.name)
        out +=
          "    table.setter(\(Naming.literal(selector)), \(declaredType(property)).self) { $0.\(property.name) = $1 }\n"
      }
      for (property, format) in dates(model) {
        let name = Self.capitalized(property.name)
        out += "    table.converter(\"convert\(name)Value\") { _, value in\n"
        out += "      (value as? String).flatMap(SampleDateFormat.\(format.rawValue).date(from:))\n    }\n"
        out += "    table.toJSON(\"convert\(name)ToJsonValue\") { model in\n"
        out += "      model.\(property.name).map { \(formatting(format, property, "$0")) }\n    }\n"
      }
      out += "  }\n}\n\n"
    }
    return trimmed(out)
  }
}
