import ChildProcesses
import Foundation
import ModelRuntime

/// A worker as a child process of this runner (`worker`): its order on standard input, its events on
/// standard output, its messages passed through from standard error. A cell that outlives the time
/// limit gets the worker killed; the supervisor's signals are passed on to it.
struct WorkerProcessChannel: WorkerChannel {
  var executable: URL
  /// Seconds a cell may run, from its `started` event.
  var cellTimeLimit: Int
  var stop: StopRequest

  func run(_ order: WorkerOrder, onEvent: (WorkerEvent) -> Void) throws -> WorkerEnding {
    let said = Locked((fatal: "", last: ""))
    let worker = try ChildProcess(
      executable.path, [WorkerCommand.configuration.commandName ?? "worker"],
      environment: .adding(isatty(STDERR_FILENO) != 0 ? ["MODELBENCH_TERMINAL": "1"] : [:]),
      input: .bytes(order.line), output: .piped, errors: .streamed { Self.passOn($0, keeping: said) }
    ).start()
    stop.onSignal { signalNumber in worker.signal(signalNumber) }
    defer { stop.onSignal(nil) }
    let watch = CellWatch(limit: .seconds(cellTimeLimit), worker: worker, stop: stop)
    let watcher = Thread { watch.run() }
    watcher.start()
    var unreadable: WorkerProtocolError?
    var reader = LineReader(worker.output ?? .nullDevice)
    while let line = reader.next() {
      guard unreadable == nil else { continue }
      do throws(WorkerProtocolError) {
        let event = try WorkerEvent(line: line)
        watch.saw(event)
        onEvent(event)
      } catch {
        unreadable = error
        worker.signal(SIGKILL)
      }
    }
    let ending = worker.wait()
    watch.end()
    if let unreadable { return .died("broke the protocol: \(unreadable)") }
    if watch.timedOut { return .died("ran past the time limit of \(cellTimeLimit) s (--cell-time-limit)") }
    if ending.signalled {
      let name = Self.signalNames[ending.status].map { " (\($0))" } ?? ""
      let line = said.withLock { $0.fatal.isEmpty ? $0.last : $0.fatal }
      return .died("died of signal \(ending.status)\(name)" + (line.isEmpty ? "" : ": \(line)"))
    }
    return .exited(ending.status)
  }

  /// Passes a piece of the worker's messages through to this process's standard error, keeping its fatal
  /// error, else its last line, as the reason should it die (the runtime's backtrace follows a fatal
  /// error).
  private static func passOn(_ data: Data, keeping said: Locked<(fatal: String, last: String)>) {
    FileHandle.standardError.write(data)
    let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" })
    said.withLock { said in
      for line in lines where !line.hasPrefix("  [") && !line.hasPrefix("\u{1B}") {
        if line.localizedCaseInsensitiveContains("fatal error") { said.fatal = String(line) }
        said.last = String(line)
      }
    }
  }

  private static let signalNames: [Int32: String] = [
    SIGILL: "SIGILL, a trap", SIGTRAP: "SIGTRAP, a trap", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV",
    SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
  ]
}

/// The time limit on the cell a worker measures: from its `started` event to its result, checked ten
/// times a second on a thread of its own; a cell past it gets the worker killed (unless a stop was asked).
private final class CellWatch: Sendable {
  private struct State {
    var since: ContinuousClock.Instant?
    var ended = false
    var timedOut = false
  }

  private let state = Locked(State())
  private let limit: Duration
  private let worker: RunningChild
  private let stop: StopRequest

  init(limit: Duration, worker: RunningChild, stop: StopRequest) {
    self.limit = limit
    self.worker = worker
    self.stop = stop
  }

  var timedOut: Bool { state.withLock { $0.timedOut } }

  func saw(_ event: WorkerEvent) {
    state.withLock { state in
      switch event {
      case .started: state.since = .now
      case .result, .planned, .stopped, .finished: state.since = nil
      }
    }
  }

  func end() { state.withLock { $0.ended = true } }

  func run() {
    while true {
      Thread.sleep(forTimeInterval: 0.1)
      let kill = state.withLock { state -> Bool? in
        if state.ended { return nil }
        guard let since = state.since, !stop.isRequested, ContinuousClock.now - since > limit else {
          return false
        }
        state.timedOut = true
        state.since = nil
        return true
      }
      guard let kill else { return }
      if kill { worker.signal(SIGKILL) }
    }
  }
}

/// The lines of a pipe, read as they come, each without its newline; a last line without one counts.
struct LineReader {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0
  private var ended = false

  init(_ handle: FileHandle) { self.handle = handle }

  mutating func next() -> ArraySlice<UInt8>? {
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        defer { start = newline + 1 }
        return buffer[start..<newline]
      }
      if ended {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return buffer[start...]
      }
      buffer.removeFirst(start)
      start = 0
      let data = handle.availableData
      if data.isEmpty { ended = true } else { buffer.append(contentsOf: data) }
    }
  }
}
