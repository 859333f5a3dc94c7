import CProcessControl
import Foundation

/// What a run's worker does about the supervisor that started it (its PID comes in the worker's order).
enum WorkerProcess {
  /// Makes the worker die with its supervisor: the kernel sends it SIGKILL when its parent ends, however
  /// the parent ends (a `kill -9` runs no handler of the parent's). A supervisor already gone before the
  /// request took effect is found by its PID: the worker then stops at once.
  static func dieWithSupervisor(_ supervisor: Int32) throws {
    _ = modelbench_die_with_parent(SIGKILL)
    guard getppid() == supervisor else {
      FileHandle.standardError.write(
        Data("\(CommandExit.executableName): the run's supervisor (PID \(supervisor)) is gone\n".utf8))
      throw CommandExit.error.exit
    }
  }
}

/// The allocator the executable links is not the one serving allocations.
struct AllocatorInactive: Error, CustomStringConvertible {
  var description: String {
    "jemalloc is not the active allocator: malloc and Swift allocations must go through it. "
      + "Build with `make bench` (links libjemalloc from libjemalloc-dev)."
  }
}
