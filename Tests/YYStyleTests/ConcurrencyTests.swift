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

/// The same shapes for the direct front end, whose plans (`YYDirectPlan`) are then made under contention.
final class ColdDirectA: YYModel {
  static var modelDictionaryHooks: YYDictionaryHooks { [] }
  var name = ""
  var count = 0
  var nested: ColdDirectB?
  required init() {}
}

final class ColdDirectB: YYModel {
  static var modelDictionaryHooks: YYDictionaryHooks { [] }
  var items: [ColdDirectA] = []
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

  /// The direct front end reading and writing text on many threads at once, from types no thread has
  /// converted before: every thread gets the bytes one thread alone gets.
  @Test func manyThreadsOnTheDirectFrontEndGetTheSameText() async throws {
    // Keys in declaration order, as the direct writer writes them, so the text reads back to itself.
    let text = Data(#"{"name":"a","count":3,"nested":{"items":[{"name":"i","count":1}],"title":"t"}}"#.utf8)
    let results = await withTaskGroup(of: Data?.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var last: Data?
          for _ in 0..<50 {
            last = try? ColdDirectA.yy_model(directFromJSON: text)?.yy_modelToJSONDataDirect()
          }
          return last
        }
      }
      var all: [Data?] = []
      for await result in group { all.append(result) }
      return all
    }
    let reference = try ColdDirectA.yy_model(directFromJSON: text)?.yy_modelToJSONDataDirect()
    #expect(reference == text)
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == reference })
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
