import ArgumentParser
import BenchmarkCommands
import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSuite
import ModelAdapters
import Testing

/// The shared option groups and the exit statuses every command uses.
@Suite struct CommandOptionsTests {
  /// The comparisons' outcomes exit with the statuses of the same name, whose codes the legend documents.
  @Test(arguments: [
    (ComparisonOutcome.unchanged, CommandExit.success, Int32(0)), (.regressed, .failed, 1),
    (.improved, .improvedOnly, 2), (.incomplete, .incomplete, 3),
  ])
  func outcomesExitWithTheirStatus(outcome: ComparisonOutcome, status: CommandExit, code: Int32) {
    #expect(CommandExit(outcome) == status)
    #expect(CommandExit(outcome).exit == ExitCode(code))
  }

  @Test func theStatusesAreDistinctAndTheLegendNamesTheComparisonCodes() {
    #expect(Set(CommandExit.allCases.map(\.rawValue)).count == CommandExit.allCases.count)
    #expect(CommandExit.usage.exit == ExitCode.validationFailure)
    for code in 0...4 { #expect(CommandExit.comparisonLegend.contains("\(code) ")) }
  }

  enum SkipSlow: CellSelectionDefaults { static let skip = ["/slow"] }

  @Test func aSelectionFiltersAndSkipsByIdText() throws {
    let plain = try CellSelection.parse(["--filter", "twitter/", "--filter", "/yy", "--skip", "/yy-direct"])
    #expect(plain.selects("twitter/dict→model/mj"))
    #expect(plain.selects("citm/dict→model/yy"))
    #expect(!plain.selects("citm/dict→model/yy-direct"))
    #expect(!plain.selects("citm/dict→model/mj"))
    // A command's default skip holds until --skip replaces it.
    #expect(try !CellSelectionOptions<SkipSlow>.parse([]).selects("w/op/slow"))
    #expect(try CellSelectionOptions<SkipSlow>.parse(["--skip", "/other"]).selects("w/op/slow"))
  }

  /// A selection that can select nothing is refused before the run writes anything (exit 64), naming
  /// what ids look like and the nearest name a mistyped filter may have meant.
  @Test(arguments: [
    (["--filter", "githb_user"], "'githb_user' → github_user"),
    (["--filter", "github_user/dict→modle/"], "'dict→modle' → dict→model"),
    (["--filter", "twitter/", "--skip", "twitter"], "--skip (twitter) leaves each cell out"),
    (["--filter", "zzz"], "No id contains 'zzz'."),
  ])
  func aSelectionOfNothingIsRefused(arguments: [String], says: String) throws {
    let ids = ["github_user", "twitter"].flatMap { workload in
      ["dict→model/yy", "model→dict/hand", "parse/jsontext"].map { "\(workload)/\($0)" }
    }
    let selection = try CellSelection.parse(arguments)
    let error = try #require(throws: ValidationError.self) { try selection.refuseEmpty(among: ids) }
    #expect(error.message.contains(says), "\(error.message)")
    #expect(error.message.contains("This run's workloads: github_user, twitter."))
    #expect(CommandExit.usage.exit == ExitCode.validationFailure)
  }

  @Test(arguments: [
    [], ["--filter", "parse/jsontext"], ["--skip", "/yy"], ["--filter", "/hand", "--skip", "twitter"],
  ])
  func aSelectionOfSomethingPasses(arguments: [String]) throws {
    let ids = ["github_user/dict→model/yy", "github_user/model→dict/hand", "twitter/parse/jsontext"]
    try CellSelection.parse(arguments).refuseEmpty(among: ids)
  }

  /// The built-in suite's ids come from its names alone and hold every quick cell, the text layers' too.
  @Test func theSuitesIdsHoldEveryQuickCell() {
    let suite = BenchmarkSuite(
      workloads: Workloads.all, quickWorkloads: Workloads.quick, implementations: Implementations.benchmarked,
      lineup: Lineup(members: [], reference: "hand", pivot: "yy"), allocator: .uncounted)
    let ids = Set(suite.cellIDs(quick: true, alongside: []))
    #expect(ids.contains("github_user/dict→model/yy"))
    #expect(ids.contains("github_user/parse/jsontext"))
    #expect(!ids.contains { $0.hasPrefix("canada/") })
  }

  /// `--format` is a checked list: each name a ReportFormat, commas between, an unknown name refused
  /// when the command line is parsed.
  @Test func formatsAreParsedAndChecked() throws {
    #expect(ReportFormats(argument: "markdown, json")?.formats == [.markdown, .json])
    #expect(ReportFormats(argument: "github")?.formats == [.github])
    #expect(ReportFormats(argument: "markdown,pdf") == nil)
    #expect(ReportFormats(argument: "") == nil)
    #expect(ReportFormats(Set(ReportFormat.allCases)).defaultValueDescription == "markdown,json,csv,github")
  }

  enum Tight: SignificanceDefaults { static let threshold = 0.05 }

  @Test func significanceKeepsTheCommandsDefaultAndAppendsItsMarkdown() throws {
    #expect(try SignificanceOptions<Tight>.parse([]).threshold == 0.05)
    #expect(try SignificanceOptions<Tight>.parse(["--threshold", "0.2"]).threshold == 0.2)
    #expect(throws: (any Error).self) { try SignificanceOptions<Tight>.parse(["--threshold", "0"]) }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID()).md")
    defer { try? FileManager.default.removeItem(at: file) }
    let options = try SignificanceOptions<Tight>.parse(["--markdown", file.path])
    try options.appendMarkdown("one\n")
    try options.appendMarkdown("two\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == "one\ntwo\n")
  }

  @Test func extraWorkIsCheckedWhenParsed() throws {
    let work = try ExtraWorkOptions.parse(["--extra-work", "dict→model/yy=0.2"])
    #expect(try work.parsed().fractions == ["dict→model/yy": 0.2])
    #expect(try ExtraWorkOptions.parse([]).parsed().fractions.isEmpty)
    #expect(throws: (any Error).self) { try ExtraWorkOptions.parse(["--extra-work", "no-fraction"]) }
    #expect(throws: (any Error).self) { try ExtraWorkOptions.parse(["--extra-work", "x=2"]) }
  }

  enum ThreeIterations: CountingDefaults { static let iterations = 3 }

  @Test func countingDefaultsToTheQuickWorkloadsAndTheCommandsIterations() throws {
    let standard = try CountingOptions<ThreeIterations>.parse([])
    #expect(standard.iterations == 3)
    let suite = BenchmarkSuite(
      workloads: Workloads.all, quickWorkloads: Workloads.quick, implementations: [],
      lineup: Lineup(members: [], reference: "hand", pivot: "yy"),
      allocator: .uncounted)
    #expect(standard.workloads(of: suite).map(\.name) == Workloads.quick.map(\.name))
    let every = try CountingOptions<TenIterations>.parse(["--all-workloads", "--iterations", "7"])
    #expect(every.iterations == 7)
    #expect(every.workloads(of: suite).map(\.name) == Workloads.all.map(\.name))
    #expect(throws: (any Error).self) { try CountingOptions<TenIterations>.parse(["--iterations", "0"]) }
  }

  struct Broken: Error {}

  /// Every command that runs its body through `exitingOnError` (run, compare, ab, history, bisect, sweep):
  /// an error exits 4, a usage error 64, the body's own exits pass through.
  @Test func errorsExitFourAndUsageErrorsSixtyFour() throws {
    #expect(throws: ExitCode(4)) { try CommandExit.exitingOnError(Sweep.self) { throw Broken() } }
    #expect(throws: ExitCode(1)) {
      try CommandExit.exitingOnError(Sweep.self) { throw CommandExit.failed.exit }
    }
    #expect(throws: ExitCode(130)) {
      try CommandExit.exitingOnError(Sweep.self) { throw CommandExit.stopped.exit }
    }
    let usage = #expect(throws: ValidationError.self) {
      try CommandExit.exitingOnError(Sweep.self) { throw ValidationError("--samples must be at least 10") }
    }
    #expect(Sweep.exitCode(for: try #require(usage)) == ExitCode(CommandExit.usage.rawValue))
  }

  struct Sweep: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sweep")
  }

  @Test func anOutputFolderDefaultsToTheCommandsName() throws {
    #expect(try OutputOptions.parse([]).folder(for: Sweep.self) == "Reports/sweep")
    #expect(try OutputOptions.parse(["--output", "/tmp/x"]).folder(for: Sweep.self) == "/tmp/x")
  }
}
