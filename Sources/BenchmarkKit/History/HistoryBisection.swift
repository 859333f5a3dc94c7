import Foundation

/// Finds the first commit of a range whose count for one cell moved past a threshold from the good
/// commit's, measuring as few commits as a binary search needs.
///
/// The range is the commits after the good one, oldest first, its last the bad one. The good and the bad
/// commit are measured first, then ⌈log₂ n⌉ midpoints at most for n commits in the range, so at most
/// ⌈log₂ n⌉ + 2 commits are measured when every commit can be. A commit that cannot be measured (it does
/// not build, the cell does not exist there) is skipped as `git bisect skip` does: the nearest
/// measurable commit between the bounds is taken instead, and when there is none, the answer is the run
/// of commits the step lies in.
///
/// Like any bisection it assumes the count stays moved once it has moved; a step undone within the range
/// may hide from it (the history's steps list does not).
package struct HistoryBisection: Sendable {
  /// What the search found.
  package enum Finding: Hashable, Sendable {
    /// The bad commit's count is within the threshold of the good one's: nothing to find.
    case unchanged(good: Double, bad: Double)
    /// The first commit (an index into the range) whose count moved, with the count before it (the
    /// last unmoved commit's) and at it.
    case found(index: Int, before: Double, after: Double)
    /// The first moved commit is one of these (indices into the range): those before the last could
    /// not be measured.
    case ambiguous(indices: ClosedRange<Int>, before: Double, after: Double)
    /// The good or the bad commit could not be measured.
    case unmeasurable(index: Int)
  }

  /// The relative change from the good commit's count that counts as moved.
  package let threshold: Double
  /// The commits in the range.
  package let count: Int

  /// - Parameters:
  ///   - count: The commits in the range (after the good one, the bad one last).
  ///   - threshold: The relative change that counts as moved.
  package init(count: Int, threshold: Double) {
    self.count = count
    self.threshold = threshold
  }

  /// The most commits the search measures when every one can be: ⌈log₂ n⌉ + 2.
  package var measurementBound: Int {
    var bound = 0
    while (1 << bound) < count { bound += 1 }
    return bound + 2
  }

  /// Runs the search.
  /// - Parameter measure: The cell's count at a commit: index −1 is the good commit, 0..<count the range.
  ///   Nil when the commit cannot be measured.
  /// - Returns: The finding, and the indices measured in order.
  package func run<Failure: Error>(_ measure: (Int) throws(Failure) -> Double?) throws(Failure) -> (
    finding: Finding, measured: [Int]
  ) {
    var measured: [Int] = []
    func value(_ index: Int) throws(Failure) -> Double? {
      measured.append(index)
      return try measure(index)
    }
    guard count > 0 else { return (.unmeasurable(index: 0), measured) }
    guard let good = try value(-1) else { return (.unmeasurable(index: -1), measured) }
    guard let bad = try value(count - 1) else { return (.unmeasurable(index: count - 1), measured) }
    func moved(_ value: Double) -> Bool { abs(value / good - 1) > threshold }
    guard moved(bad) else { return (.unchanged(good: good, bad: bad), measured) }
    // Invariant: `low` has not moved (−1 is the good commit), `high` has; the answer is in low+1...high.
    var low = (index: -1, value: good)
    var high = (index: count - 1, value: bad)
    var unmeasurable: Set<Int> = []
    while true {
      let candidates = (low.index + 1)..<high.index
      let open = candidates.filter { !unmeasurable.contains($0) }
      guard !open.isEmpty else { break }
      let middle = (low.index + high.index) / 2
      // The measurable commit nearest the middle (the middle itself unless it was skipped).
      let probe = open.min { abs($0 - middle) < abs($1 - middle) }!
      guard let probed = try value(probe) else {
        unmeasurable.insert(probe)
        continue
      }
      if moved(probed) {
        high = (probe, probed)
      } else {
        low = (probe, probed)
      }
    }
    if high.index == low.index + 1 {
      return (.found(index: high.index, before: low.value, after: high.value), measured)
    }
    return (.ambiguous(indices: (low.index + 1)...high.index, before: low.value, after: high.value), measured)
  }
}
