import ArgumentParser
import BenchmarkKit
import MappingSuite

/// `--format`: the report's formats, comma-separated (`markdown,json`), each checked when parsed.
package struct ReportFormats: ExpressibleByArgument, Sendable {
  package var formats: Set<ReportFormat>

  package init(_ formats: Set<ReportFormat>) { self.formats = formats }

  package init?(argument: String) {
    var formats: Set<ReportFormat> = []
    for name in argument.split(separator: ",") {
      guard let format = ReportFormat(rawValue: name.trimmingCharacters(in: .whitespaces)) else { return nil }
      formats.insert(format)
    }
    guard !formats.isEmpty else { return nil }
    self.formats = formats
  }

  package var defaultValueDescription: String {
    ReportFormat.allCases.filter(formats.contains).map(\.rawValue).joined(separator: ",")
  }

  package static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }
}
