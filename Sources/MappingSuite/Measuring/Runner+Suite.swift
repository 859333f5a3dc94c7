import BenchmarkKit
import Foundation
import MappingSeam

extension Runner {
  /// The cases of every workload on every implementation, in report order.
  ///
  /// - Parameters:
  ///   - workloads: The inputs, in report order.
  ///   - implementations: The implementations, in report order.
  ///   - filter: keep only cases whose id (`workload/operation/implementation`) contains one of these;
  ///     a filter that names workloads also spares building the others' cases, and filters that each name
  ///     an operation other than archive and unarchive spare archiving the models.
  ///   - skip: leave out cases whose id contains one of these.
  ///   - names: Each JSON key with the property names it was given (a scaffolded package's): the output
  ///     check pairs a value written under its property's name with its key.
  ///   - adjust: applied to every case (the runner's hidden `--extra-work` and `--inject-fault` use it).
  ///
  /// Each case is checked before it is timed: its output meets its conversion's `OutputContract`, and, for
  /// an implementation other than the reference (`MappingImplementation.isReference`), its output as a JSON
  /// tree matches the reference's, allowing the differences a ``BehaviourKind`` explains. A cell whose
  /// output is wrong is refused, not timed.
  package static func cases(
    of workloads: [Workload], on implementations: [any MappingImplementation], filter: [String] = [],
    skip: [String] = [], names: [String: [String]] = [:], adjust: (BenchmarkCase) -> BenchmarkCase = { $0 }
  ) -> [BenchmarkCase] {
    let named = workloads.filter { workload in filter.contains { $0.contains(workload.name) } }
    let archives =
      filter.isEmpty
      || filter.contains { text in
        text.contains(CellOperation.archive.rawValue)
          || !CellOperation.mappingOperations.contains { text.contains($0.rawValue) }
      }
    let reference = implementations.first(where: \.isReference)?.id
    var cases: [BenchmarkCase] = []
    for workload in named.isEmpty ? workloads : named {
      cases += workload.ownCases().filter { workload.measures($0.operation) }
      var built: [BenchmarkCase] = []
      for implementation in implementations {
        built += workload.cases(implementation, archives && workload.measures(.archive)).filter {
          workload.measures($0.operation)
        }
      }
      Self.addChecks(to: &built, reference: reference) {
        JSONTreeComparison.firstUnexplained($0, $1, names: names)
      }
      // Paired before the adjustment, which is for the cell it names only; adjusted after the checks
      // are made, so that an adjustment reaches a cell's check too.
      Self.pair(&built, with: reference)
      cases += built.map(adjust)
    }
    if !filter.isEmpty || !skip.isEmpty {
      cases = cases.filter { selects($0.id, filter: filter, skip: skip) }
    }
    return cases
  }

  /// Whether the cell `id` is selected: it contains one of `filter`'s texts (or there is none) and none
  /// of `skip`'s. The one rule for `--filter` and `--skip`, wherever a command selects cells.
  /// - Parameters:
  ///   - id: The cell's id, `workload/operation/implementation` (or any id a command selects by).
  ///   - filter: Texts one of which the id must contain; empty selects every id.
  ///   - skip: Texts none of which the id may contain.
  package static func selects(_ id: String, filter: [String], skip: [String]) -> Bool {
    (filter.isEmpty || filter.contains { id.contains($0) }) && !skip.contains { id.contains($0) }
  }

  /// For each implementation that lacks a codec for some of the cases' models, a line saying which, and
  /// how many workloads that leaves empty ("Mine: 2 of 6 models have no codec: A, B; 2 of 6 workloads
  /// will be empty"), in the cases' order.
  package static func missingCodecs(_ cases: [BenchmarkCase], name: (String) -> String = { $0 }) -> [String] {
    var order: [String] = []
    var models: [String: [String]] = [:]
    var workloads: [String: Set<String>] = [:]
    for benchmarkCase in cases {
      guard let model = benchmarkCase.missingModel else { continue }
      let id = benchmarkCase.implementation
      if models[id] == nil { order.append(id) }
      if !(models[id] ?? []).contains(model) { models[id, default: []].append(model) }
      workloads[id, default: []].insert(benchmarkCase.workload)
    }
    let asked = Set(cases.compactMap(\.model)).count
    let allWorkloads = Set(cases.filter { $0.model != nil }.map(\.workload))
    return order.map { id in
      let lacking = models[id] ?? []
      return
        "\(name(id)): \(lacking.count) of \(asked) models have no codec: \(lacking.joined(separator: ", ")); "
        + "\(workloads[id]?.count ?? 0) of \(allWorkloads.count) workloads will be empty"
    }
  }

  /// Gives each single-threaded case of another implementation the reference's case of the same
  /// operation to be timed beside it, so that its ratio to the reference is paired sample by sample.
  static func pair(_ cases: inout [BenchmarkCase], with reference: String?) {
    guard let reference else { return }
    var bodies: [CellOperation: @Sendable () throws -> Any] = [:]
    for benchmarkCase in cases where benchmarkCase.implementation == reference && benchmarkCase.threads == 1 {
      bodies[benchmarkCase.operation] = benchmarkCase.body
    }
    for index in cases.indices where cases[index].implementation != reference && cases[index].threads == 1 {
      guard cases[index].body != nil, let body = bodies[cases[index].operation] else { continue }
      cases[index].paired = (reference, body)
    }
  }

  /// Gives each case with an output a check: the output meets its conversion's ``OutputContract`` (the
  /// reference's too), and, but for the reference's, matches the reference's dict→model output, made once,
  /// when first asked for (each implementation's round trip: decoded, then encoded back).
  static func addChecks(
    to cases: inout [BenchmarkCase], reference: String?, compare: @escaping @Sendable (Any, Any) -> String?
  ) {
    let made = cases.first(where: { $0.implementation == reference && $0.operation == .dictToModel })?.output
    let expected = made.map(LazyOutput.init)
    for index in cases.indices {
      guard let output = cases[index].output else { continue }
      let isReference = cases[index].implementation == reference
      let contract = cases[index].operation.contract
      @Sendable func breaks(_ broken: ContractViolation) -> String {
        "\(broken.location): breaks \(contract?.id ?? "its conversion")'s contract: \(broken.reason)"
      }
      cases[index].check = {
        let tree: Any
        do {
          tree = try output()
        } catch let broken as ContractViolation {
          return breaks(broken)
        } catch {
          return "$: the output cannot be made: \(error)"
        }
        // Every tree but model→bytes's is a dictionary the implementation wrote, held to model→dict's rule;
        // model→bytes's, parsed from text its own rule passed, meets it already (checking costs one walk).
        if let broken = OutputContract.modelToDict.violation(in: tree) { return breaks(broken) }
        guard !isReference, let expected else { return nil }
        let wanted: Any
        do { wanted = try expected.value() } catch { return nil }  // No reference: nothing to check against.
        return compare(wanted, tree)
      }
    }
  }

  /// Measures every case that runs in this process, each handed to `onResult` as it is measured, until
  /// `shouldStop` says so: cold cases are left to the caller, which times them in fresh processes.
  package func run(_ cases: [BenchmarkCase]) -> [BenchmarkResult] {
    let overhead = overhead()
    var results: [BenchmarkResult] = []
    for benchmarkCase in cases {
      if benchmarkCase.operation == .cold, benchmarkCase.body == nil, benchmarkCase.unavailable == nil {
        continue
      }
      if shouldStop?() ?? false { break }
      let result = run(benchmarkCase, overhead: overhead)
      onResult?(result)
      results.append(result)
    }
    return results
  }
}

/// The reference's output, made on first use and kept.
final class LazyOutput: @unchecked Sendable {
  private let make: @Sendable () throws -> Any
  private var made: Result<Any, any Error>?
  private let lock = NSLock()

  init(_ make: @escaping @Sendable () throws -> Any) { self.make = make }

  func value() throws -> Any {
    try lock.withLock {
      if made == nil { made = Result { try make() } }
      return try made!.get()
    }
  }
}

extension Runner {
  /// What is wrong with `implementation`'s dict→model output on `workload`, checked as its warm cell's is
  /// (against the reference's, allowing what a ``BehaviourKind`` explains); nil when it is right, or when
  /// there is no reference to check it against. A cold child asks this after its timed conversion, so that
  /// a cold time is never kept for wrong output.
  package static func wrongDictToModel(
    on workload: Workload, by implementation: any MappingImplementation,
    among implementations: [any MappingImplementation], names: [String: [String]] = [:]
  ) -> String? {
    guard let reference = implementations.first(where: \.isReference), reference.id != implementation.id
    else { return nil }
    let cell = BenchmarkCase.id(workload.name, .dictToModel, implementation.id)
    let cases = cases(of: [workload], on: [reference, implementation], filter: [cell], names: names)
    return cases.first { $0.id == cell }?.check?()
  }
}
