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
    if case .contract = testCase.observation { return contractOutcome(of: testCase.step, codec) }
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
      case .write:
        return .unsupported  // Observed only by its contract.
      }
    } catch {
      return .rejected
    }
  }

  /// Whether the step's output meets its conversion's contract; an error value meets every rule.
  private static func contractOutcome<M: NSObject>(of step: ConformanceCase.Step, _ codec: ModelCodec<M>)
    -> Outcome
  {
    let violation: ContractViolation?
    do {
      switch step {
      case .decode(let text):
        violation = OutputContract.bytesToModel.violation(
          in: try codec.encodeObject(try codec.decodeData(Data(text.utf8))))
      case .decodeBytes(let bytes):
        violation = OutputContract.bytesToModel.violation(
          in: try codec.encodeObject(try codec.decodeData(Data(bytes))))
      case .decodeObject(let object):
        violation = OutputContract.dictToModel.violation(
          in: try codec.encodeObject(try codec.decodeObject(object)))
      case .write(let start, let edit, let path):
        let model = try codec.decodeData(Data(start.utf8))
        edit(model)
        switch path {
        case .encodeObject:
          violation = OutputContract.modelToDict.violation(in: try codec.encodeObject(model))
        case .encodeData: violation = OutputContract.modelToBytes.violation(in: try codec.encodeData(model))
        case .decodeObject, .decodeData: return .unsupported
        }
      case .archive(let start):
        guard let archive = codec.archive, let unarchive = codec.unarchive else { return .unsupported }
        let model = try codec.decodeData(Data(start.utf8))
        let back = try unarchive(try archive(model))
        violation = OutputContract.archive.violation(
          in: (try codec.encodeObject(model), try codec.encodeObject(back)))
      case .update, .encode:
        return .unsupported
      }
    } catch {
      return .rejected
    }
    return .value(violation.map { "breaks at \($0.location)" } ?? "holds")
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
    case .key, .contract:
      return .unsupported
    }
  }
}
