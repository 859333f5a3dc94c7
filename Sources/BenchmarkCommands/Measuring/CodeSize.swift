import BenchmarkKit
import ChildProcesses
import Foundation
import MappingSuite

/// The machine code and data each implementation adds to an executable, read from the object files the
/// build left beside the runner.
///
/// An object file holds one source file's compiled code, so an implementation's size is the sum over
/// the files that are its own: its library and the per-model code it needs. The sections counted are
/// those loaded with the program — code (`.text`), constants (`.rodata`), data and the Swift runtime's
/// metadata (`swift5_*`) — not debug information or unwind tables.
package enum CodeSize {
  /// One implementation's own object files: `Module.build/File.swift.o` paths relative to the build
  /// folder, where `*` matches any run of characters and a leading `!` leaves matching files out.
  package typealias Parts = [String: [String]]

  /// Each implementation's own object files: its library (YYStyle (direct) with the direct front end's
  /// files, YYStyle without them) and the suite's code for it.
  /// - Parameters:
  ///   - perModel: The object files of a design's configuration of the suite's models, by the design's
  ///     module name (`YYStyle`, `MJStyle`, `XYYStyle`).
  ///   - declaredSetters: XYYStyle's declared setters, counted for its setter path only.
  ///   - handWritten: The hand-written baseline's object files.
  ///   - codable: The Codable baseline's object files.
  package static func parts(
    perModel: (String) -> [String], declaredSetters: [String] = [], handWritten: [String], codable: [String]
  ) -> Parts {
    [
      "yy": ["YYStyle.build/*.o", "!YYStyle.build/*Direct*"] + perModel("YYStyle"),
      "yy-direct": ["YYStyle.build/*.o"] + perModel("YYStyle"),
      "mj": ["MJStyle.build/*.o"] + perModel("MJStyle"),
      "xyy": ["XYYStyle.build/*.o"] + declaredSetters + perModel("XYYStyle"),
      "xyy-field": ["XYYStyle.build/*.o"] + perModel("XYYStyle"),
      "hand": handWritten,
      "codable": codable,
    ]
  }

  /// How the figures are measured, for the report: `perModel` says what each implementation's code for
  /// the models is.
  package static func method(perModel: String) -> String {
    "the bytes of code, constants, data and Swift metadata (`size -A`: `.text*`, `.rodata*`, `.data*`, "
      + "`swift5_*`) of each implementation's own object files in the release build: its library "
      + "(YYStyle (direct) with the direct front end's files, YYStyle without them) and \(perModel). "
      + "ModelRuntime and JSONText, which every design shares, are not counted."
  }

  /// The sizes of `parts` in the build folder of the running executable; nil when its object files are
  /// not there (an installed runner) or `size` (binutils) is missing.
  package static func measure(_ parts: Parts, method: String, buildFolder: URL? = nil) -> CodeSizeReport? {
    let folder =
      buildFolder
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    var bytes: [String: Int] = [:]
    // Implementations share files (YYStyle's library is in both of its rows): each is read once.
    var measured: [URL: Int] = [:]
    for (id, patterns) in parts {
      let files = objectFiles(matching: patterns, in: folder)
      guard !files.isEmpty else { return nil }
      var total = 0
      for file in files {
        if measured[file] == nil { measured[file] = loadedBytes(of: file) }
        guard let size = measured[file] else { return nil }
        total += size
      }
      bytes[id] = total
    }
    return CodeSizeReport(bytes: bytes, method: method)
  }

  /// The object files of `folder` that match the patterns.
  static func objectFiles(matching patterns: [String], in folder: URL) -> [URL] {
    let include = patterns.filter { !$0.hasPrefix("!") }
    let exclude = patterns.filter { $0.hasPrefix("!") }.map { String($0.dropFirst()) }
    var found: [URL] = []
    let modules = Set(include.compactMap { $0.split(separator: "/").first.map(String.init) })
    for module in modules.sorted() {
      let directory = folder.appendingPathComponent(module)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".o") {
        let path = "\(module)/\(name)"
        if include.contains(where: { matches(path, $0) }) && !exclude.contains(where: { matches(path, $0) }) {
          found.append(directory.appendingPathComponent(name))
        }
      }
    }
    return found
  }

  /// Whether `text` matches `pattern`, whose `*` stands for any run of characters.
  static func matches(_ text: String, _ pattern: String) -> Bool {
    let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard pieces.count > 1 else { return text == pattern }
    guard text.hasPrefix(pieces[0]), text.hasSuffix(pieces[pieces.count - 1]),
      text.count >= pieces[0].count + pieces[pieces.count - 1].count
    else { return false }
    var rest = Substring(text.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count))
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let range = rest.range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  /// The bytes of an object file's sections that are loaded with the program, by binutils' `size -A`.
  static func loadedBytes(of file: URL) -> Int? {
    let size = ChildProcess("/usr/bin/size", ["-A", "-d", file.path], errors: .discarded)
    guard let ending = try? size.run(), ending.succeeded else { return nil }
    return sectionBytes(ending.outputText)
  }

  /// The loaded sections' total in `size -A -d`'s table.
  static func sectionBytes(_ table: String) -> Int {
    var total = 0
    for line in table.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count == 3, let size = Int(fields[1]) else { continue }
      let name = fields[0]
      let loaded =
        name.hasPrefix(".text") || name.hasPrefix(".rodata") || name.hasPrefix(".data")
        || name.hasPrefix("swift5_")
      if loaded { total += size }
    }
    return total
  }
}
