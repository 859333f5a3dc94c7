import BenchmarkKit
import Foundation
import JSONText
import MappingSuite

/// A scaffolded suite's sweep: each sample with its longest array grown to n elements, its own elements
/// repeated in turn, so that the sweep tells how a conversion's cost grows on the user's own shapes.
///
/// The array grown is the longest of those that hold objects (the records a user's API sends), else the
/// longest of any, among the arrays reached through objects only; on a tie the shallowest, then the first
/// by key order, so that the same sample always grows the same array.
/// Sizes stop where the document would pass ``fullBytes`` (the short sweep: ``quickBytes``), keeping at
/// least three.
enum SampleGrowth {
  /// The sizes tried, ascending.
  static let sizes = [1, 10, 100, 1_000, 10_000]
  /// The largest document of the full sweep and of the short one.
  static let fullBytes = 16 << 20
  static let quickBytes = 2 << 20

  /// The family growing `name`'s longest array, decoded as `Model`; nil when the sample holds no array or
  /// cannot be read.
  static func family<Model>(
    _ name: String, as type: Model.Type,
    load: @escaping @Sendable () throws -> (data: Data, object: [String: Any])
  ) -> SweepFamily? {
    guard let sample = try? load(), let longest = longestArray(in: sample.object),
      let arrayBytes = try? JSONWriter.data(longest.elements).count
    else { return nil }
    let path = longest.path
    let elementBytes = max(1, arrayBytes / longest.elements.count)
    let otherBytes = max(0, sample.data.count - arrayBytes)
    func fitting(_ limit: Int) -> [Int] {
      let fit = sizes.filter { otherBytes + $0 * elementBytes <= limit }
      return fit.count >= 3 ? fit : Array(sizes.prefix(3))
    }
    let full = fitting(fullBytes)
    let location = "$." + path.joined(separator: ".")
    return SweepFamily(
      name: name, unit: "element",
      summary: "\(name) with `\(location)` (\(longest.elements.count) in the sample) grown to n elements",
      sizes: full, quickSizes: Array(fitting(quickBytes).suffix(3))
    ) { size in
      .input("\(name)_\(size)", summary: "\(name) with \(size) elements at `\(location)`", as: Model.self) {
        let object = grown(try load().object, at: path, to: size)
        return (try JSONWriter.data(object), object)
      }
    }
  }

  /// The array to grow (see the type's summary), reached through objects from `object`, and its path.
  static func longestArray(in object: [String: Any]) -> (path: [String], elements: [Any])? {
    var best: (path: [String], elements: [Any])?
    func rank(_ elements: [Any]) -> (Int, Int) { (elements.first is [String: Any] ? 1 : 0, elements.count) }
    // Breadth first, keys sorted: on a tie the shallowest array wins, then the first by key order.
    var level: [(path: [String], object: [String: Any])] = [([], object)]
    while !level.isEmpty {
      var next: [(path: [String], object: [String: Any])] = []
      for (path, object) in level {
        for key in object.keys.sorted() {
          if let array = object[key] as? [Any], !array.isEmpty,
            best.map({ rank(array) > rank($0.elements) }) ?? true
          {
            best = (path + [key], array)
          } else if let nested = object[key] as? [String: Any] {
            next.append((path + [key], nested))
          }
        }
      }
      level = next
    }
    return best
  }

  /// `object` with the array at `path` replaced by `size` of its elements, repeated in turn.
  static func grown(_ object: [String: Any], at path: [String], to size: Int) -> [String: Any] {
    guard let key = path.first else { return object }
    var copy = object
    if path.count == 1, let elements = copy[key] as? [Any], !elements.isEmpty {
      copy[key] = (0..<size).map { elements[$0 % elements.count] }
    } else if let nested = copy[key] as? [String: Any] {
      copy[key] = grown(nested, at: Array(path.dropFirst()), to: size)
    }
    return copy
  }
}
