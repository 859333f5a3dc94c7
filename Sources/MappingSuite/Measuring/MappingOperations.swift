// MappingSuite — what ModelBench (and every package `scaffold` writes) hands BenchmarkKit: what a
// conversion is. Its operations and their meaning, the workloads and size families that make cells of
// them, and the report's sections on them. BenchmarkKit measures cells and knows an operation by name only.

import BenchmarkKit
import MappingSeam

/// The operations ModelBench measures on every workload, in the order reports show them: what a
/// conversion is, declared here for the measuring kit, which knows operations by name only.
extension CellOperation {
  package static let dictToModel = CellOperation(rawValue: "dict→model")
  package static let modelToDict = CellOperation(rawValue: "model→dict")
  package static let bytesToModel = CellOperation(rawValue: "bytes→model")
  package static let modelToBytes = CellOperation(rawValue: "model→bytes")
  package static let archive = CellOperation(rawValue: "archive")
  package static let unarchive = CellOperation(rawValue: "unarchive")
  package static let cold = CellOperation(rawValue: "cold dict→model")
  package static let twoThreads = CellOperation(rawValue: "dict→model ×2 threads")
  /// JSON bytes → Foundation containers, by a text layer alone (no implementation).
  package static let parse = CellOperation(rawValue: "parse")
  /// Foundation containers → JSON bytes, by a text layer alone.
  package static let serialize = CellOperation(rawValue: "serialize")

  /// Every operation of the suite, in the reports' order.
  package static let mappingOperations: [CellOperation] = [
    .dictToModel, .modelToDict, .bytesToModel, .modelToBytes, .archive, .unarchive, .cold, .twoThreads,
    .parse, .serialize,
  ]

  /// What each implementation is measured on: everything but the text layers' own operations.
  package static let implementationOperations: [CellOperation] = mappingOperations.filter {
    $0 != .parse && $0 != .serialize
  }

  /// The suite's operation of that name; nil for a name it does not declare.
  package static func mapping(named name: String) -> CellOperation? {
    mappingOperations.first { $0.rawValue == name }
  }

  /// The codec path the operation times, for the conversions.
  package var codecPath: CodecPath? {
    switch self {
    case .dictToModel, .cold, .twoThreads: .decodeObject
    case .modelToDict: .encodeObject
    case .bytesToModel: .decodeData
    case .modelToBytes: .encodeData
    default: nil
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

  /// The share of an archive or unarchive cell's allocation count that `compare` lets change: Foundation's
  /// keyed archivers' counts differ between processes of one build by what earlier cells left behind and,
  /// with address-space randomisation on, by where objects land.
  package static let archiveAllocationTolerance = 0.02

  /// The operations whose allocation counts vary between processes, each with the share allowed
  /// (``RegressionCheck/allocationTolerances``).
  package static let allocationTolerances: [CellOperation: Double] = [
    .archive: archiveAllocationTolerance, .unarchive: archiveAllocationTolerance,
  ]
}
