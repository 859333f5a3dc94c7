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

/// Deliberate extra work (`--extra-work 'dict→model/yy=0.2'`): the operations of every cell whose id
/// contains the text run `fraction` more often — one operation in `1 / fraction` runs twice — so that
/// its instruction count rises by exactly that fraction over a multiple of that many operations. Exists
/// to prove that the instruction-count comparison catches a regression; unlike ``SlowDown`` it adds no
/// clock reads, whose number under callgrind would vary.
public struct ExtraWork: Sendable {
  public var fractions: [String: Double]

  public init(fractions: [String: Double]) { self.fractions = fractions }

  /// Parses `text=fraction` pairs (the fraction between 0 and 1).
  public static func parse(_ specs: [String]) throws(SlowDownError) -> ExtraWork {
    var result: [String: Double] = [:]
    for spec in specs {
      guard let equals = spec.lastIndex(of: "="), let value = Double(spec[spec.index(after: equals)...]),
        value > 0, value <= 1
      else { throw SlowDownError(spec: spec) }
      result[String(spec[..<equals])] = value
    }
    return ExtraWork(fractions: result)
  }

  /// The case with the extra work applied, if its id matches.
  public func apply(to benchmarkCase: BenchmarkCase) -> BenchmarkCase {
    guard let fraction = fractions.first(where: { benchmarkCase.id.contains($0.key) })?.value,
      let body = benchmarkCase.body
    else { return benchmarkCase }
    let every = max(1, Int((1 / fraction).rounded()))
    let counter = Counter()
    var slowed = benchmarkCase
    slowed.body = {
      if counter.next() % every == 0 { _ = try body() }
      return try body()
    }
    return slowed
  }

  /// Counts the calls of one case's body (a case runs on one thread at a time when counted).
  private final class Counter: @unchecked Sendable {
    private var count = 0
    func next() -> Int {
      count += 1
      return count
    }
  }
}

/// A deliberate proportional slow-down (`--slow-down-fraction 'dict→model/yy=0.2'`): every operation of a
/// cell whose id contains the text is followed by a spin of that fraction of its own duration, so each
/// operation takes that much longer. Exists to prove that the A/B mode catches a regression in time;
/// unlike ``ExtraWork``, whose occasional doubled operation a median of one-operation samples ignores,
/// it slows every operation alike.
public struct ProportionalSlowDown: Sendable {
  public var fractions: [String: Double]

  public init(fractions: [String: Double]) { self.fractions = fractions }

  /// Parses `text=fraction` pairs (the fraction between 0 and 1).
  public static func parse(_ specs: [String]) throws(SlowDownError) -> ProportionalSlowDown {
    ProportionalSlowDown(fractions: try ExtraWork.parse(specs).fractions)
  }

  /// The case with the slow-down applied, if its id matches.
  public func apply(to benchmarkCase: BenchmarkCase) -> BenchmarkCase {
    guard let fraction = fractions.first(where: { benchmarkCase.id.contains($0.key) })?.value,
      let body = benchmarkCase.body
    else { return benchmarkCase }
    var slowed = benchmarkCase
    slowed.body = {
      let start = DispatchTime.now().uptimeNanoseconds
      let result = try body()
      let now = DispatchTime.now().uptimeNanoseconds
      let until = now + UInt64(Double(now - start) * fraction)
      while DispatchTime.now().uptimeNanoseconds < until {}
      return result
    }
    return slowed
  }
}
