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
    let process = Process()
    process.executableURL = executable
    process.arguments = [WorkerCommand.configuration.commandName ?? "worker"]
    var environment = ProcessInfo.processInfo.environment
    if isatty(STDERR_FILENO) != 0 { environment["MODELBENCH_TERMINAL"] = "1" }
    process.environment = environment
    let input = Pipe()
    let events = Pipe()
    let messages = Pipe()
    process.standardInput = input
    process.standardOutput = events
    process.standardError = messages
    let said = Self.passOn(messages)
    try process.run()
    let pid = process.processIdentifier
    stop.onSignal { signalNumber in kill(pid, signalNumber) }
    defer { stop.onSignal(nil) }
    try? input.fileHandleForWriting.write(contentsOf: order.line)
    try? input.fileHandleForWriting.close()

    let watch = CellWatch(limit: .seconds(cellTimeLimit), pid: pid, stop: stop)
    let watcher = Thread { watch.run() }
    watcher.start()
    var unreadable: WorkerProtocolError?
    var reader = LineReader(events.fileHandleForReading)
    while let line = reader.next() {
      guard unreadable == nil else { continue }
      do throws(WorkerProtocolError) {
        let event = try WorkerEvent(line: line)
        watch.saw(event)
        onEvent(event)
      } catch {
        unreadable = error
        kill(pid, SIGKILL)
      }
    }
    process.waitUntilExit()
    watch.end()
    messages.fileHandleForReading.readabilityHandler = nil
    if let unreadable { return .died("broke the protocol: \(unreadable)") }
    if watch.timedOut { return .died("ran past the time limit of \(cellTimeLimit) s (--cell-time-limit)") }
    if process.terminationReason == .uncaughtSignal {
      let signalNumber = process.terminationStatus
      let name = Self.signalNames[signalNumber].map { " (\($0))" } ?? ""
      let line = said.withLock { $0.fatal.isEmpty ? $0.last : $0.fatal }
      return .died("died of signal \(signalNumber)\(name)" + (line.isEmpty ? "" : ": \(line)"))
    }
    return .exited(process.terminationStatus)
  }

  /// Passes the worker's messages through to this process's standard error, keeping its fatal error,
  /// else its last line, as the reason should it die (the runtime's backtrace follows a fatal error).
  private static func passOn(_ messages: Pipe) -> Locked<(fatal: String, last: String)> {
    let said = Locked((fatal: "", last: ""))
    messages.fileHandleForReading.readabilityHandler = { handle in
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
    return said
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
  private let pid: Int32
  private let stop: StopRequest

  init(limit: Duration, pid: Int32, stop: StopRequest) {
    self.limit = limit
    self.pid = pid
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
      if kill { Foundation.kill(pid, SIGKILL) }
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
