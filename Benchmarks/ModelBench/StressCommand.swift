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
struct StressCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stress",
    abstract:
      "Peak memory under load: a large document and many threads, each implementation in its own process.")

  @Option(help: "Size of the large document, in MB.")
  var megabytes = 100

  @Option(help: "Threads of the threads scenario.")
  var threads = 8

  @Option(help: "Conversions per thread.")
  var conversions = 10_000

  /// Pairs by their id, `scenario/implementation`.
  @OptionGroup var selection: CellSelection

  /// STRESS.md and stress.json.
  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard megabytes > 0, threads > 0, conversions > 0 else {
      throw ValidationError("--megabytes, --threads and --conversions must be positive")
    }
  }

  func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let settings = StressScenario.Settings(
        megabytes: megabytes, threads: threads, conversionsPerThread: conversions)
      let implementations = Implementations.benchmarked
      let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
      var measurements: [StressMeasurement] = []
      var failures: [String] = []
      for scenario in StressScenario.allCases {
        for implementation in implementations where scenario.supports(implementation) {
          let pair = "\(scenario.rawValue)/\(implementation.id)"
          guard selection.selects(pair) else { continue }
          FileHandle.standardError.write(Data("  \(pair)\n".utf8))
          switch Self.child(
            executable, scenario: scenario, implementation: implementation.id, settings: settings)
          {
          case .success(let measurement):
            measurements.append(measurement)
            let growth = String(format: "%.1f", Double(measurement.growthBytes) / 1_000_000)
            let seconds = String(format: "%.2f", measurement.seconds)
            FileHandle.standardError.write(Data("    peak +\(growth) MB in \(seconds) s\n".utf8))
            if !measurement.withinBound {
              failures.append("\(pair): over its bound")
            }
          case .failure(let failure):
            failures.append("\(pair): \(failure.why)")
          }
        }
      }
      let directory = URL(fileURLWithPath: output.folder(for: Self.self))
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
        throw CommandExit.failed.exit
      }
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

extension StressCommand {
  /// Peak memory of bytes → model at each document size, for every implementation that maps twitter:
  /// the stress mode's large-document child, one process per (implementation, size). A failed child is
  /// reported on stderr and left out.
  static func peakMemory(megabytes: [Int]) -> [StressMeasurement] {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    var measurements: [StressMeasurement] = []
    for size in megabytes {
      for implementation in Implementations.benchmarked
      where StressScenario.largeDocument.supports(implementation) {
        let settings = StressScenario.Settings(megabytes: size, threads: 1, conversionsPerThread: 1)
        switch child(
          executable, scenario: .largeDocument, implementation: implementation.id, settings: settings)
        {
        case .success(let measurement): measurements.append(measurement)
        case .failure(let failure):
          FileHandle.standardError.write(
            Data("modelbench: memory \(size) MB/\(implementation.id): \(failure.why)\n".utf8))
        }
      }
    }
    return measurements
  }
}
