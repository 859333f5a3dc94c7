import ArgumentParser

extension ParsableCommand {
  /// The command's name on the command line: its configuration's, else its type's name in lower case.
  static var commandLineName: String {
    configuration.commandName ?? String(describing: Self.self).lowercased()
  }
}
