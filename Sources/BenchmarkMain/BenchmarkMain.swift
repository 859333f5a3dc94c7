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
  /// The commands every suite's executable has, by the group its help lists them in: the benchmark and
  /// its report, then the comparisons (two runs, a baseline, two builds, a package's commits).
  public static let groups: [CommandGroup] = [
    CommandGroup(name: "Measure", subcommands: [RunCommand.self, ReportCommand.self, SweepCommand.self]),
    CommandGroup(
      name: "Compare and track",
      subcommands: [
        CompareCommand.self, InstructionsCommand.self, BaselineCommand.self, ABCommand.self,
        HistoryCommand.self,
        BisectCommand.self,
      ]),
  ]

  /// The children a run starts, registered but never listed.
  static let children: [any ParsableCommand.Type] = [
    WorkerCommand.self, ColdCommand.self, CountCommand.self,
  ]

  /// Every command of ``groups``, in order, then the children.
  public static var commands: [any ParsableCommand.Type] { groups.flatMap(\.subcommands) + children }

  /// The group of a suite's own data: `check` where the suite has samples.
  static let yourData = "Your data"

  /// Registers `suite` and runs the command line (`run` when no command is named).
  ///
  /// - Parameters:
  ///   - suite: What the commands measure.
  ///   - name: The executable's name in help and usage lines.
  ///   - abstract: The one-line description its help starts with.
  ///   - extraGroups: Commands of this executable only, by group: a group named as a shared one ("Your
  ///     data") joins it, another is listed after them (`modelbench`'s "Maintenance").
  ///   - extraCommands: Commands of this executable only, listed last under "More".
  ///   - arguments: The command line after the executable's name (nil: the process's).
  public static func main(
    suite: BenchmarkSuite, name: String, abstract: String, extraGroups: [CommandGroup] = [],
    extraCommands: [any ParsableCommand.Type] = [], arguments: [String]? = nil
  ) {
    register(
      suite: suite, name: name, abstract: abstract, extraGroups: extraGroups, extraCommands: extraCommands)
    BenchmarkCommandLine.main(arguments)
  }

  /// Registers `suite` and the command line
  /// ``main(suite:name:abstract:extraGroups:extraCommands:arguments:)`` runs.
  static func register(
    suite: BenchmarkSuite, name: String, abstract: String, extraGroups: [CommandGroup] = [],
    extraCommands: [any ParsableCommand.Type] = []
  ) {
    BenchmarkSuite.current = suite
    var listed: [(name: String, commands: [any ParsableCommand.Type])] = groups.map {
      ($0.name, $0.subcommands)
    }
    listed.append((yourData, suite.samples.isEmpty ? [] : [CheckCommand.self]))
    for group in extraGroups {
      if let index = listed.firstIndex(where: { $0.name == group.name }) {
        listed[index].commands += group.subcommands
      } else {
        listed.append((group.name, group.subcommands))
      }
    }
    listed.append(("More", extraCommands))
    let grouped = listed.filter { !$0.commands.isEmpty }.map {
      CommandGroup(name: $0.name, subcommands: $0.commands)
    }
    BenchmarkCommandLine.registered.withLock {
      $0 = CommandConfiguration(
        commandName: name, abstract: abstract, subcommands: children, groupedSubcommands: grouped,
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
