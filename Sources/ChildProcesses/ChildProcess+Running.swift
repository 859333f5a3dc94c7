import Foundation

extension ChildProcess {
  /// Starts the child; the caller waits for it with ``RunningChild/wait()``.
  ///
  /// An executable just written (a runner built or copied a moment ago) may be refused as busy
  /// (`ETXTBSY`): a child that another thread is starting holds a copy of every open descriptor,
  /// including the one that wrote it, until that child execs. Such a start is tried again shortly.
  package func start() throws(ChildProcessError) -> RunningChild {
    var attempt = 0
    while true {
      switch launch() {
      case .success(let child): return child
      case .failure(.busy) where attempt < Self.busyRetries:
        attempt += 1
        Thread.sleep(forTimeInterval: 0.002 * Double(attempt))
      case .failure(.busy): throw ChildProcessError(executable: executable, reason: "Text file busy")
      case .failure(.other(let error)): throw error
      }
    }
  }

  /// How often a start refused as busy is tried again (about a second of waiting in all).
  static var busyRetries: Int { 30 }

  /// Why one attempt to start the child failed.
  private enum LaunchFailure: Error {
    /// The executable is open for writing somewhere (`ETXTBSY`).
    case busy
    case other(ChildProcessError)
  }

  /// One attempt to start the child, on a new `Process` and new pipes.
  private func launch() -> Result<RunningChild, LaunchFailure> {
    let process = Process()
    if executable.contains("/") {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [executable] + arguments
    }
    switch environment {
    case .inherited: break
    case .adding(let variables):
      process.environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
    case .replaced(let variables): process.environment = variables
    }
    let inputPipe: Pipe?
    switch input {
    case .none:
      process.standardInput = FileHandle.nullDevice
      inputPipe = nil
    case .bytes:
      inputPipe = Pipe()
      process.standardInput = inputPipe
    }
    let outputPipe = Pipe()
    let outputReader = Self.connect(output, pipe: outputPipe) { process.standardOutput = $0 }
    let errorsReader: StreamReader?
    if case .intoOutput = errors {
      process.standardError = outputPipe
      errorsReader = nil
    } else {
      errorsReader = Self.connect(errors, pipe: Pipe()) { process.standardError = $0 }
    }
    do {
      try process.run()
    } catch {
      if Self.isTextFileBusy(error) { return .failure(.busy) }
      return .failure(.other(ChildProcessError(executable: executable, reason: "\(error)")))
    }
    // Written from a thread of its own: a large input would otherwise fill both pipes and wait forever.
    if case .bytes(let data) = input, let inputPipe {
      let writer = Thread {
        try? inputPipe.fileHandleForWriting.write(contentsOf: data)
        try? inputPipe.fileHandleForWriting.close()
      }
      writer.start()
    }
    let piped: FileHandle?
    if case .piped = output { piped = outputPipe.fileHandleForReading } else { piped = nil }
    return .success(RunningChild(process: process, output: piped, readers: (outputReader, errorsReader)))
  }

  /// Whether `Process` failed because the executable is open for writing: its error, or the POSIX error
  /// under it.
  private static func isTextFileBusy(_ error: any Error) -> Bool {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return error.code == Int(ETXTBSY) }
    guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
    return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(ETXTBSY)
  }

  /// Points one output stream where `output` says; a reader when the stream is captured or streamed.
  private static func connect(_ output: Output, pipe: Pipe, _ set: (Any) -> Void) -> StreamReader? {
    switch output {
    case .captured:
      set(pipe)
      return StreamReader(pipe.fileHandleForReading, handler: nil)
    case .streamed(let handler):
      set(pipe)
      return StreamReader(pipe.fileHandleForReading, handler: handler)
    case .piped:
      set(pipe)
      return nil
    case .discarded, .intoOutput:
      set(FileHandle.nullDevice)
      return nil
    case .inherited:
      return nil
    }
  }
}

/// A started child process.
package final class RunningChild: @unchecked Sendable {
  private let process: Process
  private let readers: (output: StreamReader?, errors: StreamReader?)
  /// Its standard output, when it was asked for as ``ChildProcess/Output/piped``.
  package let output: FileHandle?

  fileprivate init(process: Process, output: FileHandle?, readers: (StreamReader?, StreamReader?)) {
    self.process = process
    self.output = output
    self.readers = readers
  }

  /// Its process id.
  package var pid: Int32 { process.processIdentifier }

  /// Sends it a signal.
  package func signal(_ number: Int32) { kill(process.processIdentifier, number) }

  /// Waits for it to end and for its captured streams to close.
  package func wait() -> ChildProcess.Ending {
    process.waitUntilExit()
    return ChildProcess.Ending(
      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
      output: readers.output?.finish() ?? Data(), errors: readers.errors?.finish() ?? Data())
  }
}

/// One output stream read to its end on a thread of its own, kept or handed on piece by piece.
private final class StreamReader: @unchecked Sendable {
  private var kept = Data()
  private let done = DispatchSemaphore(value: 0)
  private let streamed: Bool

  init(_ handle: FileHandle, handler: (@Sendable (Data) -> Void)?) {
    streamed = handler != nil
    let thread = Thread { [self] in
      while true {
        let data = handle.availableData
        if data.isEmpty { break }
        if let handler { handler(data) } else { kept.append(data) }
      }
      done.signal()
    }
    thread.start()
  }

  /// What was kept, once the stream has ended. A streamed one is given a moment only: a grandchild that
  /// outlives the child may hold it open.
  func finish() -> Data {
    if streamed {
      _ = done.wait(timeout: .now() + .seconds(2))
      return Data()
    }
    done.wait()
    return kept
  }
}
