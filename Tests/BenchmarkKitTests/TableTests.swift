import Foundation
import ReportTable
import Testing

/// The table type: each format from the one declaration, empty cells, alignment and escaping.
struct TableTests {
  struct Row {
    var name: String
    var value: Double?
  }

  static var table: Table<Row> {
    Table(
      [
        .init("name") { $0.name },
        .init("value", .trailing) { row in row.value.map { String($0) } },
        .init("note") { _ in nil },
      ],
      rows: [Row(name: "a, \"b\"", value: 1.5), Row(name: "c", value: nil)])
  }

  @Test func markdownHasOneSeparatorRowFromTheAlignments() {
    #expect(
      Self.table.markdown() == """
        | name | value | note |
        |---|--:|---|
        | a, "b" | 1.5 | – |
        | c | – | – |

        """)
  }

  @Test func csvQuotesWhatNeedsItAndLeavesEmptyCellsEmpty() {
    #expect(Self.table.csv() == "name,value,note\n\"a, \"\"b\"\"\",1.5,\nc,,\n")
  }

  @Test func htmlHasAHeadAndARowPerRowAlignedAsDeclared() {
    let html = Self.table.html()
    #expect(html.hasPrefix("<table><thead><tr><th>name</th><th align=\"right\">value</th><th>note</th></tr>"))
    #expect(html.components(separatedBy: "<tr>").count == 4)
    #expect(html.contains("<td align=\"right\">1.5</td>"))
  }

  @Test(arguments: [("a|b", "a\\|b"), ("||", "\\|\\|"), ("plain", "plain"), ("", "")])
  func aCellsBarsAreEscaped(text: String, escaped: String) {
    #expect(TableCell.escaped(text) == escaped)
  }

  @Test(arguments: [0, 1, 7])
  func everyLineHasOneCellPerColumn(rows: Int) {
    let table = Table<Int>(
      [.init("n", .trailing) { String($0) }, .init("even") { $0 % 2 == 0 ? "yes" : nil }],
      rows: Array(0..<rows))
    let lines = table.markdown().split(separator: "\n")
    #expect(lines.count == rows + 2)
    #expect(lines.allSatisfy { $0.count(where: { $0 == "|" }) == 3 })
    #expect(table.csv().split(separator: "\n").count == rows + 1)
  }
}
