import BenchmarkKit
import Dispatch
import Foundation
import MappingSeam

/// A named input and the model type it decodes into; each implementation gets one case per operation.
package struct Workload: Sendable {
  package var name: String
  package var summary: String
  /// Builds this workload's cases for one implementation; archive and unarchive only when the second
  /// argument is true (archiving a large model under valgrind takes a minute, and a counted or profiled
  /// cell of another operation does not need it).
  package var cases: @Sendable (any MappingImplementation, Bool) -> [BenchmarkCase]
  /// Times the first dict→model of a fresh process, metas and caches built inside it (nanoseconds).
  package var coldRun: @Sendable (any MappingImplementation) throws -> UInt64
  /// Cases of this input that measure no implementation (the text layers' parse and serialize).
  package var ownCases: @Sendable () -> [BenchmarkCase] = { [] }
  /// The ids `ownCases` measure under, known without building them (a selection is checked with them).
  package var ownImplementations: [String] = []
  /// The operations measured on this input; nil for every one. A variant of another workload's text
  /// keeps only those that read the text: the others would repeat that workload's work exactly.
  package var operations: Set<CellOperation>?

  package init(
    name: String, summary: String,
    cases: @escaping @Sendable (any MappingImplementation, Bool) -> [BenchmarkCase],
    coldRun: @escaping @Sendable (any MappingImplementation) throws -> UInt64
  ) {
    self.name = name
    self.summary = summary
    self.cases = cases
    self.coldRun = coldRun
  }
}

extension Workload {
  /// The same workload under another name (its cases and cold run unchanged; its own cases left out).
  package func renamed(_ newName: String) -> Workload {
    let cases = self.cases
    return Workload(
      name: newName, summary: summary,
      cases: { implementation, archives in
        cases(implementation, archives).map { benchmarkCase in
          var renamed = benchmarkCase
          renamed.workload = newName
          return renamed
        }
      },
      coldRun: coldRun)
  }

  /// Whether `operation` is measured on this input.
  package func measures(_ operation: CellOperation) -> Bool { operations?.contains(operation) ?? true }
}

/// Non-Sendable values (parsed JSON, models, codecs) shared read-only with a case's body.
final class Frozen<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

extension Workload {
  /// A workload that decodes one input into `Model`, measured with every operation.
  ///
  /// - Parameters:
  ///   - name: The workload's name in reports and filters.
  ///   - summary: One line on what the input is.
  ///   - type: The model type the input decodes into.
  ///   - load: The input's JSON bytes and the same JSON parsed; called once per implementation, outside
  ///     the measured operations. An error makes every cell of the workload an empty cell that says why.
  package static func input<Model>(
    _ name: String, summary: String, as type: Model.Type,
    load: @escaping @Sendable () throws -> (data: Data, object: [String: Any])
  ) -> Workload {
    Workload(
      name: name, summary: summary,
      cases: { implementation, archives in
        do {
          let (data, object) = try load()
          return cases(
            workload: name, implementation: implementation, type: Model.self, object: object, data: data,
            archives: archives
          ).map { benchmarkCase in
            var named = benchmarkCase
            named.model = "\(Model.self)"
            return named
          }
        } catch {
          return CellOperation.implementationOperations.map {
            BenchmarkCase(
              workload: name, operation: $0, implementation: implementation.id,
              unavailable: BenchmarkResult.inputMissing + "\(error)")
          }
        }
      },
      coldRun: { implementation in
        let object = try load().object
        guard let codec = implementation.codec(for: Model.self) else {
          throw MappingError.rejected("no adapter")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        blackHole(try codec.decodeObject(object))
        return DispatchTime.now().uptimeNanoseconds - start
      })
  }

  /// The cases of one (input, model type, implementation); archive and unarchive only with `archives`.
  package static func cases<Model>(
    workload: String, implementation: any MappingImplementation, type: Model.Type, object: [String: Any],
    data: Data, archives: Bool = true
  ) -> [BenchmarkCase] {
    let id = implementation.id
    func unavailable(_ operation: CellOperation, _ why: String) -> BenchmarkCase {
      BenchmarkCase(workload: workload, operation: operation, implementation: id, unavailable: why)
    }
    guard let codec = implementation.codec(for: Model.self) else {
      return CellOperation.implementationOperations.map {
        var empty = unavailable($0, "\(implementation.displayName) has no adapter for \(Model.self)")
        empty.missingModel = "\(Model.self)"
        return empty
      }
    }
    let model: Model
    do {
      model = try codec.decodeObject(object)
    } catch {
      return CellOperation.implementationOperations.map { unavailable($0, "decoding fails: \(error)") }
    }
    // The bodies call one closure each, taken out of the codec here: reaching it through the codec
    // copied the whole struct (a retain and a release per closure it holds) on every operation, a cost
    // of the harness that differed with each implementation's codec.
    let timed = Frozen(
      (
        decodeObject: codec.decodeObject, encodeObject: codec.encodeObject, decodeData: codec.decodeData,
        encodeData: codec.encodeData, object: object, data: data, model: model
      ))
    // What each conversion produces, as a tree to compare: a model is encoded back, text parsed.
    let decoded: @Sendable () throws -> Any = {
      try timed.value.encodeObject(try timed.value.decodeObject(timed.value.object))
    }
    let outputs: [CellOperation: @Sendable () throws -> Any] = [
      .dictToModel: decoded, .twoThreads: decoded,
      .modelToDict: { try timed.value.encodeObject(timed.value.model) },
      .bytesToModel: {
        try timed.value.encodeObject(try timed.value.decodeData(timed.value.data))
      },
      .modelToBytes: {
        let text = try timed.value.encodeData(timed.value.model)
        if let broken = OutputContract.modelToBytes.violation(in: text) { throw broken }
        return try JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed])
      },
    ]
    var cases: [BenchmarkCase] = [
      BenchmarkCase(workload: workload, operation: .dictToModel, implementation: id) {
        try timed.value.decodeObject(timed.value.object)
      },
      BenchmarkCase(workload: workload, operation: .modelToDict, implementation: id) {
        try timed.value.encodeObject(timed.value.model)
      },
      BenchmarkCase(
        workload: workload, operation: .bytesToModel, implementation: id, bytesPerOperation: data.count
      ) {
        try timed.value.decodeData(timed.value.data)
      },
      BenchmarkCase(workload: workload, operation: .modelToBytes, implementation: id) {
        try timed.value.encodeData(timed.value.model)
      },
      BenchmarkCase(workload: workload, operation: .twoThreads, implementation: id, threads: 2) {
        try timed.value.decodeObject(timed.value.object)
      },
    ]
    for index in cases.indices { cases[index].output = outputs[cases[index].operation] }
    // A path the implementation has no code of its own for is shown with why, never timed as its own.
    for (index, benchmarkCase) in cases.enumerated() {
      guard let path = benchmarkCase.operation.codecPath, let why = implementation.detours[path] else {
        continue
      }
      cases[index] = unavailable(benchmarkCase.operation, why)
      if benchmarkCase.operation == .dictToModel { cases.append(unavailable(.cold, why)) }
    }
    guard archives else { return cases }
    if let archive = codec.archive, let unarchive = codec.unarchive, let archived = try? archive(model) {
      let archiving = Frozen((archive: archive, unarchive: unarchive, archived: archived, model: model))
      let unarchived: @Sendable () throws -> Any = {
        let written = try timed.value.encodeObject(timed.value.model)
        let back = try timed.value.encodeObject(try archiving.value.unarchive(archiving.value.archived))
        if let broken = OutputContract.archive.violation(in: (written, back)) { throw broken }
        return back
      }
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
      cases[cases.count - 1].output = unarchived
    } else {
      let why = "\(implementation.displayName) has no archiver for \(Model.self)"
      cases += [unavailable(.archive, why), unavailable(.unarchive, why)]
    }
    return cases
  }

  /// A workload on an input built in code (JSON text made from it by JSONSerialization).
  package static func generated<Model>(
    _ name: String, summary: String, as type: Model.Type, input: @escaping @Sendable () -> [String: Any]
  ) -> Workload {
    .input(name, summary: summary, as: type) {
      let object = input()
      return ((try? JSONSerialization.data(withJSONObject: object)) ?? Data(), object)
    }
  }
}
