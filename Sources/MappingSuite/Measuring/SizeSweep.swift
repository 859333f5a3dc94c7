import BenchmarkKit
import Foundation
import MappingSeam

/// Inputs of one shape at growing sizes: how a conversion's cost grows with one parameter of the
/// document (array length, nesting depth, object width, string length).
package struct SweepFamily: Sendable {
  /// The family's name in reports: `depth`, `width`, `string_ascii`, …
  package var name: String
  /// What one unit of size is: "level", "field", "byte".
  package var unit: String
  /// One line on the input.
  package var summary: String
  /// The sizes of the full sweep, ascending.
  package var sizes: [Int]
  /// The sizes of the short sweep (`make bench`), ascending, at least three.
  package var quickSizes: [Int]
  /// The workload at one size.
  package var workload: @Sendable (Int) -> Workload

  package init(
    name: String, unit: String, summary: String, sizes: [Int], quickSizes: [Int],
    workload: @escaping @Sendable (Int) -> Workload
  ) {
    self.name = name
    self.unit = unit
    self.summary = summary
    self.sizes = sizes
    self.quickSizes = quickSizes
    self.workload = workload
  }
}

/// One measured point: a cell's median at one size.
package struct SweepPoint: Codable, Sendable, Hashable {
  package var family: String
  package var size: Int
  package var operation: CellOperation
  package var implementation: String
  /// Median nanoseconds per operation.
  package var nanoseconds: Double

  package init(
    family: String, size: Int, operation: CellOperation, implementation: String, nanoseconds: Double
  ) {
    self.family = family
    self.size = size
    self.operation = operation
    self.implementation = implementation
    self.nanoseconds = nanoseconds
  }
}

extension SweepPoint {
  /// Whether both points are the same cell at the same size.
  func sameCell(_ other: SweepPoint) -> Bool {
    family == other.family && size == other.size && operation == other.operation
      && implementation == other.implementation
  }
}

/// How one cell's cost grows: the exponent of a power law fitted to its largest sizes.
package struct SweepFit: Sendable, Hashable {
  package var family: String
  package var operation: CellOperation
  package var implementation: String
  /// The slope of log(time) over log(size) on the sizes fitted: 1.00 is linear, 2.00 quadratic.
  package var exponent: Double
  /// The sizes the exponent was fitted on.
  package var fittedSizes: [Int]
  /// Nanoseconds per unit of size, at each size.
  package var perUnit: [(size: Int, nanoseconds: Double)]

  /// The exponent above which growth is flagged: more than linear by more than noise explains.
  package static let flagAbove = 1.15

  package var flagged: Bool { exponent > Self.flagAbove }

  package static func == (lhs: SweepFit, rhs: SweepFit) -> Bool {
    lhs.family == rhs.family && lhs.operation == rhs.operation && lhs.implementation == rhs.implementation
      && lhs.exponent == rhs.exponent
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(family)
    hasher.combine(operation)
    hasher.combine(implementation)
  }
}

/// Measures families of sizes and fits how each cell's cost grows.
package enum SizeSweep {
  /// Every family at its sizes (`quick`: the short sweep), every implementation, the given operations:
  /// each size a workload whose cases the runner measures (time only).
  ///
  /// A cell whose fit is flagged is measured again at every size, up to `confirmations` times, keeping
  /// each size's fastest median: a noisy sample on a shared machine can tilt a slope fitted on three
  /// sizes past the flag, and a real super-linear step survives every repetition.
  package static func run(
    _ families: [SweepFamily], implementations: [any MappingImplementation],
    operations: Set<CellOperation>,
    quick: Bool, filter: [String] = [], skip: [String] = [], runner: Runner, confirmations: Int = 2
  ) -> [SweepPoint] {
    var points: [SweepPoint] = []
    for family in families {
      let sizes = quick ? family.quickSizes : family.sizes
      var measured = measure(family, sizes: sizes, implementations, operations, filter, skip, runner)
      for _ in 0..<confirmations {
        let flagged = fits(measured).filter(\.flagged).map {
          "/\($0.operation.rawValue)/\($0.implementation)"
        }
        guard !flagged.isEmpty else { break }
        let again = measure(
          family, sizes: sizes, implementations, operations, filter, skip, runner, only: Set(flagged))
        for point in again {
          guard let index = measured.firstIndex(where: { $0.sameCell(point) }) else { continue }
          measured[index].nanoseconds = min(measured[index].nanoseconds, point.nanoseconds)
        }
      }
      points += measured
    }
    return points
  }

  /// One family's points; `only`: the cells whose id ends with one of these (`/operation/implementation`).
  private static func measure(
    _ family: SweepFamily, sizes: [Int], _ implementations: [any MappingImplementation],
    _ operations: Set<CellOperation>, _ filter: [String], _ skip: [String], _ runner: Runner,
    only: Set<String>? = nil
  ) -> [SweepPoint] {
    sizes.flatMap { size in
      let cases = Runner.cases(of: [family.workload(size)], on: implementations, filter: filter, skip: skip)
        .filter { cell in
          operations.contains(cell.operation)
            && (only.map { only in only.contains { cell.id.hasSuffix($0) } } ?? true)
        }
      return runner.run(cases).compactMap { result in
        result.nanoseconds.map {
          SweepPoint(
            family: family.name, size: size, operation: result.operation,
            implementation: result.implementation,
            nanoseconds: $0.median)
        }
      }
    }
  }

  /// One fit per (family, operation, implementation) with at least three sizes.
  package static func fits(_ points: [SweepPoint]) -> [SweepFit] {
    var groups: [String: [SweepPoint]] = [:]
    var order: [String] = []
    for point in points {
      let key = "\(point.family)/\(point.operation.rawValue)/\(point.implementation)"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(point)
    }
    return order.compactMap { key in
      let group = groups[key]!.sorted { $0.size < $1.size }
      guard let first = group.first, let fitted = fittedRange(group.map(\.size)) else { return nil }
      let pairs = group.filter { fitted.contains($0.size) }.map { (Double($0.size), $0.nanoseconds) }
      return SweepFit(
        family: first.family, operation: first.operation, implementation: first.implementation,
        exponent: exponent(pairs), fittedSizes: fitted,
        perUnit: group.map { (size: $0.size, nanoseconds: $0.nanoseconds / Double(max($0.size, 1))) })
    }
  }

  /// The sizes a growth exponent is fitted on: those within two decades of the largest, and at least the
  /// largest three. A fixed cost dominates the smallest sizes and would pull the slope under its
  /// asymptote; the large end says how the cost grows.
  static func fittedRange(_ sizes: [Int]) -> [Int]? {
    let distinct = Array(Set(sizes)).sorted()
    guard distinct.count >= 3, let largest = distinct.last else { return nil }
    let upper = distinct.filter { Double($0) >= Double(largest) / 100 }
    return upper.count >= 3 ? upper : Array(distinct.suffix(3))
  }

  /// The least-squares slope of log(y) over log(x).
  package static func exponent(_ points: [(Double, Double)]) -> Double {
    let logs = points.filter { $0.0 > 0 && $0.1 > 0 }.map { (log($0.0), log($0.1)) }
    guard logs.count >= 2 else { return .nan }
    let meanX = logs.reduce(0) { $0 + $1.0 } / Double(logs.count)
    let meanY = logs.reduce(0) { $0 + $1.1 } / Double(logs.count)
    let covariance = logs.reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
    let variance = logs.reduce(0) { $0 + ($1.0 - meanX) * ($1.0 - meanX) }
    return variance > 0 ? covariance / variance : .nan
  }
}
