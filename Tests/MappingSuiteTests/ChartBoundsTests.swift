import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite
import Testing

/// Every chart fits its canvas: rendered by a real renderer (rsvg-convert, Debian's librsvg2-bin, which
/// `make test` installs) at the size it declares, and no text reaching past an edge or into the legend.
@Suite struct ChartBoundsTests {
  static var charts: [(String, String)] {
    let writer = ReportWriter(
      run: syntheticRun(), published: PublishedFigures.parse(publishedCSV), lineup: syntheticLineup)
    var charts = [("github_user", writer.chart(for: "github_user"))]
    if let published = writer.publishedChart() { charts.append(("published", published)) }
    charts.append(
      (
        "long labels",
        SVGChart.groupedBars(
          title: "A title far wider than the few bars of this chart would make it",
          categories: ["weibo_status dict→model MJStyle/Hand-written"],
          series: [(name: "published (originals, 2015), a long legend entry", values: [1.5])], unit: "×",
          logScale: false)
      ))
    charts.append(
      (
        "stacked",
        SVGChart.stackedBars(
          title: "weibo_status model→dict: instructions per operation by phase",
          rows: ["YYStyle", "XYYStyle (field path)", "Hand-written"],
          parts: [
            (name: "meta & cache look-up", values: [10, 200, 0]),
            (name: "retain/release, copies, allocation", values: [3_000, 12_000, 2_500]),
            (name: "Swift runtime: casts & metadata", values: [500, 40_000, 100]),
          ], unit: "instructions/op (callgrind)")
      ))
    charts.append(
      (
        "log-log",
        SVGChart.logLogLines(
          title: "string_utf8 bytes→model: time against size (log–log)",
          series: [
            (name: "YYStyle", points: [(1, 900), (1_000, 2_000), (1_000_000, 900_000)]),
            (name: "XYYStyle (field path)", points: [(1, 3_000), (1_000, 5_000), (1_000_000, 3_000_000)]),
          ], xUnit: "bytes", yUnit: "median per operation")
      ))
    charts.append(
      (
        "trend",
        SVGChart.trend(
          title: "github_user dict→model: instructions/op across commits",
          labels: ["a1015fc", "be77800", "0123456", "89abcde", "fedcba9"],
          series: [
            (name: "yy", values: [26_000, 26_100, nil, 29_000, 26_000]),
            (name: "xyy-field", values: [264_000, 264_000, 250_000, 250_000, 251_000]),
          ], marks: [(index: 3, text: "toolchain 6.4")], highlights: [[0, 3]])
      ))
    return charts
  }

  /// The canvas of an SVG: its declared width and height.
  static func size(of svg: String) -> (width: Double, height: Double)? {
    func attribute(_ name: String) -> Double? {
      guard let range = svg.range(of: " \(name)=\"") else { return nil }
      return Double(svg[range.upperBound...].prefix { $0 != "\"" })
    }
    guard let width = attribute("width"), let height = attribute("height") else { return nil }
    return (width, height)
  }

  @Test func everyTextFitsTheCanvas() throws {
    for (name, svg) in Self.charts {
      let canvas = try #require(Self.size(of: svg), "\(name)")
      for line in svg.split(separator: "\n") where line.hasPrefix("<text") {
        guard let x = Self.number("x", in: line), let y = Self.number("y", in: line),
          let start = line.firstIndex(of: ">"), let end = line.range(of: "</text>")?.lowerBound
        else { continue }
        let text = String(line[line.index(after: start)..<end])
        let bold = line.contains("bold")
        let size: Double = line.contains("font-size=\"14\"") ? 14 : 11
        let width = Double(text.count) * size * (bold ? 0.68 : 0.62)
        if line.contains("rotate(-35") {
          // Anchored at its end: reaches left by cos 35°, down by sin 35° of its width.
          #expect(x - width * cos(35 * .pi / 180) >= 0, "\(name): \(text)")
          #expect(y + width * sin(35 * .pi / 180) <= canvas.height, "\(name): \(text)")
        } else if line.contains("rotate(-90") {
          #expect(y - width / 2 >= 0, "\(name): \(text)")
        } else if line.contains("text-anchor=\"end\"") {
          #expect(x - width >= 0, "\(name): \(text)")
        } else {
          #expect(x + width <= canvas.width, "\(name): \(text) reaches \(x + width) of \(canvas.width)")
          #expect(y <= canvas.height, "\(name): \(text)")
        }
      }
    }
  }

  @Test func rsvgRendersEveryChartAtItsSize() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else {
      Issue.record("rsvg-convert is missing: `make test` installs librsvg2-bin")
      return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("charts-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (index, (name, svg)) in Self.charts.enumerated() {
      let input = directory.appendingPathComponent("\(index).svg")
      let output = directory.appendingPathComponent("\(index).png")
      try Data(svg.utf8).write(to: input)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
      process.arguments = ["--format=png", "--output", output.path, input.path]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(name)")
      // The PNG's IHDR chunk: width and height, big-endian, at bytes 16–23.
      let png = try Data(contentsOf: output)
      try #require(png.count > 24, "\(name)")
      let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
      let canvas = try #require(Self.size(of: svg))
      #expect(width == Int(canvas.width) && height == Int(canvas.height), "\(name)")
    }
  }

  static func number(_ name: String, in line: Substring) -> Double? {
    guard let range = line.range(of: " \(name)=\"") else { return nil }
    return Double(line[range.upperBound...].prefix { $0 != "\"" })
  }
}
