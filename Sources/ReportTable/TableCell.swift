/// Text made fit for one Markdown table cell.
package enum TableCell {
  /// `text` with its bars escaped, so that none of them ends the cell.
  package static func escaped(_ text: String) -> String {
    guard text.contains("|") else { return text }
    return String(text.flatMap { $0 == "|" ? ["\\", "|"] : [$0] })
  }
}

extension TableCell {
  /// Markdown read as plain text: what was escaped read back (`\|`, `\*`, `\_`, `` \` ``, `\\`, the
  /// entities), `**` emphasis left out, and, unless `keepingCode`, the backticks of code spans too.
  package static func plain(_ markdown: String, keepingCode: Bool = false) -> String {
    var out = ""
    var characters = markdown.makeIterator()
    var pending: Character?
    while let character = pending ?? characters.next() {
      pending = nil
      switch character {
      case "\\":
        guard let next = characters.next() else {
          out.append(character)
          break
        }
        if "|`*_\\".contains(next) {
          out.append(next)
        } else {
          out.append(character)
          pending = next
        }
      case "*":
        guard let next = characters.next() else {
          out.append(character)
          break
        }
        if next != "*" {
          out.append(character)
          pending = next
        }
      case "`" where !keepingCode: break
      default: out.append(character)
      }
    }
    return unescape(out)
  }

  /// The HTML entities the report's cells are escaped with, read back.
  package static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
  }
}
