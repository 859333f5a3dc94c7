import Foundation

extension SVGChart {
  /// Lines on log–log axes: one line per series, a marker per point; a straight line of slope 1 is linear
  /// growth, of slope 2 quadratic.
  /// - Parameters:
  ///   - title: The chart's heading.
  ///   - series: Series names with their (x, y) points, x ascending.
  ///   - xUnit: The horizontal axis's label.
  ///   - yUnit: The vertical axis's label.
  ///   - yFormat: How a value of the vertical axis is written (durations in nanoseconds unless told).
  ///   - colors: Each series' colour (`Lineup.color(_:)` in MappingSuite, the same in every chart); the palette's by
  ///     position when nil.
  package static func logLogLines(
    title: String, series: [(name: String, points: [(Double, Double)])], xUnit: String, yUnit: String,
    yFormat: ((Double) -> String)? = nil, colors: [String]? = nil
  ) -> String {
    let yFormat = yFormat ?? { Format.nanoseconds($0) }
    let left = 90.0
    let top = 40.0
    let plotWidth = 480.0
    let plotHeight = 260.0
    let all = series.flatMap(\.points).filter { $0.0 > 0 && $0.1 > 0 }
    let xLow = floor(log10(all.map(\.0).min() ?? 1))
    let xHigh = max(ceil(log10(all.map(\.0).max() ?? 10)), xLow + 1)
    let yLow = floor(log10(all.map(\.1).min() ?? 1))
    let yHigh = max(ceil(log10(all.map(\.1).max() ?? 10)), yLow + 1)
    func x(_ value: Double) -> Double { left + plotWidth * (log10(value) - xLow) / (xHigh - xLow) }
    func y(_ value: Double) -> Double { top + plotHeight * (1 - (log10(value) - yLow) / (yHigh - yLow)) }
    let legendTop = top + plotHeight + 44
    let legend = Legend(names: series.map(\.name), availableWidth: plotWidth + left - 20, top: legendTop)
    let width = max(left + plotWidth + 30, textWidth(title, size: 14, bold: true) + 30)
    var svg = opening(width: width, height: legend.bottom, title: title)
    // A grid line and a label at each power of ten of either axis.
    for exponent in stride(from: yLow, through: yHigh, by: 1) {
      let position = y(pow(10, exponent))
      svg += gridLine(
        x1: "\(Int(left))", y1: fmt(position), x2: "\(Int(left + plotWidth))", y2: fmt(position))
      svg +=
        "<text x=\"\(Int(left - 6))\" y=\"\(fmt(position + 4))\" text-anchor=\"end\">\(escape(yFormat(pow(10, exponent))))</text>\n"
    }
    for exponent in stride(from: xLow, through: xHigh, by: 1) {
      let position = x(pow(10, exponent))
      svg += gridLine(x1: fmt(position), y1: "\(Int(top))", x2: fmt(position), y2: "\(Int(top + plotHeight))")
      svg +=
        "<text x=\"\(fmt(position))\" y=\"\(Int(top + plotHeight + 14))\" text-anchor=\"middle\">\(escape(Format.compact(pow(10, exponent))))</text>\n"
    }
    svg +=
      "<text x=\"\(fmt(left + plotWidth / 2))\" y=\"\(Int(top + plotHeight + 30))\" text-anchor=\"middle\">\(escape(xUnit))</text>\n"
    svg +=
      "<text x=\"16\" y=\"\(Int(top + plotHeight / 2))\" transform=\"rotate(-90 16 \(Int(top + plotHeight / 2)))\" text-anchor=\"middle\">\(escape(yUnit))</text>\n"
    for (index, entry) in series.enumerated() {
      let color = colors.map { $0[index] } ?? palette[index % palette.count]
      let points = entry.points.filter { $0.0 > 0 && $0.1 > 0 }
      let path = points.map { "\(fmt(x($0.0))),\(fmt(y($0.1)))" }.joined(separator: " ")
      svg += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>\n"
      for point in points {
        svg +=
          "<circle cx=\"\(fmt(x(point.0)))\" cy=\"\(fmt(y(point.1)))\" r=\"2.5\" fill=\"\(color)\"><title>\(escape(entry.name)): \(Format.compact(point.0)) → \(escape(yFormat(point.1)))</title></circle>\n"
      }
      svg += legend.entry(index, color: color)
    }
    return svg + "</svg>\n"
  }
}
