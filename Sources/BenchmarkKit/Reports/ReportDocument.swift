/// A report as the kit renders it: a heading, what stands before the contents, then the sections a
/// suite declares, in its order, each listed in the contents by its `##` headings.
package struct ReportDocument: Sendable {
  /// The `#` heading.
  package var title: String
  /// Markdown before the contents (where the run was made, the answer).
  package var preamble: [String]
  /// The sections, in order, as Markdown: each starts its own `##` headings; an empty one is left out.
  package var sections: [String]

  package init(title: String, preamble: [String], sections: [String]) {
    self.title = title
    self.preamble = preamble
    self.sections = sections
  }

  /// The whole report as Markdown.
  package func render() -> String {
    let body = sections.joined()
    return "# \(title)\n\n" + preamble.joined() + Self.contents(of: body) + body
  }

  /// A contents list of the `##` headings of `body`, linked by the anchors GitHub and the page give them.
  package static func contents(of body: String) -> String {
    let headings = body.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    guard !headings.isEmpty else { return "" }
    return "## Contents\n\n"
      + headings.map { "- [\($0)](#\(MarkdownText.anchor($0)))" }.joined(separator: "\n") + "\n\n"
  }
}
