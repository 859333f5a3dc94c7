import ArgumentParser
import Foundation

/// `--output`: the folder a command writes, `Reports/<command>` unless told.
public struct OutputOptions: ParsableArguments {
  @Option(help: "The folder to write (default: Reports/<the command's name>).")
  public var output: String?

  public init() {}

  /// The folder given, else `Reports/<command>`, the command's name as its configuration gives it.
  public func folder<Command: ParsableCommand>(for command: Command.Type) -> String {
    output ?? "Reports/\(command.commandLineName)"
  }
}
