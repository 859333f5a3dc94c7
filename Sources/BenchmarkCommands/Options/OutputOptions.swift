import ArgumentParser
import Foundation

/// `--output`: the folder a command writes, `Reports/<command>` unless told.
package struct OutputOptions: ParsableArguments {
  @Option(help: "The folder to write (default: Reports/<the command's name>).")
  package var output: String?

  package init() {}

  /// The folder given, else `Reports/<command>`, the command's name as its configuration gives it.
  package func folder<Command: ParsableCommand>(for command: Command.Type) -> String {
    output ?? "Reports/\(command.commandLineName)"
  }
}
