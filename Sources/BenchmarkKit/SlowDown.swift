import Dispatch

/// Deliberate slow-downs (`--slow-down yy=5000`): each operation of an implementation also spins for a
/// number of nanoseconds. Exists to prove that `compare` catches a regression.
public struct SlowDown: Sendable {
  public var nanoseconds: [String: UInt64]

  public init(nanoseconds: [String: UInt64]) { self.nanoseconds = nanoseconds }

  /// Parses `implementation=nanoseconds` pairs.
  public static func parse(_ specs: [String]) throws(SlowDownError) -> SlowDown {
    var result: [String: UInt64] = [:]
    for spec in specs {
      let parts = spec.split(separator: "=")
      guard parts.count == 2, let value = UInt64(parts[1]) else { throw SlowDownError(spec: spec) }
      result[String(parts[0])] = value
    }
    return SlowDown(nanoseconds: result)
  }

  /// The case with the slow-down applied to its body, if its implementation has one.
  public func apply(to benchmarkCase: BenchmarkCase) -> BenchmarkCase {
    guard let delay = nanoseconds[benchmarkCase.implementation], let body = benchmarkCase.body else {
      return benchmarkCase
    }
    var slowed = benchmarkCase
    slowed.body = {
      let until = DispatchTime.now().uptimeNanoseconds + delay
      while DispatchTime.now().uptimeNanoseconds < until {}
      return try body()
    }
    return slowed
  }
}

public struct SlowDownError: Error, CustomStringConvertible {
  public let spec: String
  public var description: String { "Expected IMPLEMENTATION=NANOSECONDS but found '\(spec)'" }
}
