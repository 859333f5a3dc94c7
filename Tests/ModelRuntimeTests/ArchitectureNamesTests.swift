import Foundation
import Testing

/// Every type and file ARCHITECTURE.md names in code spans exists in the package, so that a rename or a
/// move that forgets the map fails here: a name is declared in some Swift source (a type, a member, a
/// case), is a file's or a folder's name, or is one of the platform's, listed below.
@Suite struct ArchitectureNamesTests {
  /// Names the map uses that are the platform's, or placeholders it explains.
  static let notOurs: Set<String> = ["JSONSerialization", "Unmanaged", "XCommand", "XCommand.swift"]

  static func paths(under folders: [String]) -> [String] {
    folders.flatMap { folder in
      (FileManager.default.enumerator(atPath: UnsafeCodeMapTests.root.appendingPathComponent(folder).path)?
        .compactMap { $0 as? String } ?? []).map { "\(folder)/\($0)" }
    }
  }

  @Test func everyNamedTypeAndFileExists() throws {
    let root = UnsafeCodeMapTests.root
    let map = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    let spans = Set(
      map.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
        .map { String($0.element) })
    let paths = Self.paths(under: [
      "Sources", "Tests", "Benchmarks", "Scripts", "Examples", "PackageBenchmark",
    ])
    let names = Set(paths.flatMap { $0.split(separator: "/").map(String.init) })
    var declared: Set<String> = []
    let declaration = try Regex(
      #"\b(?:struct|class|enum|protocol|typealias|actor|func|var|let|case)\s+([A-Za-z_]\w*)"#)
    for path in paths where path.hasSuffix(".swift") {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      for match in text.matches(of: declaration) {
        if let name = match.output[1].substring { declared.insert(String(name)) }
      }
    }
    let typeName = try Regex(#"^[A-Z][A-Za-z0-9]+$"#)
    let fileName = try Regex(#"^[A-Za-z0-9_+\-]+\.(swift|md|json|py|sh|yml)$"#)
    var missing: [String] = []
    for span in spans.sorted() where !Self.notOurs.contains(span) {
      if span.wholeMatch(of: typeName) != nil, !declared.contains(span), !names.contains(span),
        !names.contains("\(span).swift")
      {
        missing.append(span)
      } else if span.wholeMatch(of: fileName) != nil, !names.contains(span),
        !FileManager.default.fileExists(atPath: root.appendingPathComponent(span).path)
      {
        missing.append(span)
      }
    }
    #expect(missing.isEmpty, "ARCHITECTURE.md names what the package does not have: \(missing)")
    #expect(spans.count > 100)
  }
}
