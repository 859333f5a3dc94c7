import Foundation

/// The built-in workload with every kind of property the scaffold generates, made the way `scaffold`
/// makes a user's models: its sample is inferred and written by the same code, so that a slow path on
/// any kind a user's data can have shows in the benchmark and in CI's instruction check.
///
/// `make fixtures` writes the models and their baselines into ModelFixtures, their configuration for
/// each design into ModelAdapters, and the sample's text, from the one description below.
public enum KindsFixture {
  /// The sample, relative to the package's root: every property kind and shape in one document.
  public static let descriptionPath = "Sources/ModelFixtures/Generated/kinds.json"
  /// The models' names start with this, so that they do not meet the other fixture models' names.
  static let prefix = "Kinds"

  /// The files the sample at `root` makes, each path relative to `root`.
  /// - Throws: ``ScaffoldError`` when the sample cannot be read or inferred.
  public static func files(in root: URL) throws(ScaffoldError) -> [(path: String, text: String)] {
    try files(sample: GeneratedFiles.description(at: descriptionPath, in: root).data)
  }

  /// The paths under `root` whose text differs from what the sample at `root` makes.
  public static func stale(in root: URL) throws(ScaffoldError) -> [String] {
    GeneratedFiles.stale(try files(in: root), in: root)
  }

  static func files(sample data: Data) throws(ScaffoldError) -> [(path: String, text: String)] {
    var schema = try SchemaInference.infer(
      name: prefix, samples: [SchemaInference.Sample(name: "kinds", data: data)])
    for index in schema.models.indices {
      let name = schema.models[index].name
      schema.models[index].name = name == prefix ? prefix + "Document" : prefix + name
    }
    var generator = Generator(schema: schema, packageName: prefix, sampleFiles: ["kinds": "kinds.json"])
    generator.keysName = prefix + "Keys"
    let written = generator.files(dependency: .path("."))
    let models = "Sources/\(generator.modelsModule)/"
    func file(_ name: String, into path: String, imports: (inout [String]) -> Void) -> (String, String) {
      (path, generated(written[models + name] ?? "", imports: imports))
    }
    let fixtures = "Sources/ModelFixtures/Generated/Kinds"
    let adapters = "Sources/ModelAdapters/Conformances/Generated/Kinds"
    let inFixtures: (inout [String]) -> Void = { $0.removeAll { $0 == "ModelFixtures" } }
    let inAdapters: (inout [String]) -> Void = { $0 = Array(Set($0 + ["ModelFixtures"])).sorted() }
    return [
      file("Models.swift", into: fixtures + ".swift", imports: inFixtures),
      file("Models+HandWritten.swift", into: fixtures + "+HandWritten.swift", imports: inFixtures),
      file("Models+Codable.swift", into: fixtures + "+Codable.swift", imports: inFixtures),
      file("Models+YYStyle.swift", into: adapters + "+YYStyle.swift", imports: inAdapters),
      file("Models+MJStyle.swift", into: adapters + "+MJStyle.swift", imports: inAdapters),
      file("Models+XYYStyle.swift", into: adapters + "+XYYStyle.swift", imports: inAdapters),
      (fixtures + "+Sample.swift", sampleFile(data)),
    ]
  }

  /// A scaffolded file with the generated-file header in place of its own, and its imports adjusted to
  /// the module it goes into.
  private static func generated(_ text: String, imports adjust: (inout [String]) -> Void) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The scaffold's header is the comment above the imports.
    while let first = lines.first, first.hasPrefix("//") || first.isEmpty { lines.removeFirst() }
    var imports: [String] = []
    while let first = lines.first, first.hasPrefix("import ") {
      imports.append(String(first.dropFirst("import ".count)))
      lines.removeFirst()
    }
    adjust(&imports)
    return header + imports.map { "import \($0)\n" }.joined() + lines.joined(separator: "\n")
  }

  private static let header = GeneratedFiles.header(
    source: descriptionPath, generator: "KindsFixture", change: "the sample")

  /// The sample's text as a Swift string, which the workload reads (no file to find at run time).
  private static func sampleFile(_ data: Data) -> String {
    let text = String(decoding: data, as: UTF8.self)
    var hashes = "#"
    while text.contains("\"" + hashes) { hashes += "#" }
    return header
      + "/// The kinds workload's document: every property kind and shape the scaffold generates.\n"
      + "public enum KindsSample {\n"
      + "  public static let text = \(hashes)\"\"\"\n\(text)\"\"\"\(hashes)\n}\n"
  }
}
