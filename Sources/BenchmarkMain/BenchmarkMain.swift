// BenchmarkMain — one command line for any suite: `modelbench` on ModelBench's own, a scaffolded
// package's runner on its samples, the examples on theirs. Every executable gets the same commands,
// options, help and exit codes; history, bisect and A/B build the runner product of the package they run in.

import ArgumentParser
import BenchmarkCommands
import BenchmarkHistory
import BenchmarkKit
import ModelRuntime

/// The entry point of a benchmark executable: registers its suite, then parses and runs its command line.
public enum BenchmarkMain {
  /// The commands every suite's executable has, in the order its help lists them: the benchmark and
  /// its report, the comparisons (two runs, a baseline, two builds, a package's commits), then the
  /// children the run starts.
  public static let commands: [any ParsableCommand.Type] = [
    RunCommand.self, ReportCommand.self, CompareCommand.self, InstructionsCommand.self,
    BaselineCommand.self, ABCommand.self, HistoryCommand.self, BisectCommand.self, SweepCommand.self,
    ColdCommand.self, CountCommand.self,
  ]

  /// Registers `suite` and runs the command line (`run` when no command is named).
  ///
  /// - Parameters:
  ///   - suite: What the commands measure.
  ///   - name: The executable's name in help and usage lines.
  ///   - abstract: The one-line description its help starts with.
  ///   - extraCommands: Commands of this executable only (`modelbench scaffold`, …), listed after the
  ///     shared ones; a suite with samples gets `check` too.
  ///   - arguments: The command line after the executable's name (nil: the process's).
  public static func main(
    suite: BenchmarkSuite, name: String, abstract: String, extraCommands: [any ParsableCommand.Type] = [],
    arguments: [String]? = nil
  ) {
    register(suite: suite, name: name, abstract: abstract, extraCommands: extraCommands)
    BenchmarkCommandLine.main(arguments)
  }

  /// Registers `suite` and the command line ``main(suite:name:abstract:extraCommands:arguments:)`` runs.
  static func register(
    suite: BenchmarkSuite, name: String, abstract: String, extraCommands: [any ParsableCommand.Type]
  ) {
    BenchmarkSuite.current = suite
    let own: [any ParsableCommand.Type] = suite.samples.isEmpty ? [] : [CheckCommand.self]
    BenchmarkCommandLine.registered.withLock {
      $0 = CommandConfiguration(
        commandName: name, abstract: abstract, subcommands: commands + own + extraCommands,
        defaultSubcommand: RunCommand.self)
    }
  }
}

/// The root command: its configuration is the one `BenchmarkMain.main` registered (ArgumentParser reads a
/// command's configuration from its type).
struct BenchmarkCommandLine: ParsableCommand {
  static let registered = Locked<CommandConfiguration?>(nil)

  static var configuration: CommandConfiguration {
    registered.withLock { $0 } ?? CommandConfiguration(subcommands: BenchmarkMain.commands)
  }
}
