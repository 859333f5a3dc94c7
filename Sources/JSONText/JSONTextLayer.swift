import Foundation

/// Which JSON text layer the project's `Data`/`String` entry points use: this module's reader and writer,
/// or Foundation's `JSONSerialization`. The one switch between them.
///
/// The default is ``modelBench``; the environment variable `MODELBENCH_JSON=foundation` selects
/// Foundation's for a whole process (read once, at first use). Code that wants one layer for a stretch of
/// work — a test that runs the conformance catalogue both ways, a benchmark that measures both — binds
/// ``current`` with `JSONTextLayer.$current.withValue(.foundation) { … }`; the binding belongs to the
/// calling task (or thread), so other work is never affected.
public enum JSONTextLayer: String, Sendable, CaseIterable, CustomStringConvertible {
  /// ``JSONReader`` and ``JSONWriter``.
  case modelBench = "modelbench"
  /// `JSONSerialization.jsonObject(with:)` and `JSONSerialization.data(withJSONObject:)`.
  case foundation

  /// The layer in force for the calling task.
  @TaskLocal public static var current: JSONTextLayer = .fromEnvironment

  /// `MODELBENCH_JSON` (`modelbench` or `foundation`); ``modelBench`` when unset or unknown.
  public static let fromEnvironment: JSONTextLayer =
    ProcessInfo.processInfo.environment["MODELBENCH_JSON"].flatMap(JSONTextLayer.init(rawValue:))
    ?? .modelBench

  public var description: String { self == .modelBench ? "JSONText" : "JSONSerialization" }

  /// The JSON value in `data` (any top-level value).
  public func parse(_ data: Data) throws(JSONTextError) -> Any {
    switch self {
    case .modelBench:
      return try JSONReader.value(from: data)
    case .foundation:
      do {
        return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      } catch {
        throw JSONTextError(.foundation(Self.message(of: error)))
      }
    }
  }

  /// The JSON text of `value`.
  public func serialize(_ value: Any, options: JSONWriter.Options = []) throws(JSONTextError) -> Data {
    switch self {
    case .modelBench:
      return try JSONWriter.data(value, options: options)
    case .foundation:
      guard JSONSerialization.isValidJSONObject(value) else {
        throw JSONTextError(.notJSON("JSONSerialization.isValidJSONObject is false"))
      }
      do {
        return try JSONSerialization.data(
          withJSONObject: value, options: options.contains(.sortedKeys) ? [.sortedKeys] : [])
      } catch {
        throw JSONTextError(.foundation(Self.message(of: error)))
      }
    }
  }

  private static func message(of error: any Error) -> String {
    let nsError = error as NSError
    return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
  }
}
