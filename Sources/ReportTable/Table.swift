import Ink

// ReportTable — the one table type of the reports: columns declared once (a header, an alignment and a
// cell renderer), rows as data, rendered to Markdown, to HTML and to CSV. BenchmarkKit's report sections
// and the conformance matrix build every table with it, so a column is added in one place.

/// A table declared as columns over rows of `Row`, rendered to Markdown, HTML or CSV.
package struct Table<Row> {
  /// Where a column's cells sit: text reads from the left, figures line up on the right.
  package enum Alignment: Sendable {
    case leading, trailing
  }

  /// One column: its header, its alignment and how a row gives its cell (nil is an empty cell).
  package struct Column {
    package var header: String
    package var alignment: Alignment
    package var cell: (Row) -> String?

    package init(_ header: String, _ alignment: Alignment = .leading, _ cell: @escaping (Row) -> String?) {
      self.header = header
      self.alignment = alignment
      self.cell = cell
    }
  }

  package var columns: [Column]
  package var rows: [Row]
  /// What an empty cell shows in Markdown and HTML (CSV leaves it empty).
  package var empty = "–"

  package init(_ columns: [Column], rows: [Row] = []) {
    self.columns = columns
    self.rows = rows
  }

  /// The cells of every row, empty ones as nil.
  package var cells: [[String?]] { rows.map { row in columns.map { $0.cell(row) } } }

  /// A GitHub-flavoured Markdown table: header, separator and one line per row.
  package func markdown() -> String {
    var lines = [Self.line(columns.map(\.header))]
    lines.append("|" + columns.map { Self.separator($0.alignment) + "|" }.joined())
    lines += cells.map { Self.line($0.map { $0 ?? empty }) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table as the report's page shows it: Ink's HTML of its Markdown, as the page renders the report
  /// (cells are Markdown text, escaped where they are made).
  package func html() -> String {
    MarkdownParser().html(from: markdown())
  }

  /// RFC 4180 CSV: the headers, then a line per row; empty cells stay empty.
  package func csv() -> String {
    ([columns.map(\.header)] + cells.map { $0.map { $0 ?? "" } })
      .map { $0.map(Self.quoteCSV).joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  private static func line(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }

  private static func separator(_ alignment: Alignment) -> String {
    switch alignment {
    case .leading: "---"
    case .trailing: "--:"
    }
  }

  private static func quoteCSV(_ cell: String) -> String {
    cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
      ? "\"" + String(cell.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\"" : cell
  }
}
