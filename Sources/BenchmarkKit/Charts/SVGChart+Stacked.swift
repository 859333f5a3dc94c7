import Foundation

extension SVGChart {
  /// The colours of stacked segments: more than the bar palette, since a bar has up to a dozen phases.
  static let segmentPalette = [
    "#3366cc", "#6699ee", "#109618", "#66bb55", "#ff9900", "#990099", "#0099c6", "#dc3912", "#dd4477",
    "#aaaa11", "#994499", "#22aa99", "#888888", "#316395", "#b82e2e",
  ]

  /// Horizontal stacked bars on a linear scale: one bar per row, one segment per part.
  /// - Parameters:
  ///   - title: The chart's heading.
  ///   - rows: Bar labels, top to bottom.
  ///   - parts: Part names with one value per row (the legend, in stacking order).
  ///   - unit: The axis label.
  package static func stackedBars(
    title: String, rows: [String], parts: [(name: String, values: [Double])], unit: String
  )
    -> String
  {
    let barHeight = 18.0
    let gap = 8.0
    let top = 36.0
    let left = 20 + (rows.map { textWidth($0) }.max() ?? 0)
    let plotWidth = 520.0
    let totals = rows.indices.map { row in
      parts.reduce(0) { $0 + (row < $1.values.count ? $1.values[row] : 0) }
    }
    let maxTotal = max(totals.max() ?? 1, 1)
    // A round axis end: 1, 2 or 5 × a power of ten.
    let magnitude = pow(10, floor(log10(maxTotal)))
    let axisEnd =
      [1.0, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map { $0 * magnitude }.first { $0 >= maxTotal } ?? maxTotal
    let plotBottom = top + Double(rows.count) * (barHeight + gap)
    let legendTop = plotBottom + 46
    let legendColumns = 3
    let legendWidth = (parts.map { textWidth($0.name) }.max() ?? 0) + 26
    let width = max(
      left + plotWidth + 40, 20 + Double(legendColumns) * legendWidth,
      textWidth(title, size: 14, bold: true) + 30)
    let height = legendTop + Double((parts.count + legendColumns - 1) / legendColumns) * 16 + 10
    func x(_ value: Double) -> Double { left + plotWidth * value / axisEnd }
    var svg = opening(width: width, height: height, title: title)
    for step in 0...4 {
      let value = axisEnd * Double(step) / 4
      svg += gridLine(x1: fmt(x(value)), y1: "\(Int(top - 4))", x2: fmt(x(value)), y2: fmt(plotBottom))
      svg +=
        "<text x=\"\(fmt(x(value)))\" y=\"\(fmt(plotBottom + 14))\" text-anchor=\"middle\">\(escape(Format.compact(value)))</text>\n"
    }
    svg +=
      "<text x=\"\(fmt(left + plotWidth / 2))\" y=\"\(fmt(plotBottom + 27))\" text-anchor=\"middle\">\(escape(unit))</text>\n"
    for (row, label) in rows.enumerated() {
      let y = top + Double(row) * (barHeight + gap)
      svg +=
        "<text x=\"\(fmt(left - 6))\" y=\"\(fmt(y + barHeight - 5))\" text-anchor=\"end\">\(escape(label))</text>\n"
      var start = 0.0
      for (index, part) in parts.enumerated() {
        let value = row < part.values.count ? part.values[row] : 0
        guard value > 0 else { continue }
        let share = totals[row] > 0 ? value / totals[row] * 100 : 0
        svg +=
          "<rect x=\"\(fmt(x(start)))\" y=\"\(fmt(y))\" width=\"\(fmt(x(start + value) - x(start)))\" height=\"\(fmt(barHeight))\" fill=\"\(segmentPalette[index % segmentPalette.count])\"><title>\(escape(label)): \(escape(part.name)) \(Format.compact(value)) (\(Format.number(share, digits: 0)) %)</title></rect>\n"
        start += value
      }
    }
    for (index, part) in parts.enumerated() {
      let column = Double(index % legendColumns)
      let legendY = legendTop + Double(index / legendColumns) * 16
      let legendX = 20 + column * legendWidth
      svg +=
        "<rect x=\"\(fmt(legendX))\" y=\"\(fmt(legendY - 9))\" width=\"10\" height=\"10\" fill=\"\(segmentPalette[index % segmentPalette.count])\"/>\n"
      svg += "<text x=\"\(fmt(legendX + 16))\" y=\"\(fmt(legendY))\">\(escape(part.name))</text>\n"
    }
    return svg + "</svg>\n"
  }
}
