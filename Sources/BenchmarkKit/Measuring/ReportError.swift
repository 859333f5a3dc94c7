/// Why a run's file could not be read or written.
package enum ReportError: Error, CustomStringConvertible {
  case schemaVersion(path: String, found: Int, expected: Int)
  case unreadable(String, String)
  case unwritable(String, String)

  package var description: String {
    switch self {
    case .schemaVersion(let path, let found, let expected):
      found > expected
        ? "\(path) has schema version \(found), newer than this runner reads (\(expected)): render it with a newer ModelBench"
        : "\(path) has schema version \(found); this runner reads \(expected)"
    case .unreadable(let path, let why): "Cannot read \(path): \(why)"
    case .unwritable(let path, let why): "Cannot write \(path): \(why)"
    }
  }
}
