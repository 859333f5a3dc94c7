import ArgumentParser
import BenchmarkCommands
import BenchmarkHistory
import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite
import Testing

@testable import BenchmarkMain

/// Every suite's executable gets the same command line: the commands, their options and the default.
@Suite(.serialized) struct CommandLineTests {
  /// An extra command of one executable only.
  struct Extra: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "extra")
  }

  struct Scaffold: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scaffold")
  }
  struct Upkeep: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "upkeep")
  }

  private func register(
    _ suite: BenchmarkSuite, extra: [any ParsableCommand.Type] = [], groups: [CommandGroup] = []
  ) {
    BenchmarkMain.register(
      suite: suite, name: "shop-bench", abstract: "A test.", extraGroups: groups, extraCommands: extra)
  }

  private var suite: BenchmarkSuite {
    .builtIn(allocator: .uncounted)
  }

  @Test(arguments: [
    (["instructions", "--baseline", "b.json", "--filter", "x"], "instructions"),
    (["instructions", "--record", "b.json"], "instructions"),
    (["history", "--range", "a..b", "--product", "shop-bench", "--package-path", "."], "record"),
    (["history", "--range", "a..b", "--shard", "2/3"], "record"),
    (["history", "merge", "a.jsonl", "b.jsonl", "--file", "h.jsonl"], "merge"),
    (["bisect", "--cell", "w/dict→model/hand", "--good", "a"], "bisect"),
    (["compare", "a", "b"], "compare"),
    (["report", "results.json", "--output", "out"], "report"),
    (["run", "--quick"], "run"),
    (["worker"], "worker"),
    (["sweep", "--quick", "--family", "depth", "--fail-on-flag"], "sweep"),
    ([], "run"),
  ])
  func everyExecutableParsesTheSameCommands(arguments: [String], command: String) throws {
    register(suite)
    let parsed = try BenchmarkCommandLine.parseAsRoot(arguments)
    #expect(type(of: parsed).configuration.commandName == command)
  }

  /// A run's worker is a command of its own: `run` has no option that makes it one, and a worker takes
  /// no option (its order comes on standard input).
  @Test(arguments: [["run", "--worker", "42"], ["run", "--supervisor", "42"], ["worker", "--quick"]])
  func aWorkerIsNotARunOption(arguments: [String]) {
    register(suite)
    #expect(throws: (any Error).self) { try BenchmarkCommandLine.parseAsRoot(arguments) }
  }

  @Test func theSuiteIsRegisteredAndExtraCommandsJoinTheSharedOnes() throws {
    var withExtra = suite
    withExtra.title = "Shop"
    register(withExtra, extra: [Extra.self])
    #expect(BenchmarkSuite.current.title == "Shop")
    #expect(BenchmarkCommandLine.configuration.commandName == "shop-bench")
    #expect(type(of: try BenchmarkCommandLine.parseAsRoot(["extra"])).configuration.commandName == "extra")
    // `check` is the samples' behaviour check: only a suite with samples has it.
    #expect(throws: (any Error).self) { try BenchmarkCommandLine.parseAsRoot(["check"]) }
    let help = BenchmarkCommandLine.helpMessage()
    for name in ["run", "report", "compare", "instructions", "ab", "history", "bisect", "sweep", "extra"] {
      #expect(help.contains("\n  \(name)"))
    }
  }

  /// Help lists the commands by group, the shared ones first; an executable's group of a shared name
  /// joins it, another follows, and loose extra commands come last.
  @Test func helpGroupsTheCommands() throws {
    register(
      suite, extra: [Extra.self],
      groups: [
        CommandGroup(name: "Your data", subcommands: [Scaffold.self]),
        CommandGroup(name: "Upkeep", subcommands: [Upkeep.self]),
      ])
    let help = BenchmarkCommandLine.helpMessage()
    let headings = [
      "MEASURE SUBCOMMANDS", "COMPARE AND TRACK SUBCOMMANDS", "YOUR DATA SUBCOMMANDS", "UPKEEP SUBCOMMANDS",
      "MORE SUBCOMMANDS",
    ]
    let positions = try headings.map { heading in
      try #require(help.range(of: heading), "\(heading)").lowerBound
    }
    #expect(positions == positions.sorted())
    // The children a run starts are registered, never listed.
    #expect(!help.contains("\n  count") && !help.contains("\n  cold") && !help.contains("\n  worker"))
    #expect(
      type(of: try BenchmarkCommandLine.parseAsRoot(["scaffold"])).configuration.commandName == "scaffold")
  }

  @Test func historyAndBisectShareTheRunnerOptions() throws {
    register(suite)
    let usage = BenchmarkCommandLine.helpMessage(for: HistoryRecordCommand.self)
    for option in ["--package-path", "--product", "--work", "--scratch-path", "--swift", "--shard"] {
      #expect(usage.contains(option))
    }
    #expect(BenchmarkCommandLine.helpMessage(for: BisectCommand.self).contains("--product"))
    #expect(throws: (any Error).self) { try BenchmarkCommandLine.parseAsRoot(["history", "--shard", "4/3"]) }
  }

  /// `sweep` grows the suite's own families: ModelBench's, or a scaffolded suite's samples' arrays; a
  /// family the suite lacks is a usage error, and a suite with none has nothing to grow.
  @Test func sweepKnowsOnlyTheSuitesFamilies() throws {
    register(suite)
    #expect(throws: (any Error).self) { try BenchmarkCommandLine.parseAsRoot(["sweep", "--family", "nope"]) }
    var samples = suite
    samples.sweepFamilies = { [] }
    register(samples)
    #expect(throws: (any Error).self) {
      try BenchmarkCommandLine.parseAsRoot(["sweep", "--family", "depth"])
    }
    let sweep = try #require(try BenchmarkCommandLine.parseAsRoot(["sweep"]) as? SweepCommand)
    #expect(throws: ExitCode(CommandExit.error.rawValue)) { try sweep.run() }
  }
}

/// The cells another harness (package-benchmark) declares: the four conversions, each checked.
@Suite struct ConversionCellsTests {
  @Test func theQuickWorkloadsFourConversionsEachWithItsCheck() {
    let suite = BenchmarkSuite.builtIn(
      allocator: .uncounted)
    let cells = suite.conversionCells()
    #expect(Set(cells.map(\.operation)) == [.dictToModel, .modelToDict, .bytesToModel, .modelToBytes])
    #expect(Set(cells.map(\.workload)) == Set(suite.quickWorkloads.map(\.name)))
    #expect(cells.allSatisfy { $0.body != nil })
    // Each is checked, the reference (hand-written code) too: against its conversion's contract.
    let unchecked = cells.filter { $0.check == nil }.map(\.id)
    #expect(unchecked.isEmpty, "\(unchecked)")
    let reference = suite.conversionCells(filter: ["github_user/model→dict/\(suite.lineup.reference)"])
    #expect(reference.count == 1 && reference.first?.check?() == nil)
    let one = suite.conversionCells(filter: ["github_user/dict→model/yy"])
    #expect(one.map(\.id) == ["github_user/dict→model/yy"])
    #expect(one.first?.check?() == nil)
  }
}
