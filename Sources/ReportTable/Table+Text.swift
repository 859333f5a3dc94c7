// A table as a terminal shows it: aligned columns of plain text within a width, a cell too long for its
// column wrapped onto more lines of its row, as package-benchmark prints its results.

extension Table {
  /// The table as aligned plain text at most `width` columns wide (when the headers allow): a header
  /// line, a rule, then each row, its cells' Markdown made plain and wrapped within their columns.
  package func text(width: Int) -> String {
    let header = columns.map { TableCell.plain($0.header) }
    let body = cells.map { $0.map { TableCell.plain($0 ?? empty) } }
    let gap = 2
    var widths = columns.indices.map { index in
      ([header[index]] + body.map { $0[index] }).map(\.count).max() ?? 0
    }
    // The widest column gives way first, down to its header's longest word (headers wrap too).
    let floors = header.map { max(4, $0.split(separator: " ").map(\.count).max() ?? 0) }
    while widths.reduce(0, +) + gap * (widths.count - 1) > width {
      guard
        let index = widths.indices.filter({ widths[$0] > floors[$0] }).max(by: { widths[$0] < widths[$1] })
      else { break }
      widths[index] -= 1
    }
    var lines = render([header], widths: widths, gap: gap)
    lines.append(
      widths.map { String(repeating: "─", count: $0) }.joined(separator: String(repeating: " ", count: gap)))
    lines += render(body, widths: widths, gap: gap)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each row's cells wrapped within their widths, the row as many lines as its tallest cell.
  private func render(_ rows: [[String]], widths: [Int], gap: Int) -> [String] {
    rows.flatMap { row -> [String] in
      let wrapped = row.indices.map { TerminalText.wrap(row[$0], width: widths[$0]) }
      let height = wrapped.map(\.count).max() ?? 1
      return (0..<height).map { line in
        let cells = row.indices.map { index -> String in
          let text = line < wrapped[index].count ? wrapped[index][line] : ""
          let padding = String(repeating: " ", count: max(0, widths[index] - text.count))
          return columns[index].alignment == .trailing ? padding + text : text + padding
        }
        return cells.joined(separator: String(repeating: " ", count: gap)).trimmingTrailingSpaces()
      }
    }
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
