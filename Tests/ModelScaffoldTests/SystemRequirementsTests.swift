import Foundation
import Testing

@testable import ModelScaffold

/// The Swift version and the Debian packages are declared once (`.swift-version`,
/// `Scripts/debian-packages.txt`), and everything that names them agrees.
@Suite struct SystemRequirementsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static let manifests = [
    "Package.swift", "PackageBenchmark/Package.swift", "Fuzzing/Package.swift",
    "Examples/CustomImplementation/Package.swift", "Examples/GenericMapper/Package.swift",
  ]

  /// Every manifest's tools version, the toolchain that runs the tests, the generated values and the
  /// traits asked of package-benchmark agree with `.swift-version`.
  @Test func oneSwiftVersionEverywhere() throws {
    #expect(
      GeneratedFiles.stale([try SystemRequirements.file(in: Self.root)], in: Self.root).isEmpty,
      "run make fixtures")
    let declared = try Self.text(".swift-version").trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(declared == SystemRequirements.swiftVersion)
    for manifest in Self.manifests {
      let first = try Self.text(manifest).prefix { $0 != "\n" }
      #expect(first == "// swift-tools-version: \(SystemRequirements.toolsVersion)", "\(manifest)")
    }
    let asked =
      ".package(url: \"https://github.com/ordo-one/benchmark\", from: \"\(SystemRequirements.packageBenchmarkVersion)\", "
      + "traits: [\(SystemRequirements.packageBenchmarkTraits.map { "\"\($0)\"" }.joined(separator: ", "))])"
    #expect(try Self.text("PackageBenchmark/Package.swift").contains(asked))
    let version = run("swift", ["--version"]).output
    #expect(version.contains("Swift version \(declared) "), "the toolchain here: \(version)")
  }

  /// Every system header the C targets include and every library they link is owned by a package of
  /// the list or of the Swift image.
  @Test func theListCoversWhatTheCTargetsUse() throws {
    let packages = Set(SystemRequirements.debianPackages + (try Self.imagePackages()))
    let uses = try Self.systemUses()
    #expect(uses.headers.contains("simdjson.h") && uses.libraries.contains("jemalloc"))
    #expect(Self.uncovered(uses, by: packages).isEmpty)
  }

  /// A list without one package: the header and the library it provides are named.
  @Test func aMissingPackageIsNamed() throws {
    let uses = try Self.systemUses()
    let short = Set(SystemRequirements.debianPackages + (try Self.imagePackages())).subtracting([
      "libsimdjson-dev", "libjemalloc-dev",
    ])
    let missing = Self.uncovered(uses, by: short)
    #expect(missing.contains("simdjson.h (libsimdjson-dev)"))
    #expect(missing.contains("-ljemalloc (libjemalloc-dev)"))
  }

  static func imagePackages() throws -> [String] {
    SystemRequirements.packages(inList: try text("Scripts/swift-image-packages.txt"))
  }

  /// The `#include <…>` headers of the C targets, and the libraries the manifest and module maps link.
  static func systemUses() throws -> (headers: Set<String>, libraries: Set<String>) {
    var headers: Set<String> = []
    var libraries: Set<String> = []
    let sources = root.appendingPathComponent("Sources")
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.path.contains("/Sources/C"), ["c", "cpp", "h", "modulemap"].contains(url.pathExtension) else {
        continue
      }
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#include <"), let end = trimmed.firstIndex(of: ">") {
          headers.insert(String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 10)..<end]))
        } else if trimmed.hasPrefix("link \"") {
          libraries.insert(String(trimmed.dropFirst(6).prefix { $0 != "\"" }))
        }
      }
    }
    let manifest = try text("Package.swift")
    for part in manifest.components(separatedBy: ".linkedLibrary(\"").dropFirst() {
      libraries.insert(String(part.prefix { $0 != "\"" }))
    }
    return (headers, libraries)
  }

  /// What no package in `packages` provides, with the package that does (`dpkg -S`); headers that are
  /// not under /usr/include are the toolchain's own.
  static func uncovered(_ uses: (headers: Set<String>, libraries: Set<String>), by packages: Set<String>)
    -> [String]
  {
    let triples = ["x86_64-linux-gnu", "aarch64-linux-gnu"]
    var missing: [String] = []
    func check(_ what: String, candidates: [String], required: Bool) {
      guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
        if required { missing.append("\(what) (no file on this machine)") }
        return
      }
      let owners =
        run("dpkg", ["-S", path]).output.split(separator: ":").first.map {
          $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        } ?? []
      if !owners.contains(where: packages.contains) {
        missing.append("\(what) (\(owners.joined(separator: ", ")))")
      }
    }
    for header in uses.headers.sorted() {
      check(
        header, candidates: ["/usr/include/\(header)"] + triples.map { "/usr/include/\($0)/\(header)" },
        required: false)
    }
    for library in uses.libraries.sorted() {
      check("-l\(library)", candidates: triples.map { "/usr/lib/\($0)/lib\(library).so" }, required: true)
    }
    return missing
  }
}

/// Runs a program found on PATH; its status and output.
private func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [program] + arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return (127, "") }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
