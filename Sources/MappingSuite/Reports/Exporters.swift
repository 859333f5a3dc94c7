import BenchmarkKit
import Foundation
import ReportTable

/// The machine-readable formats of a run.
package enum Exporters {
  /// `results.json`: the whole run, versioned, keys sorted.
  package static func json(_ run: BenchmarkRun) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(run)
  }

  /// Reads `results.json`, refusing another schema version.
  package static func readJSON(_ data: Data) throws -> BenchmarkRun {
    try readJSON(data, path: "results.json")
  }

  /// Reads a run from `data` (the file at `path`), saying what is wrong when it is not one: not JSON
  /// (cut short, say), JSON of another kind, or a schema this runner does not read.
  package static func readJSON(_ data: Data, path: String) throws(ReportError) -> BenchmarkRun {
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      throw .unreadable(path, data.isEmpty ? "the file is empty" : "not JSON, or cut short")
    }
    guard let fields = object as? [String: Any], let version = fields["schemaVersion"] as? Int else {
      throw .unreadable(path, "not a ModelBench results file (no schemaVersion)")
    }
    guard version == BenchmarkRun.currentSchemaVersion else {
      throw .schemaVersion(path: path, found: version, expected: BenchmarkRun.currentSchemaVersion)
    }
    do {
      return try JSONDecoder().decode(BenchmarkRun.self, from: data)
    } catch let DecodingError.keyNotFound(key, context) {
      throw .unreadable(path, "\(Self.path(context.codingPath + [key])) is missing")
    } catch let DecodingError.typeMismatch(_, context) {
      throw .unreadable(path, "\(Self.path(context.codingPath)) has the wrong type")
    } catch let DecodingError.valueNotFound(_, context) {
      throw .unreadable(path, "\(Self.path(context.codingPath)) is null")
    } catch let DecodingError.dataCorrupted(context) {
      throw .unreadable(path, "\(Self.path(context.codingPath)): \(context.debugDescription)")
    } catch {
      throw .unreadable(path, "\(error)")
    }
  }

  /// A coding path as a JSON path: `$.results[3].workload`.
  static func path(_ keys: [any CodingKey]) -> String {
    "$" + keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
  }

  /// One row per cell.
  package static func csv(_ run: BenchmarkRun) -> String {
    func number(_ header: String, digits: Int, _ value: @escaping (BenchmarkResult) -> Double?)
      -> Table<BenchmarkResult>.Column
    {
      .init(header, .trailing) { value($0).map { Format.number($0, digits: digits) } }
    }
    let table = Table<BenchmarkResult>(
      [
        .init("workload") { $0.workload }, .init("operation") { $0.operation.rawValue },
        .init("implementation") { $0.implementation },
        number("median_ns", digits: 2) { $0.nanoseconds?.median },
        number("p10_ns", digits: 2) { $0.nanoseconds?.p10 },
        number("p90_ns", digits: 2) { $0.nanoseconds?.p90 },
        number("ops_per_s", digits: 1) { $0.operationsPerSecond },
        number("mb_per_s", digits: 2) { $0.megabytesPerSecond },
        number("allocs_per_op", digits: 2) { $0.allocationsPerOperation },
        number("bytes_per_op", digits: 1) { $0.bytesPerOperation },
        .init("unavailable") { $0.unavailable },
      ], rows: run.results)
    return table.csv()
  }

  /// github-action-benchmark's `customSmallerIsBetter` format: ns/op, allocations/op and (when counted)
  /// instructions/op per cell.
  package static func githubActionBenchmark(_ run: BenchmarkRun) throws -> Data {
    struct Entry: Encodable {
      var name: String
      var unit: String
      var value: Double
      var range: String?
      var extra: String?
    }
    var entries: [Entry] = []
    for result in run.results {
      guard let stats = result.nanoseconds else { continue }
      entries.append(
        Entry(
          name: "\(result.key) time", unit: "ns/op", value: (stats.median * 100).rounded() / 100,
          range: "± \(Format.number((stats.p90 - stats.p10) / 2, digits: 2))",
          extra:
            "p10 \(Format.number(stats.p10, digits: 2)) p90 \(Format.number(stats.p90, digits: 2)), \(stats.count) samples"
        ))
      if let allocations = result.allocationsPerOperation {
        entries.append(
          Entry(
            name: "\(result.key) allocations", unit: "allocs/op", value: allocations, range: nil, extra: nil))
      }
      if let instructions = result.instructionsPerOperation {
        entries.append(
          Entry(
            name: "\(result.key) instructions", unit: "instructions/op", value: instructions.rounded(),
            range: nil, extra: "callgrind"))
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(entries)
  }
}
