import Foundation

/// A mechanical model described in a line rather than written out: `count` fields named
/// `<prefix><number>`, of `kinds` in turn. `make fixtures` writes its class, its hand-written and
/// Codable code and its per-design conformances from the checked-in description, each file marked as
/// generated; a test fails when a committed file differs from what this writes.
public struct SyntheticModel: Codable, Sendable, Equatable {
  /// A field's Swift type: what it is declared as, read and written as in each baseline.
  public enum Kind: String, Codable, Sendable {
    case int = "Int"
    case optionalString = "String?"
    case double = "Double"
    case bool = "Bool"

    /// The declared type with its `init()` value (`Int = 0`), or the optional alone.
    var declaration: String {
      switch self {
      case .int, .double: "\(rawValue) = 0"
      case .bool: "Bool = false"
      case .optionalString: rawValue
      }
    }

    /// The kind's NSNumber property (`intValue`) and NSCoder read (`decodeInteger`); nil for the string.
    var numberReads: (number: String, coder: String)? {
      switch self {
      case .int: ("intValue", "decodeInteger")
      case .double: ("doubleValue", "decodeDouble")
      case .bool: ("boolValue", "decodeBool")
      case .optionalString: nil
      }
    }
  }

  /// The class's name.
  public var name: String
  /// The class's doc comment, one line per element.
  public var summary: [String]
  /// Fields named `prefix` and their number, zero-padded to `digits`.
  public var prefix: String
  public var digits: Int
  public var count: Int
  /// The kinds, in turn.
  public var kinds: [Kind]
  /// `YYStyle`'s `modelDictionaryHooks` (nil: the default, all four).
  public var yyDictionaryHooks: [String]?
  /// Whether each design maps keys through the model's `keyMapping`, as the corpus models do.
  public var keyMapped: Bool?
  /// Whether the hand-written baseline archives it too (`HandWrittenCoding`).
  public var handWrittenCoding: Bool?

  /// Every description of a file, read from its JSON (an array of models).
  /// - Throws: ``ScaffoldError`` when the text is not such an array or a model is empty.
  public static func read(_ data: Data, path: String) throws(ScaffoldError) -> [SyntheticModel] {
    let models: [SyntheticModel]
    do {
      models = try JSONDecoder().decode([SyntheticModel].self, from: data)
    } catch {
      throw .unreadable(path: path, reason: "not a list of synthetic models (\(error))")
    }
    for model in models where model.count < 1 || model.kinds.isEmpty || model.digits < 1 {
      throw .unreadable(path: path, reason: "\(model.name) has no fields")
    }
    return models
  }

  /// The field names and kinds, in declaration order.
  var fields: [(name: String, kind: Kind)] {
    (0..<count).map { index in
      let number = String(index)
      let padded = String(repeating: "0", count: max(0, digits - number.count)) + number
      return (prefix + padded, kinds[index % kinds.count])
    }
  }

  /// The header every generated file starts with.
  static func header(_ source: String) -> String {
    GeneratedFiles.header(source: source, generator: "SyntheticModel", change: "the description")
  }
}

extension SyntheticModel {
  /// The model's class, in ModelFixtures.
  public func modelFile(source: String) -> String {
    var out = Self.header(source) + "import Foundation\n\n"
    out += summary.map { "/// \($0)\n" }.joined()
    out += "public final class \(name): NSObject, FixtureCodable {\n"
    for (field, kind) in fields { out += "  public var \(field): \(kind.declaration)\n" }
    out += "\n" + Generator.fixtureCodableInitialisers
    out += "\n  public static let keyMapping: [String: String] = [:]\n}\n"
    return out
  }

  /// The hand-written baseline: one explicit read and write per field.
  public func handWrittenFile(source: String) -> String {
    var out = Self.header(source) + "import Foundation\n\nextension \(name): HandWrittenModel {\n"
    out += "  public convenience init(handWritten d: [String: Any]) {\n    self.init()\n"
    for (field, kind) in fields {
      if let reads = kind.numberReads {
        out += "    if let n = HandWritten.number(d[\"\(field)\"]) { \(field) = n.\(reads.number) }\n"
      } else {
        out += "    \(field) = HandWritten.string(d[\"\(field)\"])\n"
      }
    }
    out += "  }\n\n  public func handWrittenDictionary() -> [String: Any] {\n"
    out += "    var d: [String: Any] = [:]\n    d.reserveCapacity(\(count))\n"
    for (field, kind) in fields {
      switch kind {
      case .optionalString: out += "    if let \(field) { d[\"\(field)\"] = \(field) }\n"
      // model→dict's contract: no NaN or infinity written.
      case .double: out += "    if \(field).isFinite { d[\"\(field)\"] = \(field) }\n"
      default: out += "    d[\"\(field)\"] = \(field)\n"
      }
    }
    return out + "    return d\n  }\n}\n"
  }

  /// The Codable baseline: CodingKeys, `decodeIfPresent` per field, `encode` or `encodeIfPresent`.
  public func codableFile(source: String) -> String {
    var out = Self.header(source) + "import Foundation\n\nextension \(name): Codable {\n"
    out += "  enum CodingKeys: String, CodingKey {\n"
    out += fields.map { "    case \($0.name)\n" }.joined()
    out += "  }\n\n  public convenience init(from decoder: any Decoder) throws {\n    self.init()\n"
    out += "    let c = try decoder.container(keyedBy: CodingKeys.self)\n"
    for (field, kind) in fields {
      if kind == .optionalString {
        out += "    \(field) = try c.decodeIfPresent(String.self, forKey: .\(field))\n"
      } else {
        out +=
          "    if let v = try c.decodeIfPresent(\(kind.rawValue).self, forKey: .\(field)) { \(field) = v }\n"
      }
    }
    out += "  }\n\n  public func encode(to encoder: any Encoder) throws {\n"
    out += "    var c = encoder.container(keyedBy: CodingKeys.self)\n"
    for (field, kind) in fields {
      out +=
        kind == .optionalString
        ? "    try c.encodeIfPresent(\(field), forKey: .\(field))\n"
        : "    try c.encode(\(field), forKey: .\(field))\n"
    }
    return out + "  }\n}\n"
  }

  /// The hand-written NSCoding baseline: one explicit encode and decode per field.
  public func handWrittenCodingFile(source: String) -> String {
    var out = Self.header(source) + "import Foundation\n\nextension \(name): HandWrittenCoding {\n"
    out += "  public func handWrittenEncode(with coder: NSCoder) {\n"
    for (field, kind) in fields {
      let call = kind == .optionalString ? "handEncode" : "encode"
      out += "    coder.\(call)(\(field), forKey: \"\(field)\")\n"
    }
    out += "  }\n\n  public func handWrittenDecode(from coder: NSCoder) {\n"
    for (field, kind) in fields {
      let read =
        kind.numberReads.map { "coder.\($0.coder)(forKey: \"\(field)\")" } ?? "coder.handString(\"\(field)\")"
      out += "    \(field) = \(read)\n"
    }
    return out + "  }\n}\n"
  }

  /// The three designs' conformances for every model of a description, in ModelAdapters.
  public static func designsFile(_ models: [SyntheticModel], source: String) -> String {
    var out = header(source) + "import MJStyle\nimport ModelFixtures\nimport XYYStyle\nimport YYStyle\n"
    for model in models {
      let keyMapped = model.keyMapped ?? false
      var yy: [String] = []
      if let hooks = model.yyDictionaryHooks {
        let list = hooks.map { ".\($0)" }.joined(separator: ", ")
        yy.append("  public static var modelDictionaryHooks: YYDictionaryHooks { [\(list)] }\n")
      }
      if keyMapped {
        yy.append(
          "  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {\n"
            + "    keyMapping.mapValues(YYKeyMapping.key)\n  }\n")
      }
      out += "\nextension \(model.name): YYModel {\n" + yy.joined(separator: "\n") + "}\n\n"
      if keyMapped {
        out += "extension \(model.name): MJKeyValue {\n"
        out += "  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {\n"
        out += "    keyMapping.mapValues(MJKeyMapping.key)\n  }\n}\n\n"
        out += "extension \(model.name): XYYJsonModel {\n"
        out += "  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)\n"
        out +=
          "  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }\n}\n"
      } else {
        out += "extension \(model.name): MJKeyValue {}\n\nextension \(model.name): XYYJsonModel {}\n"
      }
    }
    return out
  }
}

extension SyntheticModel {
  /// Where the description lives, relative to the package's root.
  public static let descriptionPath = "Sources/ModelFixtures/Generated/synthetic-models.json"

  /// Every file the description makes, relative to the package's root, with its text.
  public static func files(_ models: [SyntheticModel]) -> [(path: String, text: String)] {
    let source = descriptionPath
    var files: [(path: String, text: String)] = []
    for model in models {
      let folder = "Sources/ModelFixtures/Generated/\(model.name)"
      files.append(("\(folder).swift", model.modelFile(source: source)))
      files.append(("\(folder)+HandWritten.swift", model.handWrittenFile(source: source)))
      files.append(("\(folder)+Codable.swift", model.codableFile(source: source)))
      if model.handWrittenCoding ?? false {
        files.append(("\(folder)+HandWrittenCoding.swift", model.handWrittenCodingFile(source: source)))
      }
    }
    files.append(
      (
        "Sources/ModelAdapters/Conformances/SyntheticModels+Designs.swift",
        designsFile(models, source: source)
      ))
    return files
  }

  /// The paths under `root` whose text differs from what the description at `root` makes.
  /// - Throws: ``ScaffoldError`` when the description cannot be read.
  public static func stale(in root: URL) throws(ScaffoldError) -> [String] {
    GeneratedFiles.stale(try files(in: root), in: root)
  }

  /// The description at `root` read, and the files it makes.
  public static func files(in root: URL) throws(ScaffoldError) -> [(path: String, text: String)] {
    let description = try GeneratedFiles.description(at: descriptionPath, in: root)
    return files(try read(description.data, path: description.path))
  }
}
