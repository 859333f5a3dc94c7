import BenchmarkKit
import Foundation

// A design faster than hand-written code surprises a reader: the answer says why, from the run's own
// counts, where the surprise appears.

extension ReportAnswer {
  /// How much faster than the reference a design must be before the answer explains it (inside 5 % is
  /// no surprise).
  static let surpriseFactor = 0.95

  /// One sentence per design that beats the reference on some conversion: the conversions, and what the
  /// run counted of both there (allocations, and instructions where they were counted), each the
  /// geometric mean over the same workloads as the speed: fewer allocations or instructions are the why.
  func surpriseSentences() -> [String] {
    guide.designs.compactMap { id in
      var clauses: [String] = []
      for operation in Self.conversions.prefix(4) {
        guard let speed = guide.speed(id, operation), speed < Self.surpriseFactor else { continue }
        var counts: [String] = []
        if let mine = mean(\.allocationsPerOperation, id, operation),
          let theirs = mean(\.allocationsPerOperation, lineup.reference, operation)
        {
          counts.append(
            "\(Format.number(mine, digits: 0)) allocations a conversion against "
              + "\(Format.number(theirs, digits: 0))")
        }
        if let mine = mean(\.instructionsPerOperation, id, operation),
          let theirs = mean(\.instructionsPerOperation, lineup.reference, operation), theirs > 0
        {
          counts.append("\(Format.number(mine / theirs * 100, digits: 0)) % of \(reference)'s instructions")
        }
        let why = counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))"
        clauses.append("\(operation.rawValue) at \(Format.ratio(speed))\(why)")
      }
      guard !clauses.isEmpty else { return nil }
      return "Faster than \(reference): **\(lineup.name(id))** on \(Format.list(clauses))."
    }
  }

  /// The geometric mean of one count over the workloads measuring `operation`; nil unless each has it.
  private func mean(
    _ count: KeyPath<BenchmarkResult, Double?>, _ id: String, _ operation: CellOperation
  ) -> Double? {
    guide.overWorkloads(operation) { run.result($0, operation, id)?[keyPath: count] }
  }
}
