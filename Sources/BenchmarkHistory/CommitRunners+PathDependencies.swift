import Foundation

extension CommitRunners {
  /// A manifest's relative path dependencies that leave the repository (`.package(path: "../../ModelBench")`)
  /// resolve from the package's own folder, not from the worktree elsewhere: each one that is a package
  /// only from there is pinned to its absolute path. Such a dependency is not versioned with the package, so
  /// every commit builds against it as it is now.
  ///
  /// - Returns: The manifest with those paths replaced, and the paths replaced.
  static func pinningPathDependencies(
    in manifest: String, worktreePackage: URL, originalPackage: URL
  ) -> (manifest: String, pinned: [String]) {
    let pattern = #/path:\s*"(\.\.[^"]*)"/#
    var text = manifest
    var pinned: [String] = []
    for match in manifest.matches(of: pattern) {
      let relative = String(match.output.1)
      let fromWorktree = worktreePackage.appendingPathComponent(relative).standardizedFileURL
      let fromOriginal = originalPackage.appendingPathComponent(relative).standardizedFileURL
      func isPackage(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      }
      guard !isPackage(fromWorktree), isPackage(fromOriginal), !pinned.contains(relative) else { continue }
      text = text.replacingOccurrences(of: "\"\(relative)\"", with: "\"\(fromOriginal.path)\"")
      pinned.append(relative)
    }
    return (text, pinned)
  }

  /// Pins the checked-out manifest's outside path dependencies (see
  /// ``pinningPathDependencies(in:worktreePackage:originalPackage:)``); says which on standard error.
  func pinPathDependencies(worktreePackage: URL) throws(HistoryError) {
    let manifest = worktreePackage.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return }
    let original =
      packagePath.isEmpty ? git.directory : git.directory.appendingPathComponent(packagePath)
    let (pinnedText, pinned) = Self.pinningPathDependencies(
      in: text, worktreePackage: worktreePackage, originalPackage: original)
    guard !pinned.isEmpty else { return }
    do {
      try Data(pinnedText.utf8).write(to: manifest)
    } catch {
      throw HistoryError("\(error)", at: manifest.path)
    }
    FileHandle.standardError.write(
      Data(
        "path dependencies outside the repository, built as they are now: \(pinned.joined(separator: ", "))\n"
          .utf8))
  }
}
