import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Foundation

/// Runs a comparing command's body so that any failure exits with ``ComparisonOutcome/error`` (4), which
/// a CI script can tell from a regression (1); the outcome codes the body throws pass through.
func exitingOnError(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let exit as ExitCode {
    throw exit
  } catch {
    FileHandle.standardError.write(Data("modelbench: error: \(error)\n".utf8))
    throw ExitCode(ComparisonOutcome.error.rawValue)
  }
}

/// Writes `text` to `path` when one is given (a CI step summary such as `$GITHUB_STEP_SUMMARY`),
/// appending so that several comparisons can share one summary.
func appendMarkdown(_ text: String, to path: String?) throws {
  guard let path else { return }
  let url = URL(fileURLWithPath: path)
  if let handle = try? FileHandle(forWritingTo: url) {
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  } else {
    try Data(text.utf8).write(to: url)
  }
}
