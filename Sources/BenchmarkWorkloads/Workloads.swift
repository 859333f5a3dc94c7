import BenchmarkKit
import Foundation
import JSONText
import MappingSuite
import ModelFixtures

/// The suite's workloads: YYModel's two benchmark inputs, the standard JSON corpus, and two generated
/// shapes, each decoded into the shared fixture models.
package enum Workloads {
  /// The default suite, in report order.
  package static let all: [Workload] = [
    fixture(
      .githubUser, as: GitHubUser.self,
      summary: "one GitHub user: flat, 30 keys, three nulls (YYModel's input)"),
    fixture(
      .weiboStatus, as: WeiboStatus.self,
      summary:
        "one Weibo status: nested user, 9 pictures keyed by id, dates, numbers as strings (YYModel's input)"),
    fixture(
      .twitter, as: TwitterSearch.self,
      summary: "a Twitter search response: 100 statuses with users and entities, much Unicode"),
    fixture(
      .citmCatalog, as: CitmCatalog.self,
      summary: "an event catalogue: wide dictionaries keyed by ids, 184 events, 243 performances"),
    canada,
    minified(
      .twitter, as: TwitterSearch.self,
      summary:
        "twitter as JSONSerialization writes it: minified, sorted keys, raw UTF-8, `/` as `\\/` (made at run time)"
    ),
    minified(
      .citmCatalog, as: CitmCatalog.self,
      summary:
        "citm_catalog as JSONSerialization writes it: minified, sorted keys (made at run time; the file is 71 % spaces)"
    ),
    minified(
      .canada, as: CanadaFeatureCollection.self,
      summary: "canada as JSONSerialization writes it: minified, sorted keys (made at run time)"),
    .generated(
      "wide_100", summary: "one flat model of 100 fields (Int, String?, Double, Bool)", as: WideModel.self,
      input: GeneratedInputs.wide),
    .generated(
      "deep_100", summary: "a chain of 100 nested models", as: DeepNode.self, input: GeneratedInputs.deep),
    kinds,
    coordinates,
  ]

  /// What the report's answer compares: `kinds`, whose shapes are real APIs' (always-null keys, always-empty
  /// arrays, dates, free-form objects), against two APIs measured in every run, so that a design slow on
  /// those shapes is named even where the means over all workloads hide it.
  package static let comparisons = [WorkloadComparison(["kinds"], against: ["twitter", "github_user"])]

  /// Every property kind `scaffold` generates, in the models its own code writes for one sample. Its
  /// conversions only: the scaffold writes no hand-written NSCoding to hold archives against.
  static var kinds: Workload {
    var workload = Workload.input(
      "kinds",
      summary:
        "every property kind `scaffold` generates: models nested, optional, in arrays and maps; `Any`; four date layouts; integers past 2^53; symbol keys",
      as: KindsDocument.self, load: kindsDocument)
    workload.operations = [.dictToModel, .modelToDict, .bytesToModel, .modelToBytes, .twoThreads]
    return workload
  }

  /// canada's kind of number at a size the quick run and the instruction baseline can afford: the
  /// coordinates sweep family's ring of 100 pairs, so that a slower double read or write shows in CI.
  static var coordinates: Workload {
    var workload = SweepFamilies.coordinates.workload(100)
    workload.summary =
      "canada's kind of number, small: one GeoJSON ring of 100 `[longitude, latitude]` pairs at full precision (no archive cells)"
    return workload
  }

  /// canada.json, without archive cells: swift-corelibs-foundation's NSKeyedArchiver keeps its
  /// replacement map keyed by `AnyHashable`, and its 111 126 `NSNumber`s made one archive take minutes.
  static var canada: Workload {
    var workload = fixture(
      .canada, as: CanadaFeatureCollection.self,
      summary:
        "Canada's border as GeoJSON: one polygon of 480 rings, 111 126 doubles in [[[Double]]] (no archive cells)"
    )
    workload.operations = Set(CellOperation.mappingOperations).subtracting([.archive, .unarchive])
    return workload
  }

  /// The workloads of the quick smoke run: every operation and implementation, small inputs only.
  package static var quick: [Workload] {
    all.filter {
      ["github_user", "weibo_status", "wide_100", "deep_100", "kinds", "coordinates_100"].contains($0.name)
    }
  }

  /// The kinds workload's document (`make fixtures` writes it from its sample) and its parsed object.
  @Sendable static func kindsDocument() throws -> (data: Data, object: [String: Any]) {
    let data = Data(KindsSample.text.utf8)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw FixtureError.notAnObject("kinds")
    }
    return (data, object)
  }

  /// A workload that decodes one fixture file (read from `../shared/fixtures` at run time).
  /// Its cases include the text layers' parse and serialize of the fixture.
  package static func fixture<Model>(_ fixture: Fixture, as type: Model.Type, summary: String) -> Workload {
    let name = fixture.rawValue.replacingOccurrences(of: ".json", with: "")
    var workload = Workload.input(name, summary: summary, as: type) {
      (try fixture.data(), try object(of: fixture))
    }
    workload.measureTextLayers { try fixture.data() }
    return workload
  }

  /// A fixture as a server sends it, named `<fixture>_minified`: JSONSerialization's output of the parsed
  /// file — no whitespace, non-ASCII characters as raw UTF-8, `/` escaped as `\/` — made at run time.
  /// Only what reads the text is measured on it: bytes→model and the text layers' parse. Every other
  /// operation starts from the same parsed object or model as the fixture's own workload.
  package static func minified<Model>(_ fixture: Fixture, as type: Model.Type, summary: String) -> Workload {
    let name = fixture.rawValue.replacingOccurrences(of: ".json", with: "") + "_minified"
    let load: @Sendable () throws -> (data: Data, object: [String: Any]) = {
      let object = try object(of: fixture)
      return (try minifiedData(of: object), object)
    }
    var workload = Workload.input(name, summary: summary, as: type, load: load)
    workload.measureTextLayers { try load().data }
    workload.operations = [.bytesToModel, .parse]
    return workload
  }
}

extension Workloads {
  /// The fixture's parsed object, the input of dict→model: JSONSerialization's, unless it holds an
  /// `NSDecimalNumber`; then JSONText's, every number the nearest `Double` to its text, as Darwin's
  /// JSONSerialization gives it.
  ///
  /// Linux's JSONSerialization reads a number with more digits than a `Double` holds as an
  /// `NSDecimalNumber`, and its `doubleValue` is often not the nearest double (most of canada's
  /// coordinates). An input made of those would time each design's decimal conversion, which
  /// YYModel's input never holds, and would hold other values than the text every bytes→model reads.
  package static func object(of fixture: Fixture) throws -> [String: Any] {
    let object = try fixture.object()
    guard holdsDecimalNumber(object) else { return object }
    guard let exact = try? JSONReader.value(from: try fixture.data()) as? [String: Any] else {
      throw FixtureError.notAnObject(fixture.rawValue)
    }
    return exact
  }

  private static func holdsDecimalNumber(_ value: Any) -> Bool {
    switch value {
    case let object as [String: Any]: object.values.contains(where: holdsDecimalNumber)
    case let array as [Any]: array.contains(where: holdsDecimalNumber)
    default: value is NSDecimalNumber
    }
  }

  /// A parsed fixture written as most servers send it: JSONSerialization's output, with no whitespace and
  /// every non-ASCII character as raw UTF-8.
  ///
  /// Its keys are sorted, as a server writing its models (one order per type) or Go's `encoding/json`
  /// writes them. Without the option JSONSerialization writes each object's keys in its dictionary's
  /// order, which Swift seeds per process and per dictionary: every process made a different document —
  /// the anchor programs and a round's child runner read different bytes — and no two objects of a type
  /// shared an order.
  package static func minifiedData(of object: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }
}

/// Inputs built in code for the synthetic workloads.
package enum GeneratedInputs {
  /// `f000`…`f099`: Int, String, Double, Bool in turn.
  @Sendable package static func wide() -> [String: Any] { wide(100, digits: 3) }

  /// The first `count` fields of a wide model whose keys have `digits` digits (`f0000`… for
  /// `WideModel1000`): Int, String, Double, Bool in turn.
  package static func wide(_ count: Int, digits: Int) -> [String: Any] {
    var object: [String: Any] = [:]
    for index in 0..<count {
      let key = "f" + String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
      switch index % 4 {
      case 0: object[key] = index * 1_000
      case 1: object[key] = "value number \(index)"
      case 2: object[key] = Double(index) + 0.25
      default: object[key] = index % 8 == 3
      }
    }
    return object
  }

  /// `count` `[longitude, latitude]` pairs within Canada's bounds, each double at full precision (most
  /// need 16 or 17 significant digits), the same for every call: SplitMix64 from a fixed seed.
  package static func ring(_ count: Int) -> [[Double]] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Double(z >> 11) / Double(1 << 53)
    }
    return (0..<count).map { _ in [-141 + 89 * next(), 41.7 + 41.4 * next()] }
  }

  /// 100 levels of `{"level": n, "name": "…", "child": {…}}`.
  @Sendable package static func deep() -> [String: Any] { deep(100) }

  /// `levels` levels of `{"level": n, "name": "…", "child": {…}}`.
  package static func deep(_ levels: Int) -> [String: Any] {
    var node: [String: Any] = ["level": levels, "name": "leaf"]
    for level in stride(from: levels - 1, through: 1, by: -1) {
      node = ["level": level, "name": "level \(level)", "child": node]
    }
    return node
  }
}
