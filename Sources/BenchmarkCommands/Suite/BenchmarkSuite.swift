// BenchmarkCommands — the runner's commands as a library: `run` (the benchmark and its report), `report`,
// `compare`, `instructions`, `check` and the `cold` and `count` children, on whatever suite the executable
// registers, so that ModelBench's own `modelbench` and a package made by `modelbench scaffold` write the
// same report (BenchmarkMain gathers them into one command line). The allocation counter is
// the executable's (`Allocator`, BenchmarkJemalloc's `.jemalloc`): jemalloc is linked by executables only,
// never into a library the tests link (under AddressSanitizer the runtime's memory would cross allocators).

import ArgumentParser
import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite
import ModelRuntime

/// What a runner measures: its workloads, its implementations and how the report ranks them.
///
/// An executable registers its suite in `current` before it parses its command line; the commands of
/// this module read it from there (a command's type cannot carry it: ArgumentParser makes commands).
public struct BenchmarkSuite: Sendable {
  /// The report's heading.
  public var title: String
  package var workloads: [Workload]
  /// The workloads of `run --quick`.
  package var quickWorkloads: [Workload]
  /// What is measured: the designs, the baselines and any implementation the executable adds.
  public var implementations: [any MappingImplementation]
  package var lineup: Lineup
  /// Documents whose round trip `run` checks and reports ("Behaviour on your data").
  package var samples: [SampleDocument]
  /// Each JSON key of the samples with the property names it was given (a scaffolded package's
  /// `SampleKeys.propertyNames`): the check pairs a value written under its property's name with its key.
  public var propertyNames: [String: [String]] = [:]
  /// Workloads `run --alongside NAME` adds beside the suite's own (a scaffolded package's runner offers
  /// ModelBench's built-in ones, to compare its ratios with theirs in one run).
  package var companions: [Workload] = []
  /// The companions `run` measures when `--alongside` is not given, so that the report can say whether
  /// the suite's workloads behave like them.
  public var defaultCompanions: [String] = []
  /// Workload sets whose ratios the report's answer holds against each other (``WorkloadComparison``).
  package var comparisons: [WorkloadComparison] = []
  /// REPORT.md's sections after the answer, in the order it shows them.
  package var reportSections = ReportSection.standard
  /// Where `run` writes its report unless told.
  public var defaultOutput: String
  /// Where `run` reads the published figures unless told (`--reference`).
  public var defaultReference = "../shared/reference/yymodel_published_benchmark.csv"
  /// The allocator whose statistics count allocations.
  public var allocator: Allocator
  /// Counts instructions per operation of the cases (`run --instructions`), given `quick` and the
  /// `--extra-work` settings; nil where the runner cannot (only `modelbench` has the callgrind child).
  package var countInstructions: InstructionCounter?
  /// Where the instructions of the cases go, by phase (`run --anatomy`); nil where the runner cannot.
  package var measureAnatomy: AnatomyMeasurer?
  /// What the catalogue and the sources say of each design, for the decision guide; nil where the
  /// runner has no catalogue.
  package var decisionFacts: DecisionFactsSource?
  /// The anchor programs and their paired rounds (`AnchorRound`, BenchmarkKit) for "Against the fastest";
  /// nil where the runner has no anchors.
  package var measureAnchors: AnchorMeasurer?
  /// The families `sweep` and `run --sweep` grow (`SweepFamily`, BenchmarkKit); made only when a sweep
  /// runs, since a scaffolded suite's families read its samples.
  package var sweepFamilies: SweepFamilySource = { [] }
  /// Peak resident memory of bytes → model at each document size in MB (the sweep's memory table); nil
  /// where the runner has no child process to measure it in.
  package var measurePeakMemory: PeakMemoryMeasurer?
  /// The machine code each implementation adds (``CodeSize``); nil where the runner cannot tell.
  package var measureCodeSize: CodeSizeMeasurer?
  /// The fixtures folder a past commit's runner is told to read (`MODELBENCH_FIXTURES`) by `history` and
  /// `bisect`, whose worktree lives elsewhere; nil where the suite's runner reads none of its own.
  public var fixtures: URL?

  package init(
    title: String = "ModelBench report", workloads: [Workload], quickWorkloads: [Workload],
    implementations: [any MappingImplementation],
    lineup: Lineup, allocator: Allocator, samples: [SampleDocument] = [],
    defaultOutput: String = "Reports/latest",
    countInstructions: InstructionCounter? = nil
  ) {
    self.title = title
    self.workloads = workloads
    self.quickWorkloads = quickWorkloads
    self.implementations = implementations
    self.lineup = lineup
    self.allocator = allocator
    self.samples = samples
    self.defaultOutput = defaultOutput
    self.countInstructions = countInstructions
  }

  /// The behaviour check of every sample (`check`, and "Behaviour on your data" in `run`'s report).
  func checkSamples() -> [SampleBehaviour] {
    samples.map { $0.check(implementations, propertyNames) }
  }

  /// What `run` needs of the allocator the executable links.
  public struct Allocator: Sendable {
    /// Counts allocations exactly.
    package var counter: any AllocationCounter
    /// Its version, for the report.
    package var version: String
    /// Whether it serves the process's `malloc` and the Swift runtime's allocations.
    package var isActive: @Sendable () -> Bool

    package init(counter: any AllocationCounter, version: String, isActive: @escaping @Sendable () -> Bool) {
      self.counter = counter
      self.version = version
      self.isActive = isActive
    }

    /// No allocator of the suite's own: for a suite whose cells another harness times (package-benchmark
    /// counts allocations itself) or a test's. `run` refuses it.
    public static let uncounted = Allocator(counter: Uncounted(), version: "none", isActive: { false })

    private struct Uncounted: AllocationCounter {
      func snapshot() -> AllocationSnapshot { AllocationSnapshot(allocations: 0, bytes: 0) }
      func exactly<R>(_ body: () throws -> R) rethrows -> R { try body() }
    }
  }

  /// The cell `id` (workload/operation/implementation) of the suite's workloads and companions, with
  /// only its workload and implementation built (the others' inputs, and their archives, would be
  /// loaded and converted for nothing, for minutes under valgrind); nil when there is no such cell.
  package func cell(_ id: String) -> BenchmarkCase? {
    cell(id, among: workloads + companions)
  }

  /// The cell `id` of one of `workloads` (which the suite need not list, such as a sweep's sizes) on
  /// the suite's implementations, built as ``cell(_:)`` builds it.
  package func cell(_ id: String, among workloads: [Workload]) -> BenchmarkCase? {
    guard let cell = CellID(id) else { return nil }
    let implementations = self.implementations.filter { $0.id == cell.implementation }
    return Runner.cases(of: workloads.filter { $0.name == cell.workload }, on: implementations, filter: [id])
      .first { $0.id == id }
  }

  private static let registered = Locked<BenchmarkSuite?>(nil)

  /// The suite the commands run; set once by the executable before its command line is parsed.
  package static var current: BenchmarkSuite {
    get {
      guard let suite = registered.withLock({ $0 }) else {
        preconditionFailure("BenchmarkSuite.current was read before the executable registered its suite")
      }
      return suite
    }
    set { registered.withLock { $0 = newValue } }
  }
}

extension BenchmarkSuite {
  /// Refuses a suite two of whose implementations share an id: ids name cells, filters and expectation
  /// tables, so one id for two would mix their cells.
  package func validate() throws(ValidationError) { try Self.validate(implementations) }

  /// Refuses implementations two of which share an id.
  package static func validate(_ implementations: [any MappingImplementation]) throws(ValidationError) {
    var first: [String: String] = [:]
    for implementation in implementations {
      if let earlier = first[implementation.id] {
        throw ValidationError(
          "two implementations have the id '\(implementation.id)' (\(earlier) and \(implementation.displayName)): "
            + "ids name cells, filters and expectation tables; give each its own")
      }
      first[implementation.id] = implementation.displayName
    }
  }
}
