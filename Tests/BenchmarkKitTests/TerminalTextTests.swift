import Foundation
import ReportTable
import Testing

/// Markdown printed to a terminal: tables as aligned text within the width, cells wrapped inside their
/// columns, no `|`, `##`, `**` or backticks left.
@Suite struct TerminalTextTests {
  static let markdown = """
    ## Behaviour on your data

    **Every difference is explained.** A sentence long enough to wrap at forty columns, with `code` in it.

    | implementation | under property name | null left out | date layout |
    |---|--:|--:|--:|
    | **YYStyle** | · | 40 | 1 |
    | XYYStyle (field path) | 269 | · | · |

    | kind | who | example |
    |---|---|---|
    | written under its property's name `accept`, not its JSON key | XYYStyle, XYYStyle (field path) | &quot;\\*/\\*&quot; → &quot;\\*/\\*&quot; at aws\\_apigw: $.headers.Accept |

    - **YYStyle**, **YYStyle (direct)**: leaves out 40 nulls; writes 1 date in another layout of the same instant.
    """

  @Test(arguments: [40, 72, 130])
  func everyLineFitsAndNoMarkdownIsLeft(_ width: Int) {
    let text = TerminalText.render(Self.markdown, width: width)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines {
      #expect(line.count <= width, "\(width): \(line)")
      #expect(!line.hasPrefix("|") && !line.hasPrefix("#"), "\(line)")
      #expect(!line.contains("**") && !line.contains("`"), "\(line)")
    }
    #expect(text.contains("Behaviour on your data"))
    if width == 130 { #expect(text.contains("\"*/*\" → \"*/*\"")) }
  }

  @Test func columnsAlignAsDeclared() {
    let text = TerminalText.render(Self.markdown, width: 130)
    let lines = text.split(separator: "\n").map(String.init)
    let header = lines.first { $0.hasPrefix("implementation") } ?? ""
    let yy = lines.first { $0.hasPrefix("YYStyle ") } ?? ""
    let xyy = lines.first { $0.hasPrefix("XYYStyle (field path)") } ?? ""
    // Right-aligned figures end where their header ends.
    let end = header.distance(from: header.startIndex, to: header.range(of: "null left out")!.upperBound)
    #expect(yy.prefix(end).hasSuffix("40"), "\(yy)")
    #expect(xyy.count <= header.count)
    #expect(lines.contains { $0.allSatisfy { $0 == "─" || $0 == " " } && $0.contains("─") })
  }

  @Test func aLongCellWrapsWithinItsColumn() {
    let text = TerminalText.render(Self.markdown, width: 72)
    let lines = text.split(separator: "\n").map(String.init)
    let start = lines.firstIndex { $0.hasPrefix("written under") }!
    // The row's first cell continues on the next line, at the column's start.
    #expect(lines[start + 1].hasPrefix("name") || lines[start + 1].hasPrefix("property"), "\(text)")
  }
}
