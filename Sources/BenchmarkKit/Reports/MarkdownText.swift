import Foundation
import ReportTable

/// Text that goes into the report's Markdown from outside (samples, results files, user names).
package enum MarkdownText {
  /// The text as Markdown that shows it literally in a table cell or a line, and as HTML that runs
  /// nothing: `&`, `<`, `>`, `"` as entities, `|` and backticks escaped, line breaks as spaces.
  package static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "|": out += "\\|"
      case "`": out += "\\`"
      case "*": out += "\\*"
      case "_": out += "\\_"
      case "\n", "\r": out += " "
      default: out.append(character)
      }
    }
    return out
  }

  /// Markdown as a terminal shows it: what ``escape(_:)`` escaped read back, and `**` emphasis left
  /// out, so that a value reads `"everybody"` and a path `accepts_direct_messages_from`. Headings,
  /// lists and tables stay: they read as text.
  package static func plain(_ markdown: String) -> String {
    TableCell.plain(markdown, keepingCode: true)
  }

  /// `markdown` as standard output should show it: on a terminal, tables aligned within its width and the
  /// rest plain and wrapped (ReportTable's `TerminalText`); to a pipe or a file, the Markdown itself.
  package static func forStandardOutput(_ markdown: String) -> String {
    isatty(STDOUT_FILENO) != 0 ? TerminalText.render(markdown, width: TerminalText.width) : markdown
  }

  /// A heading's anchor as GitHub makes it: lower case, spaces as dashes, punctuation dropped.
  package static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          return character
        }
        return nil
      })
  }

  /// The entities ``escape(_:)`` writes, read back (for heading anchors).
  static func unescape(_ text: String) -> String { TableCell.unescape(text) }
}
