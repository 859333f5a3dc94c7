import BenchmarkKit

/// A stretch of a run, in the order runs go through them, with the time it is expected to take and the
/// part of the report it feeds: the progress line is made from a plan's list, and so is what the stop
/// message says was left out.
struct RunPhase: Equatable, Sendable {
  enum Kind: String, CaseIterable, Sendable {
    case cells, cold, sweep, anchors, anatomy, instructions, behaviour
  }

  var kind: Kind
  var steps: Int
  var secondsPerStep: Double

  /// The part of the report the phase feeds.
  var feeds: String {
    switch kind {
    case .cells: "the tables and The answer"
    case .cold: "the cold dict→model cells"
    case .sweep: "How cost grows"
    case .anchors: "Against the fastest"
    case .anatomy: "Where the time goes"
    case .instructions: "the instructions per operation"
    case .behaviour: "the behaviour on the samples"
    }
  }

  /// What the progress line says while a one-step phase runs.
  var doing: String {
    switch kind {
    case .cells, .cold: "the cells"
    case .sweep: "the size sweep"
    case .anchors: "simdjson and serde_json, paired rounds"
    case .anatomy: "where the time goes, under callgrind"
    case .instructions: "instructions per operation, under callgrind"
    case .behaviour: "behaviour on the samples"
    }
  }

  /// Whether it measures cells, each journaled as measured (the others run after them, unjournaled).
  var measuresCells: Bool { kind == .cells || kind == .cold }

  /// The phase as the progress line counts it.
  var progress: RunProgress.Phase { .init(name: kind.rawValue, steps: steps, secondsPerStep: secondsPerStep) }
}

extension RunPlan {
  /// The phases this plan goes through, with the time each is expected to take: the cells' from the
  /// sampling settings (a typical cell's samples, warm-up and allocation pass), a cold cell's from its
  /// processes, the others' from earlier runs on the project's 2-core machine.
  func phases(cells: Int, coldCells: Int, settings: Runner.Settings, suite: BenchmarkSuite) -> [RunPhase] {
    var phases = [
      RunPhase(
        kind: .cells, steps: cells, secondsPerStep: Double(settings.caseBudgetNanoseconds) / 2e9 + 0.2)
    ]
    if !timeOnly {
      // The quick workloads' processes start in hundredths of a second, the large documents' in tenths.
      let perProcess = quick ? 0.03 : 0.3
      phases.append(
        .init(kind: .cold, steps: coldCells, secondsPerStep: perProcess * Double(settings.coldSamples)))
    }
    if sweep { phases.append(.init(kind: .sweep, steps: 1, secondsPerStep: quick ? 20 : 90)) }
    if anchors {
      phases.append(.init(kind: .anchors, steps: 1, secondsPerStep: 30 + 20 * Double(anchorRounds)))
    }
    if anatomy { phases.append(.init(kind: .anatomy, steps: 1, secondsPerStep: 150)) }
    if instructions { phases.append(.init(kind: .instructions, steps: 1, secondsPerStep: quick ? 120 : 600)) }
    if !timeOnly && !suite.samples.isEmpty {
      phases.append(.init(kind: .behaviour, steps: 1, secondsPerStep: 5))
    }
    return phases
  }
}
