import ArgumentParser
import BenchmarkKit
import Foundation

@main
struct ModelBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "modelbench",
    abstract: "Measures YYStyle, MJStyle, XYYStyle and the baselines side by side.",
    subcommands: [
      Run.self, Compare.self, Cold.self, ConformanceCommand.self, Micro.self, Profile.self, Stress.self,
      Instructions.self, AB.self,
      StressChild.self,
    ],
    defaultSubcommand: Run.self)
}
