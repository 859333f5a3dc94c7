import ChildProcesses
import Foundation

/// Makes the runner's process repeat itself: it re-executes itself once with
/// `SWIFT_DETERMINISTIC_HASHING=1` and, where the kernel allows it, without address-space randomisation.
///
/// Both matter for allocation counts. Swift seeds its hashing per process, so dictionary growth — and
/// with it allocation counts inside Foundation's archivers — differs between runs. And some archive
/// cells allocate differently depending on where objects land in memory: twitter's archive through
/// YYStyle counted differently in runs of one build with randomisation on, and the same with it off
/// (`setarch -R`). Where `setarch -R` is refused (Docker's default seccomp profile refuses
/// `personality`), the runner goes on with randomisation on and the report says so.
package enum ReproducibleProcess {
  package static let variable = "SWIFT_DETERMINISTIC_HASHING"
  /// Set in the re-executed process: whether its addresses are randomised.
  package static let randomizedVariable = "MODELBENCH_ADDRESS_RANDOMIZATION"

  /// Whether this process runs with address-space randomisation (known after `ensure()`).
  package static var addressSpaceRandomized: Bool {
    ProcessInfo.processInfo.environment[randomizedVariable] != "off"
  }

  package static func ensure() throws {
    guard ProcessInfo.processInfo.environment[variable] == nil else { return }
    setenv(variable, "1", 1)
    let setarch = "/usr/bin/setarch"
    // This executable's own path: through setarch, /proc/self/exe would name setarch.
    let me =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "/proc/self/exe"
    var arguments = CommandLine.arguments
    arguments[0] = me
    let executable: String
    if me != "/proc/self/exe", canDisableRandomization(setarch) {
      setenv(randomizedVariable, "off", 1)
      executable = setarch
      arguments = ["setarch", "-R"] + arguments
    } else {
      setenv(randomizedVariable, "on", 1)
      executable = me
    }
    var pointers = arguments.map { strdup($0) } + [nil]
    execv(executable, &pointers)
    // Only reached when exec failed: go on with random seeds and say so.
    FileHandle.standardError.write(
      Data(
        "\(CommandExit.executableName): could not re-execute with \(variable)=1; allocation counts may vary\n"
          .utf8))
  }

  /// Whether `setarch -R` can run a program here (it needs the `personality` system call).
  private static func canDisableRandomization(_ setarch: String) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: setarch) else { return false }
    let probe = ChildProcess(setarch, ["-R", "/bin/true"], output: .discarded, errors: .discarded)
    return (try? probe.run())?.succeeded ?? false
  }
}
