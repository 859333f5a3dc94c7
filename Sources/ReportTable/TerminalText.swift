import Foundation

/// Markdown as a terminal shows it: its tables as aligned text (``Table/text(width:)``), its other lines
/// made plain and wrapped, all within the terminal's width.
///
/// The reports are written once, as Markdown, for files and pages; a command that prints one to a
/// terminal renders it through here, so that no table row wraps across lines with its `|` bars.
package enum TerminalText {
  /// The columns of the terminal on standard output: `COLUMNS`, else what the terminal says, else 100.
  package static var width: Int {
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 20 {
      return columns
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { return Int(size.ws_col) }
    return 100
  }

  /// `markdown` rendered for a terminal `width` columns wide.
  package static func render(_ markdown: String, width: Int) -> String {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var out: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("|"), index + 1 < lines.count, isSeparator(lines[index + 1]) {
        var rows: [[String]] = []
        var end = index + 2
        while end < lines.count, lines[end].hasPrefix("|") {
          rows.append(cells(lines[end]))
          end += 1
        }
        let header = cells(line)
        let alignments = cells(lines[index + 1]).map {
          $0.hasSuffix(":") ? Table<[String]>.Alignment.trailing : .leading
        }
        let table = Table<[String]>(
          header.indices.map { column in
            .init(header[column], column < alignments.count ? alignments[column] : .leading) { row in
              column < row.count ? row[column] : nil
            }
          }, rows: rows)
        out += table.text(width: width).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          .map(
            String.init)
        index = end
        continue
      }
      out += paragraph(line, width: width)
      index += 1
    }
    return out.joined(separator: "\n")
  }

  /// One line of Markdown that is not a table: a heading underlined, a list item with a hanging indent,
  /// anything else wrapped.
  private static func paragraph(_ line: String, width: Int) -> [String] {
    if line.hasPrefix("#") {
      let title = TableCell.plain(String(line.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces))
      return [title, String(repeating: line.hasPrefix("##") ? "─" : "═", count: min(title.count, width))]
    }
    let indent = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indent)
    if rest.hasPrefix("- ") || rest.hasPrefix("* ") {
      let lead = String(repeating: " ", count: indent) + "- "
      let wrapped = wrap(TableCell.plain(String(rest.dropFirst(2))), width: width - lead.count)
      return wrapped.enumerated().map {
        ($0.offset == 0 ? lead : String(repeating: " ", count: lead.count)) + $0.element
      }
    }
    return wrap(TableCell.plain(line), width: width)
  }

  /// `text` broken at spaces into lines of at most `width` characters; a word longer than that is cut.
  package static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0, text.count > width else { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      while word.count > width {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  private static func isSeparator(_ line: String) -> Bool {
    line.hasPrefix("|") && line.allSatisfy { "|-: ".contains($0) } && line.contains("-")
  }

  /// The cells of a Markdown table line: split at bars that are not escaped, trimmed.
  static func cells(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in line.dropFirst() {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        current.append(character)
        escaped = true
      } else if character == "|" {
        cells.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty {
      cells.append(current.trimmingCharacters(in: .whitespaces))
    }
    return cells
  }
}
