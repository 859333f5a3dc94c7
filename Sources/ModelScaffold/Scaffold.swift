// ModelScaffold — `modelbench scaffold`: from sample documents of an API to a Swift package that runs
// ModelBench's comparison on models inferred from them.
//
// Inference/ reads each sample once, streaming it through JSONText (nothing is held as a tree), into
// observations of its places (Observation, ObservingVisitor), and resolves them into models (Resolver,
// SchemaInference → Schema), named by Naming. Generation/ writes the package's files from the Schema:
// the models, each design's configuration, the two baselines, the manifest and the executable.

import Foundation

/// Writes a package of models inferred from sample documents, configured for every design and baseline,
/// with a benchmark executable whose `run` writes ModelBench's report and whose `check` lists how each
/// implementation round-trips the samples.
public enum Scaffold {
  public struct Options: Sendable {
    /// The package's name (`Shop`); the root model takes it when the samples share one root.
    public var name: String
    public var samples: [URL]
    public var output: URL
    /// Replace `output` when it exists.
    public var force: Bool
    /// How the package reaches ModelBench; a git revision is resolved to its commit before anything
    /// is written.
    public var dependency: Dependency

    /// Formats one generated Swift file in place (swift-format); nil leaves the sources as written.
    public var formatter: (@Sendable (URL) -> Void)?

    public init(
      name: String, samples: [URL], output: URL, force: Bool = false, dependency: Dependency,
      formatter: (@Sendable (URL) -> Void)? = nil
    ) {
      self.name = name
      self.samples = samples
      self.output = output
      self.force = force
      self.dependency = dependency
      self.formatter = formatter
    }
  }

  /// Files longer than this are left as the generator wrote them, so not swift-format clean (long lines
  /// are not wrapped): the formatter's memory grows with the file, a few hundred megabytes at this
  /// length, one formatter per core, and a 20 000-key sample makes files of 60 000 lines.
  public static let formattedLineLimit = 20_000

  /// What was written.
  public struct Summary: Sendable {
    /// The package's name as used: the one given, or its UpperCamelCase form (`my-api` → `MyAPI`).
    public var name: String
    public var schema: Schema
    /// The files written, relative to the output folder.
    public var files: [String]
    /// The package's executable (`shop-bench`).
    public var executable: String
    /// Swift files left unformatted because they are longer than `formattedLineLimit` lines.
    public var unformatted: [String]
    /// The dependency as written: a git revision resolved to its commit.
    public var dependency: Dependency
  }

  /// Infers the models of `options.samples` and writes the package; on any error nothing is written.
  public static func run(_ options: Options) throws(ScaffoldError) -> Summary {
    guard let name = Naming.packageName(options.name) else {
      throw .invalidName(
        options.name,
        reason: "it must hold a letter and not start with a digit; a Swift identifier starting with a "
          + "capital is kept as it is (K8sPods), anything else is made UpperCamelCase (my-api → MyAPI)")
    }
    guard !Naming.reservedTypeNames.contains(name) else {
      throw .invalidName(
        options.name,
        reason: "\(name) is a Swift, Foundation or ModelBench type's name; choose another, such as My\(name)")
    }
    guard !options.samples.isEmpty else { throw .noSamples }
    var samples: [SchemaInference.Sample] = []
    var files: [String: String] = [:]
    for url in options.samples {
      let data: Data
      do {
        data = try Data(contentsOf: url, options: .alwaysMapped)
      } catch {
        throw .unreadable(path: url.path, reason: error.localizedDescription)
      }
      let sampleName = url.deletingPathExtension().lastPathComponent
      guard files[sampleName] == nil else { throw .duplicateSampleName(sampleName) }
      files[sampleName] = sampleName + ".json"
      samples.append(SchemaInference.Sample(name: sampleName, data: data))
    }
    let schema = try SchemaInference.infer(name: name, samples: samples)
    let manager = FileManager.default
    if manager.fileExists(atPath: options.output.path) && !options.force {
      throw .outputExists(path: options.output.path)
    }
    let dependency = try options.dependency.resolved()
    let generator = Generator(schema: schema, packageName: name, sampleFiles: files)
    let sources = generator.files(dependency: dependency)
    var unformatted: [String] = []
    // Written beside the output first, then moved into place: a failure leaves no half-written package.
    let staging = options.output.deletingLastPathComponent().appendingPathComponent(
      ".\(options.output.lastPathComponent).scaffold-\(UUID().uuidString)")
    do {
      var toFormat: [URL] = []
      for (path, text) in sources {
        let url = staging.appendingPathComponent(path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        guard path.hasSuffix(".swift") else { continue }
        if text.utf8.count(where: { $0 == UInt8(ascii: "\n") }) > formattedLineLimit {
          unformatted.append(path)
        } else {
          toFormat.append(url)
        }
      }
      if let formatter = options.formatter {
        // One formatter per file, as many at once as there are cores.
        let files = toFormat
        DispatchQueue.concurrentPerform(iterations: files.count) { formatter(files[$0]) }
      }
      let samplesFolder = staging.appendingPathComponent("Samples")
      try manager.createDirectory(at: samplesFolder, withIntermediateDirectories: true)
      for (url, sample) in zip(options.samples, samples) {
        try manager.copyItem(at: url, to: samplesFolder.appendingPathComponent(files[sample.name]!))
      }
      if manager.fileExists(atPath: options.output.path) { try manager.removeItem(at: options.output) }
      try manager.moveItem(at: staging, to: options.output)
    } catch {
      try? manager.removeItem(at: staging)
      throw .writeFailed(path: options.output.path, reason: error.localizedDescription)
    }
    let written = sources.keys.sorted() + samples.map { "Samples/" + files[$0.name]! }
    return Summary(
      name: name, schema: schema, files: written, executable: generator.executable,
      unformatted: unformatted.sorted(), dependency: dependency)
  }
}
