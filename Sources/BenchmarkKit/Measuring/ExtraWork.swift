/// Deliberate extra work is refused: the text is not `text=fraction` with a fraction in (0, 1].
package struct ExtraWorkError: Error, CustomStringConvertible {
  /// The text as given.
  package let spec: String
  package var description: String {
    "Expected TEXT=FRACTION (a fraction above 0, at most 1) but found '\(spec)'"
  }
}

/// Deliberate extra work (`--extra-work 'dict→model/yy=0.2'`): the operations of every cell whose id
/// contains the text run `fraction` more often — one operation in `1 / fraction` runs twice — so that
/// its instruction count rises by exactly that fraction over a multiple of that many operations. Exists
/// to prove that the instruction-count comparison catches a regression; it reads no clock, whose reads
/// under callgrind would vary.
package struct ExtraWork: Sendable {
  package var fractions: [String: Double]

  package init(fractions: [String: Double]) { self.fractions = fractions }

  /// Parses `text=fraction` pairs (the fraction between 0 and 1).
  package static func parse(_ specs: [String]) throws(ExtraWorkError) -> ExtraWork {
    var result: [String: Double] = [:]
    for spec in specs {
      guard let equals = spec.lastIndex(of: "="), let value = Double(spec[spec.index(after: equals)...]),
        value > 0, value <= 1
      else { throw ExtraWorkError(spec: spec) }
      result[String(spec[..<equals])] = value
    }
    return ExtraWork(fractions: result)
  }

  /// The case with the extra work applied, if its id matches.
  package func apply(to benchmarkCase: BenchmarkCase) -> BenchmarkCase {
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
