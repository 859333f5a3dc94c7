import MappingSeam

/// One cell of the benchmark: an operation of one implementation on one workload.
public struct BenchmarkCase: Sendable {
  package var workload: String
  package var operation: MappingOperation
  package var implementation: String
  /// Input bytes per operation, for MB/s; nil where bytes do not apply.
  package var bytesPerOperation: Int?
  /// Why the cell is empty, when it is; `body` is then nil.
  package var unavailable: String?
  /// One operation. Returns its result so that the work cannot be optimised away.
  public var body: (@Sendable () throws -> Any)?
  /// How many threads run the body at once (2 for the two-thread run).
  package var threads: Int
  /// What the operation produces, as a JSON tree (the model encoded back, the text parsed), for the
  /// check against the reference implementation's before the cell is timed; nil where none is made.
  package var output: (@Sendable () throws -> Any)?
  /// The model type the cell maps (its workload's), when it maps one.
  package var model: String?
  /// The model type the implementation has no codec for, when that is why the cell is empty.
  package var missingModel: String?
  /// Compares `output` with the reference's: nil when they agree, else where and how they first differ.
  /// Set by `Runner.cases(of:on:…)`; run by the runner before timing.
  public var check: (@Sendable () -> String?)?

  package init(
    workload: String, operation: MappingOperation, implementation: String, bytesPerOperation: Int? = nil,
    threads: Int = 1, body: @escaping @Sendable () throws -> Any
  ) {
    self.workload = workload
    self.operation = operation
    self.implementation = implementation
    self.bytesPerOperation = bytesPerOperation
    self.threads = threads
    self.body = body
  }

  package init(workload: String, operation: MappingOperation, implementation: String, unavailable: String) {
    self.workload = workload
    self.operation = operation
    self.implementation = implementation
    self.unavailable = unavailable
    self.threads = 1
  }

  /// The cell's id, `workload/operation/implementation`: what filters, reports and baselines name it by.
  public var id: String { Self.id(workload, operation, implementation) }

  /// A cell's id, `workload/operation/implementation`: the one spelling of it everywhere.
  package static func id(_ workload: String, _ operation: MappingOperation, _ implementation: String)
    -> String
  {
    CellID(workload: workload, operation: operation.rawValue, implementation: implementation).description
  }
}

/// The operations measured on every workload.
package enum MappingOperation: String, Codable, CaseIterable, Sendable, Comparable {
  case dictToModel = "dict→model"
  case modelToDict = "model→dict"
  case bytesToModel = "bytes→model"
  case modelToBytes = "model→bytes"
  case archive
  case unarchive
  case cold = "cold dict→model"
  case twoThreads = "dict→model ×2 threads"
  /// JSON bytes → Foundation containers, by a text layer alone (no implementation).
  case parse
  /// Foundation containers → JSON bytes, by a text layer alone.
  case serialize

  /// What each implementation is measured on: everything but the text layers' own operations.
  package static let implementationOperations: [MappingOperation] = allCases.filter {
    $0 != .parse && $0 != .serialize
  }

  /// The codec path the operation times, for the conversions.
  package var codecPath: CodecPath? {
    switch self {
    case .dictToModel, .cold, .twoThreads: .decodeObject
    case .modelToDict: .encodeObject
    case .bytesToModel: .decodeData
    case .modelToBytes: .encodeData
    case .archive, .unarchive, .parse, .serialize: nil
    }
  }

  /// The rule its output is held to; nil for the text layers' own operations, which no implementation runs.
  package var contract: OutputContract? {
    switch self {
    case .archive, .unarchive: .archive
    case .parse, .serialize: nil
    default: codecPath.map(OutputContract.of)
    }
  }

  /// The operation in a file name: `dict-to-model`, `dict-to-model-x2-threads`.
  package var fileName: String {
    rawValue.replacingOccurrences(of: "→", with: "-to-").replacingOccurrences(of: " ", with: "-")
      .replacingOccurrences(of: "×", with: "x")
  }

  package static func < (lhs: MappingOperation, rhs: MappingOperation) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
