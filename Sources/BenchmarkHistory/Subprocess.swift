import Foundation

/// A child process run to its end, its standard output and error captured together.
package enum Subprocess {
  /// Runs `executable` (a path, or a name looked up on PATH) and waits.
  /// - Parameters:
  ///   - executable: A path, or a name looked up on PATH.
  ///   - arguments: The child's arguments.
  ///   - environment: Variables set for the child only, on top of this process's.
  ///   - echoErrors: Leave the child's standard error on ours (progress) instead of capturing it.
  package static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:], echoErrors: Bool = false
  ) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [executable] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    if !echoErrors { process.standardError = pipe }
    do {
      try process.run()
    } catch {
      return (127, "cannot start \(executable): \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
