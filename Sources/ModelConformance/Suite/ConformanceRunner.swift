import Foundation
import MappingSeam
import ModelFixtures
import ModelRuntime

/// Runs catalogue cases on implementations, through the seam only.
public enum ConformanceRunner {
  /// What `implementation` does with `testCase`.
  public static func outcome(of testCase: ConformanceCase, on implementation: any MappingImplementation)
    -> Outcome
  {
    switch testCase.model {
    case .probe: run(testCase, implementation, Probe.self)
    case .mapped: run(testCase, implementation, Mapped.self)
    case .owner: run(testCase, implementation, Owner.self)
    case .listed: run(testCase, implementation, Listed.self)
    case .hooked: run(testCase, implementation, Hooked.self)
    case .observed: run(testCase, implementation, Observed.self)
    case .level3: run(testCase, implementation, Level3.self)
    }
  }

  private static func run<M: NSObject>(
    _ testCase: ConformanceCase, _ implementation: any MappingImplementation, _ type: M.Type
  ) -> Outcome {
    guard let codec = implementation.codec(for: M.self) else { return .unsupported }
    guard let fresh = (M.self as? any ModelInitializable.Type)?.init() else { return .unsupported }
    do {
      switch testCase.step {
      case .decode(let text):
        return observe(try codec.decodeData(Data(text.utf8)), testCase, fresh: fresh)
      case .decodeObject(let object):
        return observe(try codec.decodeObject(object), testCase, fresh: fresh)
      case .decodeBytes(let bytes):
        return observe(try codec.decodeData(Data(bytes)), testCase, fresh: fresh)
      case .update(let start, let with):
        guard let update = codec.update else { return .unsupported }
        var model = try codec.decodeData(Data(start.utf8))
        try update(&model, try MappingSupport.jsonObject(Data(with.utf8)))
        return observe(model, testCase, fresh: fresh)
      case .encode(let start):
        let model = try codec.decodeData(Data(start.utf8))
        let object = try codec.encodeObject(model)
        guard case .key(let path) = testCase.observation else { return .unsupported }
        guard let found = Rendering.key(path, in: object) else { return .value("absent") }
        return .value(Rendering.render(found))
      case .archive(let start):
        guard let archive = codec.archive, let unarchive = codec.unarchive else { return .unsupported }
        let model = try codec.decodeData(Data(start.utf8))
        return observe(try unarchive(try archive(model)), testCase, fresh: fresh)
      }
    } catch {
      return .rejected
    }
  }

  private static func observe(_ model: Any, _ testCase: ConformanceCase, fresh: Any) -> Outcome {
    switch testCase.observation {
    case .field(let path):
      let value = Rendering.render(Rendering.field(path, of: model))
      return value == Rendering.render(Rendering.field(path, of: fresh)) ? .unchanged : .value(value)
    case .typeOf(let path):
      let value = Rendering.field(path, of: model).flatMap {
        ($0 as? any OptionalType).map(\.wrappedAny) ?? $0
      }
      return .value(value.map { String(describing: Swift.type(of: $0)) } ?? "nil")
    case .key:
      return .unsupported
    }
  }
}
