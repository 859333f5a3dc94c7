import Foundation

// The two baselines: hand-written code (one explicit read and write per property, the code a careful
// person writes) and a Codable conformance (CodingKeys, `decodeIfPresent` for every key).

extension Generator {
  // MARK: Hand-written

  /// An expression of type `T?` reading `value` (an `Any?`) as `type`; `depth` names closure parameters.
  func handRead(_ type: Schema.FieldType, _ value: String, depth: Int = 0) -> String {
    let element = "e\(depth)"
    switch type {
    case .bool: return "HandWritten.number(\(value))?.boolValue"
    case .int: return "HandWritten.number(\(value))?.intValue"
    case .double: return "HandWritten.number(\(value))?.doubleValue"
    case .decimal: return "HandWritten.number(\(value))?.decimalValue"
    case .string: return "HandWritten.string(\(value))"
    case .date(let format):
      return "HandWritten.string(\(value)).flatMap(SampleDateFormat.\(format.rawValue).date(from:))"
    case .model(let index): return "HandWritten.object(\(value)).map(\(model(index).name).init(handWritten:))"
    case .any: return "HandWritten.any(\(value))"
    case .array(.any): return "HandWritten.array(\(value))"
    case .map(.any): return "HandWritten.object(\(value))"
    case .array(let inner):
      return
        "HandWritten.array(\(value))?.compactMap { \(element) in \(handRead(inner, element, depth: depth + 1)) }"
    case .map(let inner):
      return
        "HandWritten.object(\(value))?.compactMapValues { \(element) in \(handRead(inner, element, depth: depth + 1)) }"
    }
  }

  /// Whether a value of `type` is written to JSON as it is: numbers that may be NaN and values of unknown
  /// shape are checked first (model→dict's contract, `OutputContract.modelToDict`).
  func writesAsIs(_ type: Schema.FieldType) -> Bool {
    switch type {
    case .bool, .int, .string: true
    case .array(let inner), .map(let inner): writesAsIs(inner)
    case .double, .any, .decimal, .date, .model: false
    }
  }

  /// The call that checks a whole container of `type` against model→dict's contract, returning it when
  /// it holds (no copy): numbers and JSON values at the leaves of arrays, and maps of them.
  func handChecked(_ type: Schema.FieldType) -> String? {
    switch type {
    case .array(.double), .array(.array(.double)), .array(.array(.array(.double))), .map(.double):
      "HandWritten.finite"
    case .array(.any), .array(.array(.any)), .map(.any): "HandWritten.json"
    default: nil
    }
  }

  /// The test a scalar of `type` passes before it is written; nil when every value is written.
  func handGuard(_ type: Schema.FieldType, _ value: String) -> String? {
    switch type {
    case .double: "\(value).isFinite"
    case .decimal: "!\(value).isNaN"
    default: nil
    }
  }

  /// An expression writing `value` (of `type`, not optional) as a JSON value.
  func handWrite(_ type: Schema.FieldType, _ value: String, property: Schema.Property, depth: Int = 0)
    -> String
  {
    let element = "e\(depth)"
    switch type {
    case _ where writesAsIs(type): return value
    case _ where handChecked(type) != nil: return "\(handChecked(type)!)(\(value))"
    case .decimal: return "NSDecimalNumber(decimal: \(value))"
    case .date(let format): return formatting(format, property, value)
    case .model: return "\(value).handWrittenDictionary()"
    case .array(let inner):
      return
        "\(value).map { \(element) in \(handWrite(inner, element, property: property, depth: depth + 1)) }"
    case .map(let inner):
      return
        "\(value).mapValues { \(element) in \(handWrite(inner, element, property: property, depth: depth + 1)) }"
    default: return value
    }
  }

  func handWrittenFile() -> String {
    var out = header(
      "The hand-written baseline: one explicit read and one write per property.",
      imports: ["Foundation", "ModelFixtures", "ModelRuntime"])
    for model in schema.models {
      out += "extension \(model.name): HandWrittenModel {\n"
      out += "  public convenience init(handWritten d: [String: Any]) {\n    self.init()\n"
      for property in model.properties {
        let value = "d[\(Naming.literal(property.key))]"
        let read = handRead(property.type, value)
        switch property.type {
        case .array(let inner) where inner != .any:
          out += "    if let a = HandWritten.array(\(value)) {\n"
          out += "      \(property.name) = a.compactMap { e0 in \(handRead(inner, "e0", depth: 1)) }\n    }\n"
          continue
        case .map(let inner) where inner != .any:
          out += "    if let o = HandWritten.object(\(value)) {\n"
          out +=
            "      \(property.name) = o.compactMapValues { e0 in \(handRead(inner, "e0", depth: 1)) }\n    }\n"
          continue
        default: break
        }
        if isOptional(property) {
          out += "    \(property.name) = \(read)\n"
        } else {
          out += "    if let v = \(read) { \(property.name) = v }\n"
        }
      }
      out += "  }\n\n"
      out += "  public func handWrittenDictionary() -> [String: Any] {\n"
      out += "    var d: [String: Any] = [:]\n    d.reserveCapacity(\(model.properties.count))\n"
      for property in model.properties {
        let key = Naming.literal(property.key)
        let name = property.name
        let write = handWrite(property.type, name, property: property)
        var tests = isOptional(property) ? ["let \(name)"] : []
        if property.type == .any {
          tests.append("let v = HandWritten.json(\(name))")
        } else if let test = handGuard(property.type, name) {
          tests.append(test)
        }
        let assignment = "d[\(key)] = \(property.type == .any ? "v" : write)"
        out +=
          tests.isEmpty
          ? "    \(assignment)\n" : "    if \(tests.joined(separator: ", ")) { \(assignment) }\n"
      }
      out += "    return d\n  }\n}\n\n"
    }
    return trimmed(out)
  }

  // MARK: Codable

  func codableFile() -> String {
    var out = header(
      "The Codable baseline: CodingKeys for the JSON keys, `decodeIfPresent` for every key (a missing key "
        + "keeps the default); dates through their samples' layout, untyped values through AnyCodableValue.",
      imports: ["Foundation", "ModelFixtures", "ModelRuntime"])
    for model in schema.models {
      out += "extension \(model.name): Codable {\n"
      out += "  enum CodingKeys: String, CodingKey {\n"
      for property in model.properties {
        out +=
          property.name == property.key
          ? "    case \(property.name)\n" : "    case \(property.name) = \(Naming.literal(property.key))\n"
      }
      out += "  }\n\n"
      out += "  public convenience init(from decoder: any Decoder) throws {\n    self.init()\n"
      out += "    let c = try decoder.container(keyedBy: CodingKeys.self)\n"
      for property in model.properties {
        let key = ".\(property.name)"
        let optional = isOptional(property)
        switch property.type {
        case .date(let format):
          out +=
            "    \(property.name) = try c.decodeIfPresent(String.self, forKey: \(key))"
            + ".flatMap(SampleDateFormat.\(format.rawValue).date(from:))\n"
        case let type where type.isNativelyCodable:
          let spelled = spell(type)
          out +=
            optional
            ? "    \(property.name) = try c.decodeIfPresent(\(spelled).self, forKey: \(key))\n"
            : "    if let v = try c.decodeIfPresent(\(spelled).self, forKey: \(key)) { \(property.name) = v }\n"
        case .any:
          out += "    \(property.name) = try c.decodeIfPresent(AnyCodableValue.self, forKey: \(key))?.value\n"
        default:
          out +=
            "    if let v = try c.decodeIfPresent(AnyCodableValue.self, forKey: \(key))?.value as? "
            + "\(spell(property.type)) { \(property.name) = v }\n"
        }
      }
      out += "  }\n\n"
      out += "  public func encode(to encoder: any Encoder) throws {\n"
      out += "    var c = encoder.container(keyedBy: CodingKeys.self)\n"
      for property in model.properties {
        let key = ".\(property.name)"
        switch property.type {
        case .date(let format):
          out +=
            "    try c.encodeIfPresent(\(property.name).map { \(formatting(format, property, "$0")) }, forKey: \(key))\n"
        case let type where type.isNativelyCodable:
          out +=
            isOptional(property)
            ? "    try c.encodeIfPresent(\(property.name), forKey: \(key))\n"
            : "    try c.encode(\(property.name), forKey: \(key))\n"
        case .any:
          out += "    try c.encodeIfPresent(\(property.name).map(AnyCodableValue.init), forKey: \(key))\n"
        default:
          out += "    try c.encode(AnyCodableValue(\(property.name)), forKey: \(key))\n"
        }
      }
      out += "  }\n}\n\n"
    }
    return trimmed(out)
  }
}
