import Foundation

/// Bar charts as standalone SVG: no dependencies, fixed layout, deterministic output (golden-tested).
package enum SVGChart {
  static let palette = ["#3366cc", "#dc3912", "#ff9900", "#109618", "#990099", "#0099c6", "#dd4477"]

  /// Grouped bars on a log scale: one group per category, one bar per series.
  /// - Parameters:
  ///   - title: The chart's heading.
  ///   - categories: Group labels, left to right.
  ///   - series: Series names with one value per category (nil leaves a gap).
  ///   - unit: The axis label.
  ///   - logScale: Whether the value axis is logarithmic.
  package static func groupedBars(
    title: String, categories: [String], series: [(name: String, values: [Double?])], unit: String,
    logScale: Bool
  ) -> String {
    let barWidth = 14.0
    let groupGap = 24.0
    let top = 40.0
    let plotHeight = 260.0
    let groupWidth = Double(max(series.count, 1)) * barWidth + groupGap
    // Sizes from the content: category labels are drawn at -35°, so they reach down and to the left of
    // their group by their length; the title and the legend need their text's width.
    let longestLabel = categories.map { textWidth($0) }.max() ?? 0
    let labelDrop = longestLabel * sin(35 * .pi / 180) + 24
    let labelReach = longestLabel * cos(35 * .pi / 180)
    let left = max(90, labelReach - groupGap / 2 - Double(max(series.count, 1)) * barWidth / 2 + 10)
    let plotRight = left + Double(categories.count) * groupWidth + 20
    let legendRight = left + 16 + (series.map { textWidth($0.name) }.max() ?? 0) + 10
    let titleRight = left + textWidth(title, size: 14, bold: true) + 10
    let width = max(plotRight, legendRight, titleRight)
    let legendTop = top + plotHeight + labelDrop
    let height = legendTop + Double(series.count) * 16 + 10
    // The axis's unit, beside the tick labels.
    let unitX = left - 74
    let values = series.flatMap { $0.values.compactMap { $0 } }.filter { $0 > 0 }
    let maxValue = values.max() ?? 1
    let minValue = values.min() ?? 1
    let lowExponent = logScale ? floor(log10(minValue)) : 0
    let highExponent = logScale ? max(ceil(log10(maxValue)), lowExponent + 1) : 0
    func y(_ value: Double) -> Double {
      if logScale {
        let fraction = (log10(max(value, pow(10, lowExponent))) - lowExponent) / (highExponent - lowExponent)
        return top + plotHeight * (1 - fraction)
      }
      return top + plotHeight * (1 - value / (maxValue * 1.1))
    }
    var svg = opening(width: width, height: height, title: title, titleX: left)
    if logScale {
      for exponent in stride(from: lowExponent, through: highExponent, by: 1) {
        let value = pow(10, exponent)
        let position = y(value)
        svg += gridLine(x1: "\(Int(left))", y1: fmt(position), x2: "\(Int(width - 10))", y2: fmt(position))
        svg +=
          "<text x=\"\(Int(left - 6))\" y=\"\(fmt(position + 4))\" text-anchor=\"end\">\(escape(Format.nanoseconds(value)))</text>\n"
      }
    } else {
      for step in 0...4 {
        let value = maxValue * 1.1 * Double(step) / 4
        let position = y(value)
        svg += gridLine(x1: "\(Int(left))", y1: fmt(position), x2: "\(Int(width - 10))", y2: fmt(position))
        svg +=
          "<text x=\"\(Int(left - 6))\" y=\"\(fmt(position + 4))\" text-anchor=\"end\">\(Format.number(value, digits: 1))</text>\n"
      }
    }
    svg +=
      "<text x=\"\(Int(unitX))\" y=\"\(Int(top + plotHeight / 2))\" transform=\"rotate(-90 \(Int(unitX)) \(Int(top + plotHeight / 2)))\" text-anchor=\"middle\">\(escape(unit))</text>\n"
    for (groupIndex, category) in categories.enumerated() {
      let groupLeft = left + Double(groupIndex) * groupWidth + groupGap / 2
      for (seriesIndex, entry) in series.enumerated() {
        guard groupIndex < entry.values.count, let value = entry.values[groupIndex], value > 0 else {
          continue
        }
        let x = groupLeft + Double(seriesIndex) * barWidth
        let barTop = y(value)
        svg +=
          "<rect x=\"\(fmt(x))\" y=\"\(fmt(barTop))\" width=\"\(fmt(barWidth - 2))\" height=\"\(fmt(top + plotHeight - barTop))\" fill=\"\(palette[seriesIndex % palette.count])\"><title>\(escape(entry.name)): \(escape(category)) \(Format.number(value, digits: 2))</title></rect>\n"
      }
      let labelX = groupLeft + Double(series.count) * barWidth / 2
      svg +=
        "<text x=\"\(fmt(labelX))\" y=\"\(Int(top + plotHeight + 14))\" text-anchor=\"end\" transform=\"rotate(-35 \(fmt(labelX)) \(Int(top + plotHeight + 14)))\">\(escape(category))</text>\n"
    }
    for (seriesIndex, entry) in series.enumerated() {
      let legendY = legendTop + 10 + Double(seriesIndex) * 16
      svg +=
        "<rect x=\"\(Int(left))\" y=\"\(fmt(legendY - 9))\" width=\"10\" height=\"10\" fill=\"\(palette[seriesIndex % palette.count])\"/>\n"
      svg += "<text x=\"\(Int(left + 16))\" y=\"\(fmt(legendY))\">\(escape(entry.name))</text>\n"
    }
    return svg + "</svg>\n"
  }

  static func fmt(_ value: Double) -> String { String(format: "%.1f", value) }

  /// A light grid line between two points, their coordinates written as given.
  static func gridLine(x1: String, y1: String, x2: String, y2: String) -> String {
    "<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\" stroke=\"#ddd\"/>\n"
  }

  /// A chart's opening: its canvas, a white background and its title at `titleX`.
  static func opening(width: Double, height: Double, title: String, titleX: Double = 20) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" font-family="sans-serif" font-size="11">
    <rect width="100%" height="100%" fill="white"/>
    <text x="\(Int(titleX))" y="20" font-size="14" font-weight="bold">\(escape(title))</text>

    """
  }

  /// A legend below a plot: its entries in as many columns as fit `availableWidth`, from `top` down.
  struct Legend {
    let names: [String]
    let top: Double
    let entryWidth: Double
    let columns: Int

    init(names: [String], availableWidth: Double, top: Double) {
      self.names = names
      self.top = top
      entryWidth = (names.map { textWidth($0) }.max() ?? 0) + 26
      columns = max(1, Int(availableWidth / max(entryWidth, 1)))
    }

    /// Where the legend ends, with a margin: the canvas's height.
    var bottom: Double { top + Double((names.count + columns - 1) / columns) * 16 + 10 }

    /// The swatch and name of entry `index`.
    func entry(_ index: Int, color: String) -> String {
      let x = 20 + Double(index % columns) * entryWidth
      let y = top + Double(index / columns) * 16
      return "<rect x=\"\(fmt(x))\" y=\"\(fmt(y - 9))\" width=\"10\" height=\"10\" fill=\"\(color)\"/>\n"
        + "<text x=\"\(fmt(x + 16))\" y=\"\(fmt(y))\">\(escape(names[index]))</text>\n"
    }
  }

  /// A generous estimate of a text's width in a sans-serif font: 0.62 em per character (0.68 bold), the
  /// average advance of the wide letters and digits the labels use.
  static func textWidth(_ text: String, size: Double = 11, bold: Bool = false) -> Double {
    Double(text.count) * size * (bold ? 0.68 : 0.62)
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
