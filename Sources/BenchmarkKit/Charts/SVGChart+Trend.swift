import Foundation

extension SVGChart {
  /// A trend across commits: one line per series, each value as its change from the series' first
  /// value, so that series of very different sizes share one axis and a 5 % step looks the same in each.
  ///
  /// Commits are evenly spaced on the horizontal axis and labelled; a missing value (a commit not
  /// counted) breaks the line. Marks are dashed vertical lines before a commit (a toolchain change);
  /// highlighted points (steps) get a ring.
  /// - Parameters:
  ///   - title: The chart's heading.
  ///   - labels: One label per commit, oldest first.
  ///   - series: Series names with one value per commit (nil where there is none).
  ///   - marks: Commit indices with the text written at their line.
  ///   - highlights: (series index, commit index) pairs to ring.
  ///   - valueFormat: How a value is written in a point's tooltip (compact numbers unless told).
  package static func trend(
    title: String, labels: [String], series: [(name: String, values: [Double?])],
    marks: [(index: Int, text: String)] = [], highlights: Set<[Int]> = [],
    valueFormat: ((Double) -> String)? = nil
  ) -> String {
    let valueFormat = valueFormat ?? { Format.compact($0) }
    let left = 70.0
    let top = 40.0
    let step = max(24.0, min(60.0, 560.0 / Double(max(labels.count - 1, 1))))
    let plotWidth = max(step * Double(max(labels.count - 1, 1)), 240)
    let plotHeight = 240.0
    let relative: [[Double?]] = series.map { entry in
      guard let first = entry.values.compactMap({ $0 }).first, first > 0 else {
        return entry.values.map { _ in nil }
      }
      return entry.values.map { $0.map { ($0 / first - 1) * 100 } }
    }
    let all = relative.flatMap { $0.compactMap { $0 } }
    var low = min(all.min() ?? 0, 0)
    var high = max(all.max() ?? 0, 0)
    if high - low < 10 {
      let middle = (high + low) / 2
      low = min(low, middle - 5)
      high = max(high, middle + 5)
    }
    let tick = niceTick((high - low) / 5)
    low = floor(low / tick) * tick
    high = ceil(high / tick) * tick
    func x(_ index: Int) -> Double {
      labels.count == 1 ? left + plotWidth / 2 : left + plotWidth * Double(index) / Double(labels.count - 1)
    }
    func y(_ value: Double) -> Double { top + plotHeight * (1 - (value - low) / (high - low)) }
    let labelDepth = (labels.map { textWidth($0) }.max() ?? 0) * 0.71 + 14
    let legendTop = top + plotHeight + labelDepth + 30
    let legend = Legend(names: series.map(\.name), availableWidth: plotWidth + left - 20, top: legendTop)
    let width = max(left + plotWidth + 50, textWidth(title, size: 14, bold: true) + 30)
    var svg = opening(width: width, height: legend.bottom, title: title)
    var value = low
    while value <= high + tick / 2 {
      let position = y(value)
      let color = abs(value) < tick / 2 ? "#999" : "#ddd"
      svg +=
        "<line x1=\"\(Int(left))\" y1=\"\(fmt(position))\" x2=\"\(fmt(left + plotWidth))\" y2=\"\(fmt(position))\" stroke=\"\(color)\"/>\n"
      let text = (value > 0 ? "+" : "") + Format.number(value, digits: tick < 1 ? 1 : 0) + " %"
      svg +=
        "<text x=\"\(Int(left - 6))\" y=\"\(fmt(position + 4))\" text-anchor=\"end\">\(escape(text))</text>\n"
      value += tick
    }
    for (index, label) in labels.enumerated() {
      let position = x(index)
      let below = top + plotHeight + 12
      svg +=
        "<text x=\"\(fmt(position))\" y=\"\(fmt(below))\" text-anchor=\"end\" transform=\"rotate(-45 \(fmt(position)) \(fmt(below)))\">\(escape(label))</text>\n"
    }
    svg +=
      "<text x=\"16\" y=\"\(Int(top + plotHeight / 2))\" transform=\"rotate(-90 16 \(Int(top + plotHeight / 2)))\" text-anchor=\"middle\">change from the first commit</text>\n"
    for mark in marks where labels.indices.contains(mark.index) {
      let position = mark.index == 0 ? x(0) : (x(mark.index - 1) + x(mark.index)) / 2
      svg +=
        "<line x1=\"\(fmt(position))\" y1=\"\(Int(top))\" x2=\"\(fmt(position))\" y2=\"\(Int(top + plotHeight))\" stroke=\"#c00\" stroke-dasharray=\"4 3\"/>\n"
      svg +=
        "<text x=\"\(fmt(position + 3))\" y=\"\(Int(top + 10))\" fill=\"#c00\">\(escape(mark.text))</text>\n"
    }
    for (seriesIndex, entry) in series.enumerated() {
      let color = palette[seriesIndex % palette.count]
      var run: [String] = []
      func flush() {
        if run.count > 1 {
          svg +=
            "<polyline points=\"\(run.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>\n"
        }
        run = []
      }
      for (index, point) in relative[seriesIndex].enumerated() {
        guard let point, let raw = entry.values[index] else {
          flush()
          continue
        }
        run.append("\(fmt(x(index))),\(fmt(y(point)))")
        svg +=
          "<circle cx=\"\(fmt(x(index)))\" cy=\"\(fmt(y(point)))\" r=\"2.5\" fill=\"\(color)\"><title>\(escape(entry.name)) at \(escape(labels[index])): \(escape(valueFormat(raw)))</title></circle>\n"
        if highlights.contains([seriesIndex, index]) {
          svg +=
            "<circle cx=\"\(fmt(x(index)))\" cy=\"\(fmt(y(point)))\" r=\"6\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>\n"
        }
      }
      flush()
      svg += legend.entry(seriesIndex, color: color)
    }
    return svg + "</svg>\n"
  }

  /// A tick spacing of 1, 2 or 5 times a power of ten near `rough`.
  static func niceTick(_ rough: Double) -> Double {
    guard rough > 0, rough.isFinite else { return 1 }
    let power = pow(10, floor(log10(rough)))
    let scaled = rough / power
    return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power
  }
}
