import Dispatch
import Foundation
import ModelConformance

/// A named input and the model type it decodes into; each implementation gets one case per operation.
public struct Workload: Sendable {
  public var name: String
  public var summary: String
  /// Builds this workload's cases for one implementation.
  public var cases: @Sendable (any MappingImplementation) -> [BenchmarkCase]
  /// Times the first dict→model of a fresh process, metas and caches built inside it (nanoseconds).
  public var coldRun: @Sendable (any MappingImplementation) throws -> UInt64

  public init(
    name: String, summary: String, cases: @escaping @Sendable (any MappingImplementation) -> [BenchmarkCase],
    coldRun: @escaping @Sendable (any MappingImplementation) throws -> UInt64
  ) {
    self.name = name
    self.summary = summary
    self.cases = cases
    self.coldRun = coldRun
  }
}

/// Non-Sendable values (parsed JSON, models, codecs) shared read-only with a case's body.
final class Frozen<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

extension Workload {
  /// A workload that decodes one fixture into `Model`, measured with every operation.
  public static func fixture<Model>(_ fixture: Fixture, as type: Model.Type, summary: String) -> Workload {
    let name = fixture.rawValue.replacingOccurrences(of: ".json", with: "")
    return Workload(
      name: name, summary: summary,
      cases: { implementation in
        do {
          let data = try fixture.data()
          let object = try fixture.object()
          return cases(
            workload: name, implementation: implementation, type: Model.self, object: object, data: data)
        } catch {
          return MappingOperation.allCases.map {
            BenchmarkCase(
              workload: name, operation: $0, implementation: implementation.id, unavailable: "\(error)")
          }
        }
      },
      coldRun: { implementation in
        let object = try fixture.object()
        guard let codec = implementation.codec(for: Model.self) else {
          throw MappingError.rejected("no adapter")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        blackHole(try codec.decodeObject(object))
        return DispatchTime.now().uptimeNanoseconds - start
      })
  }

  /// The cases of one (input, model type, implementation).
  public static func cases<Model>(
    workload: String, implementation: any MappingImplementation, type: Model.Type, object: [String: Any],
    data: Data
  ) -> [BenchmarkCase] {
    let id = implementation.id
    func unavailable(_ operation: MappingOperation, _ why: String) -> BenchmarkCase {
      BenchmarkCase(workload: workload, operation: operation, implementation: id, unavailable: why)
    }
    guard let codec = implementation.codec(for: Model.self) else {
      return MappingOperation.allCases.map {
        unavailable($0, "\(implementation.displayName) has no adapter for \(Model.self)")
      }
    }
    let model: Model
    do {
      model = try codec.decodeObject(object)
    } catch {
      return MappingOperation.allCases.map { unavailable($0, "decoding fails: \(error)") }
    }
    let shared = Frozen((codec: codec, object: object, data: data, model: model))
    var cases: [BenchmarkCase] = [
      BenchmarkCase(workload: workload, operation: .dictToModel, implementation: id) {
        try shared.value.codec.decodeObject(shared.value.object)
      },
      BenchmarkCase(workload: workload, operation: .modelToDict, implementation: id) {
        try shared.value.codec.encodeObject(shared.value.model)
      },
      BenchmarkCase(
        workload: workload, operation: .bytesToModel, implementation: id, bytesPerOperation: data.count
      ) {
        try shared.value.codec.decodeData(shared.value.data)
      },
      BenchmarkCase(workload: workload, operation: .modelToBytes, implementation: id) {
        try shared.value.codec.encodeData(shared.value.model)
      },
      BenchmarkCase(workload: workload, operation: .twoThreads, implementation: id, threads: 2) {
        try shared.value.codec.decodeObject(shared.value.object)
      },
    ]
    if let archive = codec.archive, let unarchive = codec.unarchive, let archived = try? archive(model) {
      let archiving = Frozen((archive: archive, unarchive: unarchive, archived: archived, model: model))
      cases.append(
        BenchmarkCase(workload: workload, operation: .archive, implementation: id) {
          try archiving.value.archive(archiving.value.model)
        })
      cases.append(
        BenchmarkCase(
          workload: workload, operation: .unarchive, implementation: id, bytesPerOperation: archived.count
        ) {
          try archiving.value.unarchive(archiving.value.archived)
        })
    } else {
      let why = "\(implementation.displayName) has no archiver for \(Model.self)"
      cases += [unavailable(.archive, why), unavailable(.unarchive, why)]
    }
    return cases
  }

  /// A workload on an input built in code (JSON text made from it by JSONSerialization).
  public static func generated<Model>(
    _ name: String, summary: String, as type: Model.Type, input: @escaping @Sendable () -> [String: Any]
  ) -> Workload {
    Workload(
      name: name, summary: summary,
      cases: { implementation in
        let object = input()
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return cases(
          workload: name, implementation: implementation, type: Model.self, object: object, data: data)
      },
      coldRun: { implementation in
        let object = input()
        guard let codec = implementation.codec(for: Model.self) else {
          throw MappingError.rejected("no adapter")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        blackHole(try codec.decodeObject(object))
        return DispatchTime.now().uptimeNanoseconds - start
      })
  }

  /// The workloads of the quick smoke run: every operation and implementation, small inputs only.
  public static var quick: [Workload] {
    all.filter { ["github_user", "weibo_status", "wide_100", "deep_100"].contains($0.name) }
  }

  /// The default suite, in report order.
  public static let all: [Workload] = [
    .fixture(
      .githubUser, as: GitHubUser.self,
      summary: "one GitHub user: flat, 30 keys, three nulls (YYModel's input)"),
    .fixture(
      .weiboStatus, as: WeiboStatus.self,
      summary:
        "one Weibo status: nested user, 9 pictures keyed by id, dates, numbers as strings (YYModel's input)"),
    .fixture(
      .twitter, as: TwitterSearch.self,
      summary: "a Twitter search response: 100 statuses with users and entities, much Unicode"),
    .fixture(
      .citmCatalog, as: CitmCatalog.self,
      summary: "an event catalogue: wide dictionaries keyed by ids, 184 events, 243 performances"),
    .generated(
      "wide_100", summary: "one flat model of 100 fields (Int, String?, Double, Bool)", as: WideModel.self,
      input: GeneratedInputs.wide),
    .generated(
      "deep_100", summary: "a chain of 100 nested models", as: DeepNode.self, input: GeneratedInputs.deep),
  ]
}

/// Inputs built in code for the synthetic workloads.
public enum GeneratedInputs {
  /// `f000`…`f099`: Int, String, Double, Bool in turn.
  @Sendable public static func wide() -> [String: Any] {
    var object: [String: Any] = [:]
    for index in 0..<100 {
      let key = "f" + String(repeating: "0", count: 3 - String(index).count) + String(index)
      switch index % 4 {
      case 0: object[key] = index * 1_000
      case 1: object[key] = "value number \(index)"
      case 2: object[key] = Double(index) + 0.25
      default: object[key] = index % 8 == 3
      }
    }
    return object
  }

  /// 100 levels of `{"level": n, "name": "…", "child": {…}}`.
  @Sendable public static func deep() -> [String: Any] {
    var node: [String: Any] = ["level": 100, "name": "leaf"]
    for level in stride(from: 99, through: 1, by: -1) {
      node = ["level": level, "name": "level \(level)", "child": node]
    }
    return node
  }
}
