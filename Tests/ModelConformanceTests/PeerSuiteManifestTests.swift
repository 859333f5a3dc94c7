import Foundation
import ModelConformance
import Testing

/// The peer-suite table (`PeerSuite.all`) against the ported files: every ported test exists as a Swift
/// test of the same name in its file, and every Swift test there is one the table names.
@Suite struct PeerSuiteManifestTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The names of the functions marked `@Test` in a Swift source.
  static func testFunctions(in source: String) -> Set<String> {
    var names: Set<String> = []
    var marked = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("@Test") { marked = true }
      guard marked, let range = trimmed.range(of: "func ") else { continue }
      let name = trimmed[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      names.insert(String(name))
      marked = false
    }
    return names
  }

  @Test(arguments: PeerSuite.all.map(\.original))
  func theTableMatchesThePorts(original: String) throws {
    let suite = try #require(PeerSuite.all.first { $0.original == original })
    let folder = Self.root.appendingPathComponent(suite.folder)
    var listed: Set<String> = []
    for file in suite.files {
      guard let port = file.port else {
        #expect(file.tests.allSatisfy { !$0.status.isPorted }, "\(file.original) has no port")
        continue
      }
      listed.insert(port)
      let source = try String(contentsOf: folder.appendingPathComponent(port), encoding: .utf8)
      let expected = Set(file.tests.filter(\.status.isPorted).map(\.name) + file.extraPortTests)
      #expect(Self.testFunctions(in: source) == expected, "\(port)")
      let hasKnownIssue = file.tests.contains { if case .knownIssue = $0.status { true } else { false } }
      #expect(hasKnownIssue == source.contains("withKnownIssue"), "\(port)")
    }
    // Every file of the folder with tests is a listed port.
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    for name in files where !listed.contains(name) {
      let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(Self.testFunctions(in: source).isEmpty, "\(name) has tests the table does not list")
    }
  }

  @Test func countsAddUp() {
    for suite in PeerSuite.all {
      let c = suite.counts
      #expect(c.ported == c.passed + c.differences + c.knownIssues)
      #expect(c.tests == c.ported + c.skipped)
    }
    #expect(PeerSuite.yyModel.counts.ported == 23)
  }
}
