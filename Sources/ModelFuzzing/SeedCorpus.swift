import Foundation
import MappingSeam
import ModelAdapters
import ModelConformance
import ModelFixtures

/// The inputs a fuzzing run starts from: every JSON text in the conformance catalogue, JSON objects cut
/// from the shared fixtures (whole when small, else the objects inside them), and the JSONTestSuite
/// parsing corpus.
public enum SeedCorpus {
  /// The largest seed written, in bytes (`make fuzz` passes the same `-max_len`).
  public static let maximumLength = 16_384
  /// How many objects are cut from one large fixture.
  static let objectsPerFixture = 48

  /// The catalogue's JSON texts and raw bytes, each once.
  public static var conformanceInputs: [Data] {
    var seen: Set<Data> = []
    var inputs: [Data] = []
    func add(_ data: Data) {
      if !data.isEmpty, seen.insert(data).inserted { inputs.append(data) }
    }
    for testCase in Catalogue.all {
      switch testCase.step {
      case .decode(let text), .encode(let text), .archive(let text), .write(let text, _, _):
        add(Data(text.utf8))
      case .decodeBytes(let bytes): add(Data(bytes))
      case .update(let start, let with):
        add(Data(start.utf8))
        add(Data(with.utf8))
      case .decodeObject(let object):
        if JSONSerialization.isValidJSONObject(object),
          let data = try? JSONSerialization.data(withJSONObject: object)
        {
          add(data)
        }
      }
    }
    return inputs.filter { $0.count <= maximumLength }
  }

  /// JSON objects from a fixture: the whole fixture when it fits, else objects found breadth-first
  /// inside it that fit, at most `objectsPerFixture` of them, with distinct key sets first.
  public static func objects(from fixture: Data) -> [Data] {
    if fixture.count <= maximumLength { return [fixture] }
    guard let root = try? JSONSerialization.jsonObject(with: fixture) else { return [] }
    var queue: [Any] = [root]
    var index = 0
    var distinct: [Data] = []
    var repeated: [Data] = []
    var keySets: Set<[String]> = []
    while index < queue.count, distinct.count < objectsPerFixture {
      let value = queue[index]
      index += 1
      if let dictionary = value as? [String: Any] {
        if let data = try? JSONSerialization.data(withJSONObject: dictionary, options: [.sortedKeys]),
          data.count <= maximumLength, data.count > 16
        {
          if keySets.insert(dictionary.keys.sorted()).inserted {
            distinct.append(data)
          } else {
            repeated.append(data)
          }
          continue
        }
        queue.append(contentsOf: dictionary.keys.sorted().compactMap { dictionary[$0] })
      } else if let array = value as? [Any] {
        queue.append(contentsOf: array)
      }
    }
    return Array((distinct + repeated).prefix(objectsPerFixture))
  }

  /// The RFC 8259 parser corpus (`JSONTestSuite/test_parsing` in the fixtures folder): accepted,
  /// rejected and implementation-defined texts alike, each no longer than ``maximumLength``.
  public static func jsonTestSuite(in fixtures: URL) -> [Data] {
    let folder = fixtures.appendingPathComponent("JSONTestSuite/test_parsing")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    return names.filter { $0.hasSuffix(".json") }.compactMap {
      try? Data(contentsOf: folder.appendingPathComponent($0))
    }.filter { !$0.isEmpty && $0.count <= maximumLength }
  }

  /// Archives of the fixture models and of the conformance models the catalogue's texts make, by each
  /// design, each no longer than ``maximumLength``: the archive targets' starting points.
  public static func archives(fixtures: URL?) -> [Data] {
    var archives: [Data] = []
    func add<Model>(_: Model.Type, _ inputs: [Data]) {
      for implementation in Implementations.all where !implementation.isBaseline {
        guard let codec = implementation.codec(for: Model.self), let archive = codec.archive else { continue }
        for input in inputs {
          guard let model = try? codec.decodeData(input), let data = try? archive(model),
            data.count <= maximumLength
          else { continue }
          archives.append(data)
        }
      }
    }
    add(Probe.self, Array(conformanceInputs.prefix(40)))
    if let fixtures,
      let user = try? Data(contentsOf: fixtures.appendingPathComponent(Fixture.githubUser.rawValue))
    {
      add(GitHubUser.self, [user])
    }
    return archives
  }

  /// The seeds of the targets that read a selector byte: each JSON text behind the selector byte of
  /// every model type (``FuzzModels/selecting(_:_:)``), so a run starts with every type reached, and
  /// each parser-corpus text behind one of them in turn.
  public static func selectorSeeds(of json: [Data], parserCorpus: [Data] = []) -> [Data] {
    json.flatMap { input in FuzzModels.all.indices.map { FuzzModels.selecting($0, input) } }
      + parserCorpus.enumerated().map { FuzzModels.selecting($0.offset, $0.element) }
  }

  /// Writes the corpus into `directory`, one file per input named by its source, and the selector seeds
  /// once, into `selected/`, which a link named after each target that reads a selector byte points to
  /// (``FuzzTarget/selecting``; `make fuzz` gives a target its folder, when it has one, instead of the
  /// shared seeds).
  /// - Parameters:
  ///   - directory: Created when missing.
  ///   - fixtures: The fixtures folder; nil or missing fixtures are skipped.
  /// - Returns: How many files were written into `directory` itself (the subfolders not counted).
  @discardableResult
  public static func write(to directory: URL, fixtures: URL? = Fixture.directory) throws -> Int {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var inputs = conformanceInputs.map { ("conformance", $0) }
    if let fixtures {
      for fixture in Fixture.allCases {
        guard let data = try? Data(contentsOf: fixtures.appendingPathComponent(fixture.rawValue)) else {
          continue
        }
        let name = fixture.rawValue.replacingOccurrences(of: ".json", with: "")
        inputs += objects(from: data).map { (name, $0) }
      }
      inputs += jsonTestSuite(in: fixtures).map { ("jsontestsuite", $0) }
    }
    let selections = selectorSeeds(
      of: inputs.filter { $0.0 != "jsontestsuite" }.map(\.1),
      parserCorpus: inputs.filter { $0.0 == "jsontestsuite" }.map(\.1))
    inputs += archives(fixtures: fixtures).map { ("archive", $0) }
    for (index, (source, data)) in inputs.enumerated() {
      let name = String(format: "%@-%04d.%@", source, index, source == "archive" ? "bin" : "json")
      try data.write(to: directory.appendingPathComponent(name))
    }
    let selected = directory.appendingPathComponent("selected")
    try FileManager.default.createDirectory(at: selected, withIntermediateDirectories: true)
    for (index, data) in selections.enumerated() {
      try data.write(to: selected.appendingPathComponent(String(format: "selected-%05d.bin", index)))
    }
    for target in FuzzTarget.selecting {
      let link = directory.appendingPathComponent(target.rawValue)
      try? FileManager.default.removeItem(at: link)
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "selected")
    }
    return inputs.count
  }
}
