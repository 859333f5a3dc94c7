import BenchmarkKit
import Foundation

/// One row of the originals' published timings (`../shared/reference/yymodel_published_benchmark.csv`).
package struct PublishedFigure: Hashable, Sendable, Codable {
  package var workload: String
  package var iterations: Int
  package var library: String
  package var dictToModel: Double?
  package var modelToDict: Double?
  package var archive: Double?

  package func milliseconds(for operation: CellOperation) -> Double? {
    switch operation {
    case .dictToModel: dictToModel
    case .modelToDict: modelToDict
    case .archive: archive
    default: nil
    }
  }
}

package enum PublishedFigures {
  package static func load(from url: URL) throws -> [PublishedFigure] {
    try parse(String(contentsOf: url, encoding: .utf8))
  }

  /// Parses the CSV: `#` comments, a header, then `workload,iterations,library,dict,model,archive`.
  package static func parse(_ text: String) -> [PublishedFigure] {
    var figures: [PublishedFigure] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("workload,") {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard cells.count >= 6, let iterations = Int(cells[1]) else { continue }
      figures.append(
        PublishedFigure(
          workload: cells[0], iterations: iterations, library: cells[2], dictToModel: Double(cells[3]),
          modelToDict: Double(cells[4]), archive: Double(cells[5])))
    }
    return figures
  }

  /// The published ratio `library / denominator` for one workload and operation.
  package static func ratio(
    _ figures: [PublishedFigure], workload: String, operation: CellOperation, library: String,
    denominator: String
  ) -> Double? {
    guard
      let top = figures.first(where: { $0.workload == workload && $0.library == library })?.milliseconds(
        for: operation),
      let bottom = figures.first(where: { $0.workload == workload && $0.library == denominator })?
        .milliseconds(for: operation), bottom > 0
    else { return nil }
    return top / bottom
  }
}
