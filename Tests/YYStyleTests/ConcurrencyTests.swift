import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing
import YYStyle

/// Types first converted inside the concurrent test, so that their metas are built under contention.
final class ColdA: YYModel {
  var name = ""
  var count = 0
  var nested: ColdB?
  required init() {}
}

final class ColdB: YYModel {
  var items: [ColdA] = []
  var title: String?
  required init() {}
}

@Suite struct ConcurrencyTests {
  static var cold: [String: Any] {
    ["name": "a", "count": 3, "nested": ["title": "t", "items": [["name": "i", "count": 1]]]]
  }

  @Test func manyThreadsConvertingOneTypeGetTheSameResults() async throws {
    let input = try Fixture.weiboStatus.object()
    let reference = try #require(canonical(WeiboStatus.yy_model(with: input)?.yy_modelToJSONObject()))
    let cold = Self.cold
    let results = await withTaskGroup(of: (String?, String?).self) { group in
      for _ in 0..<8 {
        group.addTask {
          let input = (try? Fixture.weiboStatus.object()) ?? [:]
          let cold = Self.cold
          var last: (String?, String?) = (nil, nil)
          for _ in 0..<50 {
            last = (
              canonical(WeiboStatus.yy_model(with: input)?.yy_modelToJSONObject()),
              canonical(ColdA.yy_model(with: cold)?.yy_modelToJSONObject())
            )
          }
          return last
        }
      }
      var all: [(String?, String?)] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0.0 == reference })
    let coldReference = canonical(ColdA.yy_model(with: cold)?.yy_modelToJSONObject())
    #expect(coldReference != nil)
    #expect(results.allSatisfy { $0.1 == coldReference })
  }
}

/// JSON text with sorted keys, so that equal objects give equal text.
func canonical(_ object: Any?) -> String? {
  guard let object, let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  else {
    return nil
  }
  return String(data: data, encoding: .utf8)
}
