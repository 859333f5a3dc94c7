import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import ModelFuzzing
import Testing

/// The fuzz targets run as ordinary tests: over the seed corpus every `make fuzz` starts from, and over
/// every input a fuzzing run ever crashed on (kept in Fuzzing/Regressions, named by target).
@Suite struct FuzzTargetTests {
  static let regressions: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fuzzing/Regressions")
  }()

  static var regressionFiles: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map {
      regressions.appendingPathComponent($0)
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func conformanceInputsHoldEveryInvariant(_ target: FuzzTarget) {
    let inputs = SeedCorpus.conformanceInputs
    #expect(inputs.count > 100)
    for input in inputs {
      if let finding = target.run(input) { Issue.record("\(finding)") }
    }
  }

  /// Every target on the RFC 8259 corpus: no crash, and for `json` the readers agree as documented.
  @Test(arguments: FuzzTarget.allCases)
  func jsonTestSuiteHoldsEveryInvariant(_ target: FuzzTarget) {
    let inputs = SeedCorpus.jsonTestSuite(in: Fixture.directory)
    #expect(inputs.count > 300)
    for input in inputs {
      if let finding = target.run(input) { Issue.record("\(finding)") }
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func fixtureSeedsHoldEveryInvariant(_ target: FuzzTarget) throws {
    for fixture in Fixture.allCases {
      let objects = SeedCorpus.objects(from: try fixture.data())
      #expect(!objects.isEmpty, "\(fixture)")
      #expect(objects.allSatisfy { $0.count <= SeedCorpus.maximumLength })
      for input in objects {
        if let finding = target.run(input) { Issue.record("\(fixture): \(finding)") }
      }
    }
  }

  /// The archive seeds — fixture and conformance models archived by each design — pass their design's
  /// check and read back; every target runs on them.
  @Test(arguments: FuzzTarget.allCases)
  func archiveSeedsHoldEveryInvariant(_ target: FuzzTarget) throws {
    let archives = SeedCorpus.archives(fixtures: Fixture.directory)
    #expect(archives.count >= 30)
    for input in archives {
      if let finding = target.run(input) { Issue.record("\(finding)") }
    }
  }

  @Test func archiveSeedsPassTheChecks() throws {
    let codec = try #require(YYStyleImplementation().codec(for: GitHubUser.self))
    let seeds = SeedCorpus.archives(fixtures: Fixture.directory)
    let users = seeds.filter { (try? codec.validateArchive?($0)) != nil }
    #expect(!users.isEmpty)
    for data in users { #expect(throws: Never.self) { try codec.unarchive?(data) } }
  }

  /// Every file in Fuzzing/Regressions runs on every target: a crash kills the test process, a broken
  /// invariant is an issue.
  @Test(arguments: FuzzTarget.allCases)
  func regressionsStayFixed(_ target: FuzzTarget) throws {
    for file in Self.regressionFiles {
      if let finding = target.run(try Data(contentsOf: file)) {
        Issue.record("\(file.lastPathComponent): \(finding)")
      }
    }
  }

  @Test func theCorpusIsWrittenOneFilePerInput() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seeds-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let count = try SeedCorpus.write(to: directory)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let folders = ["selected"] + FuzzTarget.selecting.map(\.rawValue)
    #expect(files.filter { !folders.contains($0) }.count == count)
    #expect(count >= SeedCorpus.conformanceInputs.count + Fixture.allCases.count)
    // The selector seeds are written once; each selecting target's folder is a link to them.
    let selected = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("selected").path)
    #expect(selected.count >= SeedCorpus.conformanceInputs.count * FuzzModels.all.count)
    for target in FuzzTarget.selecting {
      let link = directory.appendingPathComponent(target.rawValue).path
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "selected")
      #expect(try FileManager.default.contentsOfDirectory(atPath: link).sorted() == selected.sorted())
    }
  }

  /// A selector byte sends the round trip through one model type only; the JSON after it is what the
  /// designs read, and every type is reachable.
  @Test func aSelectorByteChoosesOneModel() throws {
    let json = Data(#"{"login":"octocat","id":1}"#.utf8)
    var reached: Set<String> = []
    for index in FuzzModels.all.indices {
      let input = FuzzModels.selecting(index, json)
      let (model, rest) = try #require(FuzzModels.selection(in: input))
      #expect(model.name == FuzzModels.all[index].name)
      #expect(rest == json && rest.startIndex == 0)
      reached.insert(model.name)
      #expect(FuzzTarget.roundTrip.run(input) == nil)
    }
    #expect(reached.count == FuzzModels.all.count)
    #expect(FuzzModels.selection(in: json) == nil)
    #expect(FuzzModels.selection(in: Data()) == nil)
  }

  @Test func aFindingNamesWhereItHappened() {
    let id = YYStyleImplementation().id
    let finding = FuzzFinding(implementation: id, model: "Probe", problem: "its own JSON does not decode")
    #expect(finding.description == "\(id), Probe: its own JSON does not decode")
  }
}
