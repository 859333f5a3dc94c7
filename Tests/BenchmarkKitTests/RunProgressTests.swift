import Foundation
import Testing

@testable import BenchmarkKit

/// The run's one progress line: the time left covers every phase still to come.
@Suite struct RunProgressTests {
  let phases = [
    RunProgress.Phase(name: "cells", steps: 10, secondsPerStep: 1),
    RunProgress.Phase(name: "sweep", steps: 1, secondsPerStep: 90),
    RunProgress.Phase(name: "anatomy", steps: 2, secondsPerStep: 60),
  ]

  @Test func beforeAnyStepEveryPhaseCountsItsEstimate() {
    #expect(RunProgress.secondsLeft(phases, current: 0, done: 0, inPhase: 0) == 10 + 90 + 120)
  }

  @Test func theCurrentPhaseGoesAtItsOwnPaceAndLaterOnesAtTheirEstimates() {
    // Four cells took 20 s: six more at 5 s each, then the sweep and the anatomy.
    #expect(RunProgress.secondsLeft(phases, current: 0, done: 4, inPhase: 20) == 30 + 90 + 120)
    #expect(RunProgress.secondsLeft(phases, current: 2, done: 1, inPhase: 50) == 50)
    #expect(RunProgress.secondsLeft(phases, current: 3, done: 0, inPhase: 0) == 0)
  }

  @Test func aLogGetsALinePerStepAndATerminalOneLineRewritten() {
    let written = LockedLines()
    let log = RunProgress(phases: phases, terminal: false, write: written.append)
    log.step("cells", 0, "a/dict→model/yy")
    log.step("sweep", 0, "the size sweep")
    let lines = written.lines
    #expect(lines.count == 2 && lines.allSatisfy { $0.hasSuffix("\n") })
    #expect(lines[0].contains("phase 1/3 cells 1/10") && lines[0].contains("ETA 3:40"))
    #expect(lines[1].contains("phase 2/3 sweep 1/1") && lines[1].hasSuffix("the size sweep\n"))
    let terminal = RunProgress(phases: phases, terminal: true, write: written.append)
    terminal.step("cells", 0, "x")
    #expect(written.lines.last?.hasPrefix("\r\u{1B}[K") == true)
  }
}

final class LockedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var lines: [String] { lock.withLock { stored } }
  func append(_ line: String) { lock.withLock { stored.append(line) } }
}
