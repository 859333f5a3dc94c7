import Foundation

/// Number formatting shared by the exporters; fixed, locale-independent.
package enum Format {
  package static func nanoseconds(_ value: Double) -> String {
    switch value {
    case ..<10: String(format: "%.2f ns", value)
    case ..<1_000: String(format: "%.0f ns", value)
    case ..<1_000_000: String(format: "%.2f µs", value / 1_000)
    default: String(format: "%.2f ms", value / 1_000_000)
    }
  }

  package static func number(_ value: Double, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// A count in few digits: 950, 12.3 k, 4.56 M, 1.2 G.
  package static func compact(_ value: Double) -> String {
    switch abs(value) {
    case ..<1_000: String(format: "%.0f", value)
    case ..<1_000_000: String(format: "%.3g k", value / 1_000)
    case ..<1_000_000_000: String(format: "%.3g M", value / 1_000_000)
    default: String(format: "%.3g G", value / 1_000_000_000)
    }
  }

  /// "a", "a and b", "a, b and c".
  package static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 2 else { return items.joined(separator: " and ") }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  package static func ratio(_ value: Double?) -> String { value.map { String(format: "%.2f×", $0) } ?? "–" }

  /// The lowest and highest of some ratios, one sign for both: "0.62–93.60×".
  package static func ratioRange(_ range: ClosedRange<Double>) -> String {
    String(format: "%.2f–%.2f×", range.lowerBound, range.upperBound)
  }

  package static func count(_ value: Double?) -> String {
    guard let value else { return "–" }
    return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }

  package static func bytes(_ value: Double?) -> String {
    guard let value else { return "–" }
    switch value {
    case ..<10_000: return String(Int(value.rounded()))
    case ..<10_000_000: return String(format: "%.1f KB", value / 1_000)
    default: return String(format: "%.1f MB", value / 1_000_000)
    }
  }
}
