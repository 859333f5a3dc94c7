/// Text made fit for one Markdown table cell.
package enum TableCell {
  /// `text` with its bars escaped, so that none of them ends the cell.
  package static func escaped(_ text: String) -> String {
    guard text.contains("|") else { return text }
    return String(text.flatMap { $0 == "|" ? ["\\", "|"] : [$0] })
  }
}
