import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import ModelAdapters

/// One (scenario, implementation) pair in this fresh process; prints its ``StressMeasurement`` as JSON.
struct StressChildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stress-child", abstract: "One stress pair in this process (used by stress).",
    shouldDisplay: false)

  @Option var scenario: String
  @Option var implementation: String
  @Option var megabytes = 100
  @Option var threads = 8
  @Option var conversions = 10_000

  func run() throws {
    guard let scenario = StressScenario(rawValue: scenario) else {
      throw ValidationError("unknown scenario '\(self.scenario)'")
    }
    guard let mapper = Implementations.named(implementation) else {
      throw ValidationError("unknown implementation '\(implementation)'")
    }
    let settings = StressScenario.Settings(
      megabytes: megabytes, threads: threads, conversionsPerThread: conversions)
    let input = try scenario.input(settings)
    ResidentMemory.resetPeak()
    let baseline = ResidentMemory.current() ?? 0
    guard let outcome = scenario.run(input, on: mapper, settings: settings) else {
      throw ValidationError("\(implementation) cannot decode the \(scenario.rawValue) model")
    }
    let measurement = StressMeasurement(
      scenario: scenario.rawValue, implementation: implementation, inputBytes: input.count,
      conversions: outcome.conversions, failures: outcome.failures, seconds: outcome.seconds,
      baselineResidentBytes: baseline, peakResidentBytes: ResidentMemory.peak() ?? 0,
      boundBytes: scenario.boundBytes(inputBytes: input.count, settings: settings))
    print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
  }
}
