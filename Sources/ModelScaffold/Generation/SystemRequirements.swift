import Foundation

/// What ModelBench needs of a machine, declared once: the Swift version it is built and measured with
/// (`.swift-version`) and the Debian packages its libraries and runners need on top of the Swift image
/// (`Scripts/debian-packages.txt`). `make fixtures` copies both into `Generated/SystemRequirements+Values.swift`,
/// so that `scaffold` writes them into the manifests and workflows of a package made anywhere.
public enum SystemRequirements {
  /// Where the Swift version is declared, relative to the package's root.
  public static let swiftVersionPath = ".swift-version"
  /// Where the Debian packages are declared, relative to the package's root.
  public static let debianPackagesPath = "Scripts/debian-packages.txt"
  /// The generated file, relative to the package's root.
  public static let generatedPath =
    "Sources/ModelScaffold/Generation/Generated/SystemRequirements+Values.swift"

  /// package-benchmark as every manifest asks for it: its version, and only the malloc interposer (the
  /// default RuntimeInterposer trait's ARC metrics crash on Swift 6.3's runtime hooks).
  public static let packageBenchmarkVersion = "1.38.1"
  public static let packageBenchmarkTraits = ["MallocInterposer"]

  /// The manifests' `swift-tools-version`: the Swift version's major and minor.
  public static var toolsVersion: String {
    swiftVersion.split(separator: ".").prefix(2).joined(separator: ".")
  }

  /// The package names of a list in `debian-packages.txt`'s form: one a line, `#` starts a comment.
  public static func packages(inList text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .trimmingCharacters(in: .whitespaces)
      return name.isEmpty ? nil : name
    }
  }

  /// The generated file's path and text, from the two declarations under `root`.
  public static func file(in root: URL) throws(ScaffoldError) -> (path: String, text: String) {
    let version = try GeneratedFiles.description(at: swiftVersionPath, in: root)
    let list = try GeneratedFiles.description(at: debianPackagesPath, in: root)
    let swift = String(decoding: version.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let packages = Self.packages(inList: String(decoding: list.data, as: UTF8.self))
    let text =
      GeneratedFiles.header(
        source: "\(swiftVersionPath) and \(debianPackagesPath)", generator: "SystemRequirements",
        change: "those two files")
        + """
        extension SystemRequirements {
          /// The Swift version ModelBench is built and measured with.
          public static let swiftVersion = \(Naming.literal(swift))
          /// The Debian packages ModelBench's libraries and runners need on top of the Swift image.
          public static let debianPackages: [String] = [
        \(packages.map { "    \(Naming.literal($0)),\n" }.joined())  ]
        }

        """
    return (generatedPath, text)
  }
}
