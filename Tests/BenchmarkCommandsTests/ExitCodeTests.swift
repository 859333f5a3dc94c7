import ArgumentParser
import BenchmarkCommands
import Foundation
import Testing

/// Every command's errors exit 4 (`CommandExit.error`), apart from a check that failed (1): a CI script
/// tells an unreadable input from a regression.
@Suite struct ExitCodeTests {
  static func exitCode(_ body: () throws -> Void) -> Int32? {
    do {
      try body()
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch {
      return nil
    }
  }

  @Test func reportOfAnUnreadableFileExitsWithError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exit-codes-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let garbage = folder.appendingPathComponent("results.json")
    try Data("{\"not\": \"a run\"}".utf8).write(to: garbage)
    let output = folder.appendingPathComponent("out")
    for path in [folder.appendingPathComponent("missing.json").path, garbage.path] {
      let command = try ReportCommand.parse([path, "--output", output.path])
      #expect(Self.exitCode { try command.run() } == CommandExit.error.rawValue, "\(path)")
      #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
    }
  }
}
