import Foundation

/// One progress line for a whole run: the phase, its step, and the time left for every phase still to
/// come. On a terminal the line is rewritten in place; elsewhere (a log) each step is a line.
///
/// A phase's time is estimated from its own steps so far once it has some, else from the estimate it
/// was declared with; the run knows nothing of what its phases measure.
package final class RunProgress: @unchecked Sendable {
  /// A stretch of the run: its name, how many steps it takes, and about how long one step takes.
  package struct Phase: Sendable {
    /// What the progress line calls it (`cells`, `anchors`).
    package var name: String
    package var steps: Int
    /// The estimate before the phase has timed a step of its own.
    package var secondsPerStep: Double

    package init(name: String, steps: Int, secondsPerStep: Double) {
      self.name = name
      self.steps = steps
      self.secondsPerStep = secondsPerStep
    }
  }

  private struct State {
    var phases: [Phase]
    var current = 0
    var done = 0
    var phaseStarted = ContinuousClock.now
  }

  private var unlocked: State
  private let lock = NSLock()
  private let started = ContinuousClock.now
  private let terminal: Bool
  private let write: @Sendable (String) -> Void

  package init(
    phases: [Phase], terminal: Bool = isatty(STDERR_FILENO) != 0,
    write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    unlocked = State(phases: phases)
    self.terminal = terminal
    self.write = write
  }

  /// Sets how many steps a phase takes, once known (a child process counts its cells).
  package func setSteps(_ steps: Int, of name: String) {
    withState { state in
      if let index = state.phases.firstIndex(where: { $0.name == name }) { state.phases[index].steps = steps }
    }
  }

  /// Step `index` (counting from 0) of phase `name` starts; earlier phases are over.
  package func step(_ name: String, _ index: Int, _ label: String) {
    let line = withState { state -> String in
      if let position = state.phases.firstIndex(where: { $0.name == name }), position != state.current {
        state.current = position
        state.phaseStarted = .now
      }
      state.done = index
      return Self.line(state, label: label, elapsed: ContinuousClock.now - started)
    }
    write(terminal ? "\r\u{1B}[K" + line : line + "\n")
  }

  private func withState<T>(_ body: (inout State) -> T) -> T {
    lock.withLock { body(&unlocked) }
  }

  /// Ends the line (on a terminal the next output starts on its own line).
  package func finish() {
    if terminal { write("\n") }
  }

  /// The seconds left: the current phase's rest at its own pace so far, then every later phase's
  /// estimate.
  static func secondsLeft(_ phases: [Phase], current: Int, done: Int, inPhase: Double) -> Double {
    guard phases.indices.contains(current) else { return 0 }
    let phase = phases[current]
    let pace = done > 0 ? inPhase / Double(done) : phase.secondsPerStep
    var left = pace * Double(max(0, phase.steps - done))
    for later in phases.dropFirst(current + 1) { left += later.secondsPerStep * Double(later.steps) }
    return left
  }

  private static func line(_ state: State, label: String, elapsed: Duration) -> String {
    let inPhase = seconds(ContinuousClock.now - state.phaseStarted)
    let left = secondsLeft(state.phases, current: state.current, done: state.done, inPhase: inPhase)
    let phase = state.phases.indices.contains(state.current) ? state.phases[state.current] : nil
    let name = phase.map { "\($0.name) \(state.done + 1)/\($0.steps)" } ?? ""
    return "  [\(clock(seconds(elapsed))) · phase \(state.current + 1)/\(state.phases.count) \(name) · "
      + "ETA \(clock(left))] \(label)"
  }

  static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return String(format: "%d:%02d", whole / 60, whole % 60)
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
