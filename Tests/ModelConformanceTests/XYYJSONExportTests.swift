import Foundation
import MappingSeam
import ModelAdapters
import ModelConformance
import ModelFixtures
import Testing

/// XYYStyle's `forJson: true` export is a JSON value for every model the project has: decoded from every
/// catalogue text and every fixture, exported, and checked with `JSONSerialization.isValidJSONObject`
/// (the original boxes every number in an NSNumber; a CGFloat passed through unboxed once made it fail).
@Suite struct XYYJSONExportTests {
  static var texts: [Data] {
    var texts: [Data] = []
    for testCase in Catalogue.all {
      switch testCase.step {
      case .decode(let text), .encode(let text), .archive(let text), .write(let text, _, _):
        texts.append(Data(text.utf8))
      case .update(let start, let with): texts += [Data(start.utf8), Data(with.utf8)]
      case .decodeBytes, .decodeObject: break
      }
    }
    for fixture in Fixture.allCases { texts += (try? fixture.data()).map { [$0] } ?? [] }
    return texts
  }

  static func check<Model>(_: Model.Type, _ texts: [Data]) -> Int {
    guard let codec = XYYStyleImplementation().codec(for: Model.self) else { return 0 }
    var checked = 0
    for text in texts {
      guard let model = try? codec.decodeData(text), let json = try? codec.encodeObject(model) else {
        continue
      }
      #expect(JSONSerialization.isValidJSONObject(json), "\(Model.self): \(json)")
      checked += 1
    }
    return checked
  }

  @Test func everyModelsJSONExportIsValidJSON() {
    let texts = Self.texts
    let models: [Any.Type] = [
      Probe.self, Mapped.self, Owner.self, Listed.self, Hooked.self, Observed.self, Level3.self,
      GitHubUser.self, WeiboStatus.self, TwitterSearch.self, CitmCatalog.self, DeepNode.self, WideModel.self,
    ]
    let checked = models.reduce(0) { $0 + Self.check($1, texts) }
    #expect(checked > 1_000)
  }
}
