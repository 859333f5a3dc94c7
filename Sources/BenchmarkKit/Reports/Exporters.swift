import Foundation

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
    var out =
      "workload,operation,implementation,median_ns,p10_ns,p90_ns,ops_per_s,mb_per_s,allocs_per_op,bytes_per_op,unavailable\n"
    for result in run.results {
      let stats = result.nanoseconds
      let cells: [String] = [
        result.workload, result.operation.rawValue, result.implementation,
        stats.map { Format.number($0.median, digits: 2) } ?? "",
        stats.map { Format.number($0.p10, digits: 2) } ?? "",
        stats.map { Format.number($0.p90, digits: 2) } ?? "",
        result.operationsPerSecond.map { Format.number($0, digits: 1) } ?? "",
        result.megabytesPerSecond.map { Format.number($0, digits: 2) } ?? "",
        result.allocationsPerOperation.map { Format.number($0, digits: 2) } ?? "",
        result.bytesPerOperation.map { Format.number($0, digits: 1) } ?? "",
        result.unavailable ?? "",
      ]
      out += cells.map(quote).joined(separator: ",") + "\n"
    }
    return out
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

  private static func quote(_ cell: String) -> String {
    cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
      ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
  }
}

package enum ReportError: Error, CustomStringConvertible {
  case schemaVersion(path: String, found: Int, expected: Int)
  case unreadable(String, String)
  case unwritable(String, String)

  package var description: String {
    switch self {
    case .schemaVersion(let path, let found, let expected):
      found > expected
        ? "\(path) has schema version \(found), newer than this runner reads (\(expected)): render it with a newer ModelBench"
        : "\(path) has schema version \(found); this runner reads \(expected)"
    case .unreadable(let path, let why): "Cannot read \(path): \(why)"
    case .unwritable(let path, let why): "Cannot write \(path): \(why)"
    }
  }
}
