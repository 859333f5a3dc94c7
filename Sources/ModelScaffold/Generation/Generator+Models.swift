import Foundation

extension Generator {
  /// What every generated `FixtureCodable` class declares: a class's required initialisers and
  /// `encode(with:)` cannot come from a protocol extension.
  static let fixtureCodableInitialisers = """
      public override required init() { super.init() }
      public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
      public required init?(coder: NSCoder) {
        super.init()
        decodeThroughStrategy(coder)
      }

    """

  /// The model classes: plain `NSObject` subclasses, the form all three designs take, archived through
  /// whichever design's NSCoding helpers the archiver names (`FixtureCodable`).
  func modelsFile() -> String {
    var out = header(
      "The models of \(packageName)'s samples: one class per distinct shape.",
      imports: ["Foundation", "ModelFixtures"])
    for model in schema.models {
      let count = model.count == 1 ? "1 object" : "\(model.count) objects"
      out += "/// `\(model.path)` in the samples (\(count)).\n"
      out += "public final class \(model.name): NSObject, FixtureCodable {\n"
      for property in model.properties {
        if property.key.isEmpty {
          out += "  /// The empty key, `\"\"`.\n"
        } else if property.key != property.name {
          out += "  /// `\(escapedDoc(property.key))`\n"
        }
        if property.alwaysNull { out += "  /// null in every sample: its type is unknown.\n" }
        var line = "  public var \(property.name): \(declaredType(property))"
        if let initial = initialValue(property) { line += " = \(initial)" }
        out += line + "\n"
      }
      if !model.properties.isEmpty { out += "\n" }
      out += Generator.fixtureCodableInitialisers + "}\n\n"
    }
    return trimmed(trimmed(out) + "\n" + sampleKeys())
  }

  /// The table `check` reads to pair a value written under its property's name with its JSON key: each
  /// key the models named otherwise, with its names.
  func sampleKeys() -> String {
    var names: [String: [String]] = [:]
    for model in schema.models {
      for property in model.properties where property.key != property.name {
        if !(names[property.key]?.contains(property.name) ?? false) {
          names[property.key, default: []].append(property.name)
        }
      }
    }
    var out =
      "/// Each JSON key of the samples that a property is named otherwise, with the property names it\n"
    out += "/// was given: `check` pairs a value written under its property's name with its key.\n"
    out += "public enum \(keysName) {\n"
    guard !names.isEmpty else {
      return out + "  public static let propertyNames: [String: [String]] = [:]\n}\n"
    }
    out += "  public static let propertyNames: [String: [String]] = [\n"
    for key in names.keys.sorted() {
      let list = names[key]!.map(Naming.literal).joined(separator: ", ")
      out += "    \(Naming.literal(key)): [\(list)],\n"
    }
    return out + "  ]\n}\n"
  }

  /// A key shown in a doc comment (backticks and newlines would end it).
  func escapedDoc(_ key: String) -> String {
    String(key.map { $0 == "`" || $0.isNewline ? "?" : $0 })
  }

  /// `text` with one final newline.
  func trimmed(_ text: String) -> String {
    var text = text
    while text.hasSuffix("\n\n") { text.removeLast() }
    return text
  }
}
