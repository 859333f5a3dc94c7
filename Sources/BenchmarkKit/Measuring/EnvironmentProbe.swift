import ChildProcesses
import Foundation

/// What the report says about the machine and the build.
package enum EnvironmentProbe {
  package static func current(quick: Bool, jemalloc: String) -> BenchmarkEnvironment {
    BenchmarkEnvironment(
      cpu: cpuName(), cores: ProcessInfo.processInfo.activeProcessorCount,
      swiftVersion: toolchain() ?? compilerVersion,
      jemallocVersion: jemalloc,
      commit: command(["git", "describe", "--always", "--dirty", "--abbrev=7"]) ?? "unknown",
      date: ISO8601DateFormatter().string(from: Date()), quick: quick)
  }

  /// Peak resident set size of this process, in bytes.
  package static func peakResidentBytes() -> Int? {
    var usage = rusage()
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
    return usage.ru_maxrss * 1024
  }

  /// The first line of `swift --version` (of `swift`, or of another toolchain's driver), or nil when it
  /// cannot run.
  package static func toolchain(_ swift: String = "swift") -> String? {
    command([swift, "--version"])?.split(separator: "\n").first.map(String.init)
  }

  private static var compilerVersion: String {
    #if compiler(>=6.3)
      "Swift 6.3 or later (compiler version)"
    #else
      "Swift before 6.3 (compiler version)"
    #endif
  }

  /// The machine's architecture as `uname -m` names it.
  package static var architecture: String {
    #if arch(x86_64)
      "x86_64"
    #elseif arch(arm64)
      "aarch64"
    #else
      "unknown"
    #endif
  }

  /// The CPU's model name from `/proc/cpuinfo`.
  package static func cpuName() -> String {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
        ?? "unknown"
    }
    return "unknown"
  }

  /// The first line of a command's output, or nil when it cannot run.
  private static func command(_ arguments: [String]) -> String? {
    let child = ChildProcess(arguments[0], Array(arguments.dropFirst()), errors: .discarded)
    guard let ending = try? child.run(), ending.succeeded else { return nil }
    return ending.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
