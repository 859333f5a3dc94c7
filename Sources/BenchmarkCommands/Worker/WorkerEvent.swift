import BenchmarkKit
import Foundation
import MappingSuite

/// What a worker tells its supervisor, one JSON line each, in this order: the cells it set out to
/// measure, each cell's start and result, then how it ended. A stream that ends after `started(id)` with
/// no result is a worker that died in that cell.
enum WorkerEvent: Codable, Sendable {
  /// Every cell the run measures, in the report's order (the journal's cells among them).
  case planned([CellID])
  case started(CellID)
  case result(BenchmarkResult)
  /// Stopped by a signal after the cell being measured: the report will be partial.
  case stopped(peakResidentBytes: Int?)
  /// Every cell measured, and what the later phases made.
  case finished(WorkerProducts)

  /// The event as the line the worker writes.
  var line: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var data = (try? encoder.encode(self)) ?? Data()
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// The event a line holds (without its newline).
  init(line: some Collection<UInt8>) throws(WorkerProtocolError) {
    do {
      self = try JSONDecoder().decode(WorkerEvent.self, from: Data(line))
    } catch {
      throw WorkerProtocolError(
        reason: "a line that is not an event: \(error)",
        line: String(decoding: line.prefix(200), as: UTF8.self))
    }
  }
}

/// What a worker's later phases made, for the report its supervisor writes: none is journaled, so a
/// resumed run makes them again.
struct WorkerProducts: Codable, Sendable {
  var peakResidentBytes: Int?
  var sweep: SweepReport?
  var anchors: AnchorReport?
  var anatomy: AnatomyReport?
  /// Instructions per operation by cell id (`--instructions`).
  var instructions: [String: Double]?
  var decisionFacts: DecisionFacts?
  var codeSize: CodeSizeReport?
  /// The behaviour on the suite's samples: its report section and its CSV table.
  var behaviour: BehaviourSection?

  /// The behaviour check's part of the report.
  struct BehaviourSection: Codable, Equatable, Sendable {
    var markdown: String
    var csv: String
  }
}
