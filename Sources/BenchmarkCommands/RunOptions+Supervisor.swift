import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam
import ModelRuntime

/// A run measures in a worker: a child process of this runner (`worker --supervisor PID`) that continues the
/// folder's journal. When the worker traps, crashes or outlives the per-cell time limit, the cell it had
/// started is journaled as failed, with why, and a new worker continues after it; so one bad cell costs
/// that cell, not the run.
extension RunOptions {
  /// Runs the workers until the run is measured and reported, or stopped.
  func supervise(cellTimeLimit: Int) throws {
    let suite = BenchmarkSuite.current
    let output = URL(fileURLWithPath: resume ?? self.output ?? suite.defaultOutput)
    var environment = EnvironmentProbe.current(quick: quick, jemalloc: suite.allocator.version)
    environment.addressSpaceRandomized = ReproducibleProcess.addressSpaceRandomized
    // The supervisor holds the folder's lock and writes the header; its workers write under it.
    let journal = try openJournal(output: output, environment: environment, announce: true)
    defer { journal.close() }
    let stop = StopRequest()
    var failed: [String] = []
    while true {
      ResultsJournal.clearCurrent(in: output)
      let ending = try runWorker(output: output, stop: stop, cellTimeLimit: cellTimeLimit)
      if stop.isRequested { throw CommandExit.stopped.exit }
      switch ending {
      case .finished(let status):
        if !failed.isEmpty {
          FileHandle.standardError.write(
            Data(
              ("\(CommandExit.executableName): \(failed.count) cell(s) failed and are reported as such; every other cell was "
                + "measured:\n" + failed.map { "  \($0)\n" }.joined()).utf8))
        }
        if status != 0 { throw ExitCode(status) }
        if !failed.isEmpty { throw CommandExit.failed.exit }
        return
      case .failed(let why):
        guard let current = ResultsJournal.current(in: output),
          !journal.results().contains(where: { $0.key == current.id }),
          let result = Self.failedResult(current.id, why: why)
        else {
          FileHandle.standardError.write(
            Data(
              ("\(CommandExit.executableName): the run's worker \(why) outside a cell; the cells measured are in "
                + "\(output.path): `run --resume \(output.path)` continues\n").utf8))
          throw CommandExit.failed.exit
        }
        journal.append(result)
        failed.append("\(current.id): \(why)")
        FileHandle.standardError.write(
          Data("\(CommandExit.executableName): \(current.id) \(why); continuing with the next cell\n".utf8))
      }
    }
  }

  enum WorkerEnding {
    case finished(Int32)
    case failed(String)
  }

  /// The worker's command line, made from the parsed options (never from this process's argv): the
  /// plan, where the report goes and in which formats, and who supervises.
  func workerArguments(output: URL, supervisor: Int32) -> [String] {
    [WorkerCommand.configuration.commandName ?? "worker"] + RunPlan(self).arguments
      + ["--format", format.defaultValueDescription] + (reference.map { ["--reference", $0] } ?? [])
      + ["--resume", output.path, "--supervisor", String(supervisor)]
      + (resume != nil ? ["--continuing"] : [])
  }

  /// Runs one worker on `output` and waits for it, killing it when a cell outlives the time limit.
  private func runWorker(output: URL, stop: StopRequest, cellTimeLimit: Int) throws -> WorkerEnding {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = workerArguments(output: output, supervisor: getpid())
    var environment = ProcessInfo.processInfo.environment
    if isatty(STDERR_FILENO) != 0 { environment["MODELBENCH_TERMINAL"] = "1" }
    process.environment = environment
    // The worker's output passes through; its fatal error, else its last line, is kept as the reason
    // should it die (the runtime's backtrace follows a fatal error).
    let pipe = Pipe()
    process.standardError = pipe
    let said = Locked((fatal: "", last: ""))
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      guard !data.isEmpty else { return }
      FileHandle.standardError.write(data)
      let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" })
      said.withLock { said in
        for line in lines where !line.hasPrefix("  [") && !line.hasPrefix("\u{1B}") {
          if line.localizedCaseInsensitiveContains("fatal error") { said.fatal = String(line) }
          said.last = String(line)
        }
      }
    }
    try process.run()
    let pid = process.processIdentifier
    stop.onSignal { signalNumber in kill(pid, signalNumber) }
    defer { stop.onSignal(nil) }
    var seen: String?
    var since = ContinuousClock.now
    var timedOut = false
    while process.isRunning {
      Thread.sleep(forTimeInterval: 0.1)
      let current = ResultsJournal.current(in: output)?.id
      if current != seen {
        seen = current
        since = .now
      } else if current != nil, !stop.isRequested, ContinuousClock.now - since > .seconds(cellTimeLimit) {
        timedOut = true
        kill(pid, SIGKILL)
        process.waitUntilExit()
      }
    }
    process.waitUntilExit()
    pipe.fileHandleForReading.readabilityHandler = nil
    if timedOut { return .failed("ran past the time limit of \(cellTimeLimit) s (--cell-time-limit)") }
    if process.terminationReason == .uncaughtSignal {
      let signalNumber = process.terminationStatus
      let name = Self.signalNames[signalNumber].map { " (\($0))" } ?? ""
      let line = said.withLock { $0.fatal.isEmpty ? $0.last : $0.fatal }
      return .failed("died of signal \(signalNumber)\(name)" + (line.isEmpty ? "" : ": \(line)"))
    }
    return .finished(process.terminationStatus)
  }

  private static let signalNames: [Int32: String] = [
    SIGILL: "SIGILL, a trap", SIGTRAP: "SIGTRAP, a trap", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV",
    SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
  ]

  /// The journal line of a cell that failed: `workload/operation/implementation`, with why.
  static func failedResult(_ id: String, why: String) -> BenchmarkResult? {
    guard let cell = CellID(id), let operation = MappingOperation(rawValue: cell.operation) else {
      return nil
    }
    return BenchmarkResult(
      workload: cell.workload, operation: operation, implementation: cell.implementation,
      samples: [], inputBytes: nil, allocations: nil, unavailable: "failed: \(why)")
  }
}
