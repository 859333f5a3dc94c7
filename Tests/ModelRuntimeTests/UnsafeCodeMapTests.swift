import Foundation
import Testing

/// ARCHITECTURE.md's "Where raw pointers live" names exactly the files of JSONText and ModelRuntime that
/// hold unsafe code (those two modules are not compiled with strict memory safety, so the list is the
/// check): a file that gains or loses unsafe code fails here until the list says so.
@Suite struct UnsafeCodeMapTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A use of an unsafe construct in code (comments left out).
  static func holdsUnsafeCode(_ text: String) throws -> Bool {
    let pattern = try Regex(
      #"\bUnsafe[A-Za-z]*|\bunsafe[A-Z][A-Za-z]*|withUnsafe|assumingMemoryBound|bindMemory|Unmanaged|OpaquePointer"#
    )
    return text.split(separator: "\n").contains { line in
      let code = line.trimmingCharacters(in: .whitespaces)
      return !code.hasPrefix("//") && code.contains(pattern)
    }
  }

  /// The module's files with unsafe code, relative to its folder.
  static func filesWithUnsafeCode(in module: String) throws -> Set<String> {
    let folder = root.appendingPathComponent("Sources/\(module)")
    var found: Set<String> = []
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    for path in paths where path.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      if try holdsUnsafeCode(text) { found.insert(path) }
    }
    return found
  }

  /// The files ARCHITECTURE.md lists for the module: its bullet's code spans.
  static func listedFiles(for module: String) throws -> Set<String> {
    let text = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    guard let section = text.components(separatedBy: "## Where raw pointers live").last else { return [] }
    let bullets = section.components(separatedBy: "\n- ").dropFirst()
    guard let bullet = bullets.first(where: { $0.hasPrefix("`\(module)`") }) else { return [] }
    let spans = bullet.split(separator: "`", omittingEmptySubsequences: false)
    return Set(
      spans.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }.filter {
        $0.hasSuffix(".swift")
      })
  }

  @Test(arguments: ["JSONText", "ModelRuntime"])
  func theListIsExact(module: String) throws {
    let found = try Self.filesWithUnsafeCode(in: module)
    let listed = try Self.listedFiles(for: module)
    #expect(!found.isEmpty)
    #expect(found.subtracting(listed).sorted() == [], "unsafe code in files ARCHITECTURE.md does not list")
    #expect(listed.subtracting(found).sorted() == [], "files ARCHITECTURE.md lists hold no unsafe code")
  }
}
