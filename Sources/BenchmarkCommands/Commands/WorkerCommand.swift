import ArgumentParser
import Foundation
import ModelRuntime

/// `worker`: a run's measuring child, started by `run` (its supervisor), never by hand. It reads its
/// ``WorkerOrder`` from standard input, sends ``WorkerEvent``s on standard output, and dies with its
/// supervisor.
package struct WorkerCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "worker", abstract: "Measure a run's cells for the run that started this process.",
    shouldDisplay: false)

  package init() {}

  /// Exits 0 when every cell and phase was measured, 4 on an error (said on standard error), 130 stopped.
  package func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let events = try WorkerEventOutput.takingStandardOutput()
      let order = try WorkerOrder.read(from: .standardInput)
      try WorkerProcess.dieWithSupervisor(order.supervisor)
      let worker = RunWorker(order: order, suite: BenchmarkSuite.current, send: events.send)
      try worker.measure()
    }
  }
}

/// The worker's events pipe: standard output as the supervisor opened it. Standard output itself then
/// goes to standard error, so that nothing a cell prints can be read as an event.
final class WorkerEventOutput: Sendable {
  private let handle: Locked<FileHandle>

  private init(descriptor: Int32) {
    handle = Locked(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
  }

  /// Moves standard output to a descriptor of its own (closed in any child the worker starts) and points
  /// standard output at standard error.
  static func takingStandardOutput() throws(WorkerProtocolError) -> WorkerEventOutput {
    let descriptor = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    guard descriptor >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
      throw WorkerProtocolError(
        reason: "its events pipe cannot be set up: \(String(cString: strerror(errno)))", line: nil)
    }
    return WorkerEventOutput(descriptor: descriptor)
  }

  /// Writes one event as a line, whole, before any other.
  @Sendable func send(_ event: WorkerEvent) {
    handle.withLock { try? $0.write(contentsOf: event.line) }
  }
}
