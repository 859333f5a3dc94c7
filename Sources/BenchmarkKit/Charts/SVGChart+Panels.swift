import Foundation

extension SVGChart {
  /// One bar of a panel: a member's value, its colour and the label written beside it.
  package struct Bar: Sendable {
    package var name: String
    package var color: String
    /// nil draws no bar and writes `label` (the reason a cell is empty, "–").
    package var value: Double?
    package var label: String

    package init(name: String, color: String, value: Double?, label: String) {
      self.name = name
      self.color = color
      self.value = value
      self.label = label
    }
  }

  /// One panel: a heading and its bars, on an axis of its own.
  package struct Panel: Sendable {
    package var title: String
    package var bars: [Bar]

    package init(title: String, bars: [Bar]) {
      self.title = title
      self.bars = bars
    }
  }

  /// Small multiples of horizontal bars: each panel has its own axis, so operations of very different
  /// scale are never drawn against one another, and each bar's value is written beside it. A logarithmic
  /// axis (for ratios) spans whole powers of ten, each marked, so that 1.2× and 35× are both readable.
  ///
  /// - Parameters:
  ///   - title: The chart's heading.
  ///   - subtitle: One line under the heading: what the bars are.
  ///   - panels: The panels, left to right, then top to bottom.
  ///   - reference: A value marked by a dashed line in every panel (1.00× for ratio charts).
  ///   - columns: Panels side by side.
  ///   - logScale: Whether each panel's axis is logarithmic (values must be positive).
  package static func panels(
    title: String, subtitle: String, panels: [Panel], reference: Double? = nil, columns: Int = 2,
    logScale: Bool = false
  ) -> String {
    let nameWidth = (panels.flatMap { $0.bars.map { textWidth($0.name) } }.max() ?? 40) + 12
    let labelWidth = (panels.flatMap { $0.bars.map { textWidth($0.label) } }.max() ?? 30) + 12
    let barArea = 190.0
    let barHeight = 14.0
    let rowHeight = 18.0
    let panelWidth = nameWidth + barArea + labelWidth + 20
    let columns = max(1, min(columns, panels.count))
    let rows = (panels.count + columns - 1) / max(columns, 1)
    // A logarithmic axis writes its powers of ten under the bars.
    let axisHeight = logScale ? 14.0 : 0
    let panelHeights = panels.map { 30 + Double(max($0.bars.count, 1)) * rowHeight + 10 + axisHeight }
    // Each row of panels is as tall as its tallest panel.
    var rowTops: [Double] = []
    var top = 52.0
    for row in 0..<rows {
      rowTops.append(top)
      let heights = (0..<columns).compactMap { column -> Double? in
        let index = row * columns + column
        return index < panels.count ? panelHeights[index] : nil
      }
      top += (heights.max() ?? 0) + 8
    }
    let width = max(20 + Double(columns) * panelWidth, textWidth(title, size: 14, bold: true) + 40)
    var svg = opening(width: width, height: top + 6, title: title)
    svg += "<text x=\"20\" y=\"38\" fill=\"#555\">\(escape(subtitle))</text>\n"
    for (index, panel) in panels.enumerated() {
      let left = 20 + Double(index % columns) * panelWidth
      let panelTop = rowTops[index / columns]
      let plotLeft = left + nameWidth
      let values = panel.bars.compactMap(\.value).filter { $0 > 0 } + (reference.map { [$0] } ?? [])
      let largest = values.max() ?? 0
      let scale = largest > 0 ? barArea / (largest * 1.05) : 0
      // One power of ten below the smallest value, so that a bar at exactly 1× still has a length.
      let low = floor(log10((values.min() ?? 1) * 0.99))
      let high = max(ceil(log10(largest > 0 ? largest : 1)), low + 1)
      // Where a value ends on the panel's axis, from its left edge.
      func position(_ value: Double) -> Double {
        guard logScale else { return value * scale }
        return barArea * (log10(max(value, pow(10, low))) - low) / (high - low)
      }
      svg +=
        "<text x=\"\(fmt(left))\" y=\"\(fmt(panelTop + 14))\" font-weight=\"bold\">\(escape(panel.title))</text>\n"
      let bottom = panelTop + 24 + Double(panel.bars.count) * rowHeight
      // A logarithmic axis's powers of ten, under the bars.
      if logScale, scale > 0 {
        for exponent in stride(from: low, through: high, by: 1) {
          let x = plotLeft + position(pow(10, exponent))
          let label =
            exponent < 0
            ? String(format: "%.\(Int(-exponent))f×", pow(10, exponent)) : "\(Int(pow(10, exponent)))×"
          svg +=
            gridLine(x1: fmt(x), y1: fmt(panelTop + 20), x2: fmt(x), y2: fmt(bottom))
            + "<text x=\"\(fmt(x))\" y=\"\(fmt(bottom + 11))\" text-anchor=\"middle\" fill=\"#555\" font-size=\"10\">\(label)</text>\n"
        }
      }
      for (row, bar) in panel.bars.enumerated() {
        let y = panelTop + 24 + Double(row) * rowHeight
        svg +=
          "<text x=\"\(fmt(plotLeft - 6))\" y=\"\(fmt(y + barHeight - 3))\" text-anchor=\"end\">\(escape(bar.name))</text>\n"
        let length = bar.value.map { max(position($0), 1) } ?? 0
        if bar.value != nil {
          svg +=
            "<rect x=\"\(fmt(plotLeft))\" y=\"\(fmt(y))\" width=\"\(fmt(length))\" height=\"\(fmt(barHeight))\" fill=\"\(bar.color)\"><title>\(escape(panel.title)), \(escape(bar.name)): \(escape(bar.label))</title></rect>\n"
        }
        svg +=
          "<text x=\"\(fmt(plotLeft + length + 4))\" y=\"\(fmt(y + barHeight - 3))\">\(escape(bar.label))</text>\n"
      }
      if let reference, scale > 0 {
        let x = plotLeft + position(reference)
        svg +=
          "<line x1=\"\(fmt(x))\" y1=\"\(fmt(panelTop + 20))\" x2=\"\(fmt(x))\" y2=\"\(fmt(bottom))\" stroke=\"#333\" stroke-dasharray=\"3 3\"/>\n"
      }
    }
    return svg + "</svg>\n"
  }
}
