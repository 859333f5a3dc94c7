import MappingSeam

/// One cell of the benchmark: an operation of one implementation on one workload.
public struct BenchmarkCase: Sendable {
  package var workload: String
  package var operation: CellOperation
  package var implementation: String
  /// Input bytes per operation, for MB/s; nil where bytes do not apply.
  package var bytesPerOperation: Int?
  /// Why the cell is empty, when it is; `body` is then nil.
  package var unavailable: String?
  /// One operation. Returns its result so that the work cannot be optimised away.
  public var body: (@Sendable () throws -> Any)?
  /// The reference implementation's same operation on the same workload, and its id: timed in turn with
  /// `body`, sample by sample, so that the cell's ratio to it is paired. Set by `Runner.cases(of:on:…)`.
  package var paired: (implementation: String, body: @Sendable () throws -> Any)?
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
    workload: String, operation: CellOperation, implementation: String, bytesPerOperation: Int? = nil,
    threads: Int = 1, body: @escaping @Sendable () throws -> Any
  ) {
    self.workload = workload
    self.operation = operation
    self.implementation = implementation
    self.bytesPerOperation = bytesPerOperation
    self.threads = threads
    self.body = body
  }

  package init(workload: String, operation: CellOperation, implementation: String, unavailable: String) {
    self.workload = workload
    self.operation = operation
    self.implementation = implementation
    self.unavailable = unavailable
    self.threads = 1
  }

  /// The cell's id, `workload/operation/implementation`: what filters, reports and baselines name it by.
  public var id: String { Self.id(workload, operation, implementation) }

  /// A cell's id, `workload/operation/implementation`: the one spelling of it everywhere.
  package static func id(_ workload: String, _ operation: CellOperation, _ implementation: String)
    -> String
  {
    CellID(workload: workload, operation: operation.rawValue, implementation: implementation).description
  }
}
