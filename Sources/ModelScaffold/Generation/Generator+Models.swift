import Foundation

extension Generator {
  /// The model classes: plain `NSObject` subclasses, the form all three designs take, archived through
  /// whichever design's NSCoding helpers the archiver names (`FixtureCodable`).
  func modelsFile() -> String {
    var out = header("The models of \(packageName)'s samples: one class per distinct shape.")
    out += "import Foundation\nimport ModelFixtures\n\n"
    for model in schema.models {
      let count = model.count == 1 ? "1 object" : "\(model.count) objects"
      out += "/// `\(model.path)` in the samples (\(count)).\n"
      out += "public final class \(model.name): NSObject, FixtureCodable {\n"
      for property in model.properties {
        if property.key != property.name { out += "  /// `\(escapedDoc(property.key))`\n" }
        if property.alwaysNull { out += "  /// null in every sample: its type is unknown.\n" }
        var line = "  public var \(property.name): \(declaredType(property))"
        if let initial = initialValue(property) { line += " = \(initial)" }
        out += line + "\n"
      }
      if !model.properties.isEmpty { out += "\n" }
      out += """
          public override required init() { super.init() }
          public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
          public required init?(coder: NSCoder) {
            super.init()
            decodeThroughStrategy(coder)
          }
        }


        """
    }
    return trimmed(out)
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
