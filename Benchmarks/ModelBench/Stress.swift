import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import ModelAdapters

/// `modelbench stress`: peak memory of every implementation under each stress scenario.
///
/// Every (scenario, implementation) pair runs in a fresh process of this runner (`stress-child`), since
/// a process's resident memory does not shrink back when a design is done with it. Writes STRESS.md and
/// stress.json; exits 1 when a pair went past its scenario's bound, or did not finish.
struct Stress: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Peak memory under load: a large document and many threads, each implementation in its own process.")

  @Option(help: "Size of the large document, in MB.")
  var megabytes = 100

  @Option(help: "Threads of the threads scenario.")
  var threads = 8

  @Option(help: "Conversions per thread.")
  var conversions = 10_000

  @Option(help: "Only implementations whose id contains this text (repeatable).")
  var filter: [String] = []

  @Option(help: "Where STRESS.md and stress.json are written.")
  var output = "Reports/stress"

  func validate() throws {
    guard megabytes > 0, threads > 0, conversions > 0 else {
      throw ValidationError("--megabytes, --threads and --conversions must be positive")
    }
  }

  func run() throws {
    let settings = StressScenario.Settings(
      megabytes: megabytes, threads: threads, conversionsPerThread: conversions)
    let implementations = Implementations.benchmarked.filter { implementation in
      filter.isEmpty || filter.contains { implementation.id.contains($0) }
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    var measurements: [StressMeasurement] = []
    var failures: [String] = []
    for scenario in StressScenario.allCases {
      for implementation in implementations where scenario.supports(implementation) {
        FileHandle.standardError.write(Data("  \(scenario.rawValue)/\(implementation.id)\n".utf8))
        switch Self.child(
          executable, scenario: scenario, implementation: implementation.id, settings: settings)
        {
        case .success(let measurement):
          measurements.append(measurement)
          let growth = String(format: "%.1f", Double(measurement.growthBytes) / 1_000_000)
          let seconds = String(format: "%.2f", measurement.seconds)
          FileHandle.standardError.write(Data("    peak +\(growth) MB in \(seconds) s\n".utf8))
          if !measurement.withinBound {
            failures.append("\(scenario.rawValue)/\(implementation.id): over its bound")
          }
        case .failure(let failure):
          failures.append("\(scenario.rawValue)/\(implementation.id): \(failure.why)")
        }
      }
    }
    let directory = URL(fileURLWithPath: output)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let report = StressReport.markdown(
      measurements, scenarios: StressScenario.allCases.map { ($0.rawValue, $0.summary(settings)) })
    try Data(report.utf8).write(to: directory.appendingPathComponent("STRESS.md"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(measurements).write(to: directory.appendingPathComponent("stress.json"))
    print(report)
    if !failures.isEmpty {
      FileHandle.standardError.write(Data(failures.map { "modelbench stress: \($0)\n" }.joined().utf8))
      throw ExitCode(1)
    }
  }

  static func child(
    _ executable: URL, scenario: StressScenario, implementation: String, settings: StressScenario.Settings
  ) -> Result<StressMeasurement, ChildFailure> {
    let arguments = [
      "stress-child", "--scenario", scenario.rawValue, "--implementation", implementation,
      "--megabytes", String(settings.megabytes), "--threads", String(settings.threads),
      "--conversions", String(settings.conversionsPerThread),
    ]
    return ChildFailure.run(executable, arguments).flatMap { data in
      guard let measurement = try? JSONDecoder().decode(StressMeasurement.self, from: data) else {
        return .failure(ChildFailure(why: "the stress child printed no measurement"))
      }
      return .success(measurement)
    }
  }
}

/// One (scenario, implementation) pair in this fresh process; prints its ``StressMeasurement`` as JSON.
struct StressChild: ParsableCommand {
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
