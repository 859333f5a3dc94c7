import BenchmarkKit
import Foundation

/// What a supervisor hands the worker it starts, as one JSON line on the worker's standard input: the
/// run's plan, the cells its journal holds already, and its own PID (the worker dies with it).
struct WorkerOrder: Codable, Equatable, Sendable {
  var plan: RunPlan
  /// The cells journaled already, measured or failed: the worker leaves them out.
  var measured: [CellID]
  /// The cold cells the journal's wrong dict→model outputs refuse, with why (`RunWorker.refusedCold`).
  var refusedCold: [String: String]
  var supervisor: Int32
  /// Whether the worker says which implementations lack codecs (the first worker of a new run does).
  var announce: Bool

  /// The order on standard input: the worker's only input (it takes no command-line options).
  static func read(from handle: FileHandle) throws(WorkerProtocolError) -> WorkerOrder {
    let data: Data
    do {
      data = try handle.readToEnd() ?? Data()
    } catch {
      throw WorkerProtocolError(reason: "its standard input cannot be read: \(error)", line: nil)
    }
    do {
      return try JSONDecoder().decode(WorkerOrder.self, from: data)
    } catch {
      throw WorkerProtocolError(
        reason:
          "its standard input is not a run's order (a worker is started by `run`, not by hand): \(error)",
        line: String(decoding: data.prefix(200), as: UTF8.self))
    }
  }

  /// The order as the line written to a worker's standard input.
  var line: Data {
    var data = (try? JSONEncoder().encode(self)) ?? Data()
    data.append(UInt8(ascii: "\n"))
    return data
  }
}

/// A worker's input or output that is not what the protocol between it and its supervisor says.
struct WorkerProtocolError: Error, CustomStringConvertible {
  var reason: String
  /// The line, or its beginning, that could not be read.
  var line: String?

  var description: String { reason + (line.map { " (read: \($0))" } ?? "") }
}
