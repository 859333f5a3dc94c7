import Foundation

/// Why `modelbench scaffold` wrote nothing.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// No sample was given.
  case noSamples
  /// A sample could not be read from disk.
  case unreadable(path: String, reason: String)
  /// A sample is not one JSON text: the reader's message, with its byte offset.
  case notJSON(sample: String, reason: String)
  /// A sample's top level cannot be a model (a scalar, or an array of non-objects).
  case unsupportedTopLevel(sample: String, reason: String)
  /// Two samples would make workloads of one name.
  case duplicateSampleName(String)
  /// The output folder exists and `--force` was not given.
  case outputExists(path: String)
  /// The package name is not usable.
  case invalidName(String, reason: String)
  /// The git dependency on ModelBench cannot be fetched: not a repository, or no such revision.
  case dependency(String, reason: String)
  /// Writing the package failed.
  case writeFailed(path: String, reason: String)

  public var description: String {
    switch self {
    case .noSamples: "no samples: give at least one JSON document"
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .notJSON(let sample, let reason): "\(sample) is not JSON: \(reason)"
    case .unsupportedTopLevel(let sample, let reason): "\(sample) cannot be scaffolded: \(reason)"
    case .duplicateSampleName(let name):
      "two samples are named '\(name)': each sample is a workload, so their file names must differ"
    case .outputExists(let path): "\(path) exists: choose another folder, or pass --force to replace it"
    case .invalidName(let name, let reason): "'\(name)' cannot name the package: \(reason)"
    case .dependency(let dependency, let reason): "cannot depend on ModelBench as \(dependency): \(reason)"
    case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}
