import Foundation

/// Files a command generates into the package, compared with or written over the committed ones.
public enum GeneratedFiles {
  /// The paths under `root` whose committed text differs from `files`' (a missing file differs).
  /// - Parameters:
  ///   - files: Each file's path relative to `root`, and the text it should hold.
  ///   - root: The package's root folder.
  public static func stale(_ files: [(path: String, text: String)], in root: URL) -> [String] {
    files.filter { file in
      (try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)) != file.text
    }.map(\.path)
  }
}
