import BenchmarkCommands
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import MappingSuite
import ModelAdapters
import ModelFixtures

extension BenchmarkSuite {
  /// ModelBench's eight workloads on every implementation it benchmarks and on `extra` (your mapper,
  /// as the examples add theirs), ranked against hand-written code; instructions counted by `count`
  /// children, the fixtures' keys known to the output check.
  public static func builtIn(
    adding extra: [any MappingImplementation] = [], allocator: Allocator
  ) -> BenchmarkSuite {
    let implementations = Implementations.benchmarked + extra
    var suite = BenchmarkSuite(
      workloads: Workloads.all, quickWorkloads: Workloads.quick, implementations: implementations,
      lineup: Lineup(
        implementations, reference: Implementations.reference, pivot: Implementations.pivot,
        publishedNames: Implementations.publishedNames),
      allocator: allocator, countInstructions: CountCommand.countInstructions)
    suite.propertyNames = FixtureKeys.propertyNames
    suite.fixtures = Fixture.directory
    suite.sweepFamilies = { SweepFamilies.all }
    suite.comparisons = Workloads.comparisons
    return suite
  }
}
