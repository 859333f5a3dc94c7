/// How a supervisor runs one worker: hands it an order, passes on each event it sends, in order, on the
/// calling thread, and says how it ended once its stream has. A test hands the supervisor a fake one.
protocol WorkerChannel {
  func run(_ order: WorkerOrder, onEvent: (WorkerEvent) -> Void) throws -> WorkerEnding
}

/// How a worker ended, its stream read to the end.
enum WorkerEnding: Equatable, Sendable {
  /// It exited with this status.
  case exited(Int32)
  /// It died (a signal), was killed (the time limit), or broke the protocol; why, in words.
  case died(String)
}
