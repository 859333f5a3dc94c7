import BenchmarkKit
import Foundation

/// Workloads whose ratios the answer holds against another set's: a design whose ratio to the reference
/// on `workloads` is more than the answer's tolerance times its ratio on `against` is named there.
///
/// The suite says which (ModelBench: its `kinds` workload, the shapes of real APIs, against the APIs every
/// run measures), so that a design slow on a kind of property only some payloads have is not hidden in a
/// mean.
package struct WorkloadComparison: Codable, Sendable, Hashable {
  /// The workloads whose ratios are held up.
  package var workloads: [String]
  /// The workloads they are held against.
  package var against: [String]

  package init(_ workloads: [String], against: [String]) {
    self.workloads = workloads
    self.against = against
  }
}
