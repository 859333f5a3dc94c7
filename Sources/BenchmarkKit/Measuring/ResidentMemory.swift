import Foundation

/// The process's resident memory as Linux reports it (`/proc/self/status`), and its peak.
///
/// `getrusage`'s `ru_maxrss` only grows, so a process can measure one peak only; Linux lets a process
/// reset its own peak (`VmHWM`) by writing `5` to `/proc/self/clear_refs`, which the stress mode does after
/// building its input so that the input's construction is not counted.
package enum ResidentMemory {
  /// Resident bytes now (`VmRSS`), nil where `/proc` is missing.
  package static func current() -> Int? { field("VmRSS") }

  /// The highest resident bytes since the start or the last ``resetPeak()`` (`VmHWM`).
  package static func peak() -> Int? { field("VmHWM") ?? EnvironmentProbe.peakResidentBytes() }

  /// Makes the peak the current resident size.
  /// - Returns: false where the kernel does not allow it (the peak then includes what came before).
  @discardableResult
  package static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  /// A `kB` field of `/proc/self/status`, in bytes.
  private static func field(_ name: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }
}
