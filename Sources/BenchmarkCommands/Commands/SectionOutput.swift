import Foundation

/// Writes one report section on its own, as `anatomy` and `sweep` do: the section as a Markdown file
/// (its `##` heading made the document's `#`), its charts under `charts/`, and its data as JSON.
package struct SectionOutput {
  package var directory: URL

  package init(_ path: String) { directory = URL(fileURLWithPath: path) }

  /// Writes everything and returns the Markdown written.
  package func write<Data: Encodable>(
    section: String, as fileName: String, charts: [(name: String, svg: String)], data: Data, dataName: String
  ) throws -> String {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("charts"), withIntermediateDirectories: true)
    let markdown = section.hasPrefix("## ") ? String(section.dropFirst()) : section
    try Foundation.Data(markdown.utf8).write(to: directory.appendingPathComponent(fileName))
    for chart in charts {
      try Foundation.Data(chart.svg.utf8).write(to: directory.appendingPathComponent("charts/\(chart.name)"))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(data).write(to: directory.appendingPathComponent(dataName))
    return markdown
  }
}
