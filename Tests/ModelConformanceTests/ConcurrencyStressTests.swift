import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing
import XYYStyle

/// Types first converted inside the stress test, so that every design builds its metas under contention.
final class StressA: NSObject, YYModelShim {
  var id = 0
  var name: String?
  var score = 0.0
  var tags: [String] = []
  var child: StressB?
  override required init() { super.init() }
}

final class StressB: NSObject, YYModelShim {
  var label = ""
  var count = 0
  override required init() { super.init() }
}

@Suite(.serialized) struct ConcurrencyStressTests {
  nonisolated(unsafe) static let inputs: [[String: Any]] = (0..<16).map { index in
    [
      "id": index, "name": "name \(index)", "score": Double(index) / 4, "tags": ["t\(index)", "u"],
      "child": ["label": "child \(index)", "count": index * 3],
    ]
  }

  /// Canonical text of what one implementation makes of one input.
  static func render(_ implementation: any MappingImplementation, _ index: Int) -> String {
    guard let codec = implementation.codec(for: StressA.self),
      let model = try? codec.decodeObject(inputs[index]), let object = try? codec.encodeObject(model),
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else { return "failed" }
    return String(decoding: data, as: UTF8.self)
  }

  /// Conversions per thread. ThreadSanitizer reports a race from one unordered pair of accesses, however
  /// rarely they meet in time, and runs each conversion many times slower: `make tsan` takes a fifth.
  #if MODELBENCH_TSAN
    static let conversionsPerThread = 2_000
  #else
    static let conversionsPerThread = 10_000
  #endif

  /// 8 threads × 10 000 conversions (2 000 under ThreadSanitizer), designs and inputs mixed, from cold
  /// caches, while XYYStyle's cache is squeezed to 4 entries: every result equals the single-threaded one.
  @Test func eightThreadsTimesTenThousandConversions() async {
    let designs = Implementations.all.filter { !$0.isBaseline }.map(\.id)
    let limit = StressA.xyy_propertyCacheCountLimit
    StressA.xyy_propertyCacheCountLimit = 4
    defer { StressA.xyy_propertyCacheCountLimit = limit }
    let results = await withTaskGroup(of: (seen: [String: String], mismatches: Int).self) { group in
      for thread in 0..<8 {
        group.addTask {
          var seen: [String: String] = [:]
          var mismatches = 0
          for iteration in 0..<Self.conversionsPerThread {
            let id = designs[(iteration + thread) % designs.count]
            let index = (iteration * 7 + thread) % Self.inputs.count
            let result = Self.render(Implementations.named(id)!, index)
            let key = "\(id)/\(index)"
            if let first = seen[key] { if first != result { mismatches += 1 } } else { seen[key] = result }
          }
          return (seen, mismatches)
        }
      }
      var all: [(seen: [String: String], mismatches: Int)] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    #expect(results.map(\.mismatches).reduce(0, +) == 0)
    // The single-threaded results, now that the caches are warm, are what every thread saw.
    StressA.xyy_propertyCacheCountLimit = limit
    for id in designs {
      for index in Self.inputs.indices {
        let single = Self.render(Implementations.named(id)!, index)
        #expect(single != "failed", "\(id)")
        #expect(single.contains("\"child \(index)\""), "\(id) \(single)")
        for result in results {
          if let seen = result.seen["\(id)/\(index)"] { #expect(seen == single, "\(id)/\(index)") }
        }
      }
    }
  }
}
