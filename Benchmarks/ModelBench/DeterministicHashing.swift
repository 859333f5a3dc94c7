import Foundation

/// Swift seeds its hashing per process, so dictionary growth — and with it allocation counts inside
/// Foundation's archivers — differs between runs. The runner re-executes itself once with
/// `SWIFT_DETERMINISTIC_HASHING=1`, so that allocation counts can be compared exactly across runs.
enum DeterministicHashing {
  static let variable = "SWIFT_DETERMINISTIC_HASHING"

  static func ensure() throws {
    guard ProcessInfo.processInfo.environment[variable] == nil else { return }
    setenv(variable, "1", 1)
    let arguments = CommandLine.arguments
    var pointers = arguments.map { strdup($0) } + [nil]
    execv("/proc/self/exe", &pointers)
    // Only reached when exec failed: go on with random seeds and say so.
    FileHandle.standardError.write(
      Data("modelbench: could not re-execute with \(variable)=1; allocation counts may vary\n".utf8))
  }
}
