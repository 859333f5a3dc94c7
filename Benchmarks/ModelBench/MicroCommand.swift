import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import Dispatch
import Foundation
import JSONText
import MappingSeam
import ModelAdapters
import ModelFixtures
import ModelRuntime

/// The costs of ModelRuntime's primitives, on the 30-field GitHubUser class.
struct MicroCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "micro",
    abstract:
      "Measure ModelRuntime's primitives (TypeInfo build and look-up, typed writes, reads into Any), XYYStyle's "
      + "cache hit against miss, and JSONText's scanning share of a parse.")

  @Option(help: "Samples per primitive (the median is printed).")
  var samples = 15

  /// The cost of one iteration of the measuring loop with an empty body.
  private var overhead: Double = 0

  mutating func run() throws {
    try CommandExit.exitingOnError(Self.self) {
      let info = try TypeInfo.of(GitHubUser.self)
      let user = GitHubUser()
      let id = info.field(named: "userID")!.accessor
      let login = info.field(named: "login")!.accessor
      let value = "facebook"
      print("TypeInfo of GitHubUser: \(info.fields.count) stored fields")
      overhead = 0
      overhead = measure(operations: 1_000_000) { () }
      print("loop overhead (empty body): \(format(overhead)), subtracted in the net column")
      print("primitive                          median     p10–p90              net")
      report("TypeInfo build (uncached)", operations: 200) { try? TypeInfo.uncached(GitHubUser.self) }
      report("TypeInfo look-up (cached)", operations: 100_000) { try? TypeInfo.of(GitHubUser.self) }
      ModelStorage.withBase(ofObject: user) { base in
        report("UInt64 field write (typed)", operations: 1_000_000) {
          id.uncheckedStore(UInt64(69631), in: base)
        }
        report("String? field write (typed)", operations: 1_000_000) {
          login.uncheckedStore(Optional(value), in: base)
        }
        report("field write through Any", operations: 1_000_000) {
          try? login.set(Optional(value) as Any, in: base)
        }
        report("field read into Any", operations: 1_000_000) { login.get(from: base) }
      }
      withExtendedLifetime(user) {}

      // XYYStyle's property cache: the same 30-key conversion with every look-up a hit, then every one a
      // miss (a count limit of 1 evicts each entry before its next use).
      let input = try Fixture.githubUser.object()
      guard let codec = XYYStyleImplementation().codec(for: GitHubUser.self) else {
        throw ValidationError("XYYStyle has no codec for GitHubUser")
      }
      let hit = measure(operations: 2_000) { try? codec.decodeObject(input) }
      let miss = XYYStyleImplementation.withPropertyCacheCountLimit(1) {
        measure(operations: 2_000) { try? codec.decodeObject(input) }
      }
      let keys = Double(input.count)
      print("XYYStyle github_user, all hits      \(format(hit))")
      print("XYYStyle github_user, all misses    \(format(miss))")
      print("XYYStyle cache miss − hit, per key  \(format((miss - hit) / keys))")
      try textLayerShares()
    }
  }

  /// How much of a JSONText parse is scanning (`JSONReader.validate`: every byte checked, nothing made)
  /// and how much is making the containers: the measurement behind a pure-Swift reader rather than a
  /// faster scanner such as simdjson, which could at best remove the scanning share.
  private func textLayerShares() throws {
    print("JSONText fixture      scan only   parse      scanning share")
    for fixture in Fixture.allCases {
      let data = try fixture.data()
      let operations = max(5, 2_000_000 / data.count)
      let scan = measure(operations: operations) { (try? JSONReader.validate(data)) != nil }
      let parse = measure(operations: operations) { try? JSONReader.value(from: data) }
      let name = fixture.rawValue.replacingOccurrences(of: ".json", with: "")
      print(
        name.padding(toLength: 22, withPad: " ", startingAt: 0)
          + format(scan).padding(toLength: 12, withPad: " ", startingAt: 0)
          + format(parse).padding(toLength: 11, withPad: " ", startingAt: 0)
          + String(format: "%.0f %%", 100 * scan / parse))
    }
  }

  private func measure<R>(operations: Int, _ body: () -> R) -> Double {
    var values: [Double] = []
    for _ in 0..<samples {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<operations { blackHole(body()) }
      values.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(operations))
    }
    return SampleStatistics(values).median
  }

  private func format(_ ns: Double) -> String {
    ns >= 1_000 ? String(format: "%.2f µs", ns / 1_000) : String(format: "%.1f ns", ns)
  }

  private func report<R>(_ name: String, operations: Int, _ body: () -> R) {
    var values: [Double] = []
    for _ in 0..<samples {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<operations { blackHole(body()) }
      values.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(operations))
    }
    let statistics = SampleStatistics(values)
    let spread = format(statistics.p10) + "–" + format(statistics.p90)
    print(
      name.padding(toLength: 34, withPad: " ", startingAt: 0)
        + format(statistics.median).padding(toLength: 11, withPad: " ", startingAt: 0)
        + spread.padding(toLength: 21, withPad: " ", startingAt: 0)
        + format(max(0, statistics.median - overhead)))
  }

}
