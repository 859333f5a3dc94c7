import ArgumentParser
import BenchmarkKit

extension CellSelectionOptions {
  /// Refuses a selection that leaves no cell of `ids`, before anything is measured or written: a usage
  /// error (exit 64) that says what an id looks like and, for each filter text no id contains, the
  /// nearest name it may have meant.
  ///
  /// `ids` may hold more than will be measured (every operation of every workload): a selection is only
  /// refused when it could select nothing at all. They are made only when there is a selection to check.
  package func refuseEmpty(among makeIDs: @autoclosure () -> [String]) throws {
    guard !filter.isEmpty || !skip.isEmpty else { return }
    let ids = makeIDs()
    guard !ids.contains(where: selects) else { return }
    let example = ids.first ?? "github_user/dict→model/yy"
    var message = "the selection leaves no cell to measure. A cell id is workload/operation/implementation, "
    message +=
      "such as \(example); --filter keeps the ids that contain its text, --skip leaves out those that do."
    let cells = ids.compactMap(CellID.init)
    let names = Set(cells.flatMap { [$0.workload, $0.operation, $0.implementation] })
    let unmatched = filter.filter { text in !ids.contains { $0.contains(text) } }
    for text in unmatched {
      let guesses = text.split(separator: "/").map(String.init).filter { part in
        !ids.contains { $0.contains(part) }
      }.compactMap { part in Self.nearest(to: part, among: names).map { "'\(part)' → \($0)" } }
      message += "\nNo id contains '\(text)'"
      message += guesses.isEmpty ? "." : "; nearest: \(guesses.joined(separator: ", "))."
    }
    message += "\nThis run's workloads: \(Set(cells.map(\.workload)).sorted().joined(separator: ", "))."
    if unmatched.isEmpty {
      message += "\nEvery filter matches, but --skip (\(skip.joined(separator: ", "))) leaves each cell out."
    }
    throw ValidationError(message)
  }

  /// The name closest to `text` by edit distance, when within a third of the longer's length.
  static func nearest(to text: String, among names: Set<String>) -> String? {
    let scored = names.map { ($0, editDistance(Array(text), Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
    return best.1 <= max(2, max(text.count, best.0.count) / 3) ? best.0 : nil
  }

  /// Levenshtein distance: insertions, deletions and substitutions of characters.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
