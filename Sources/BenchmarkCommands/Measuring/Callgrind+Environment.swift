/// The environment of a counted child: the few variables it needs, padded so that its command line and
/// environment always take the same room.
///
/// A process's arguments and environment sit at the top of its stack, so their length decides where
/// every stack buffer lands; with the user's whole environment, or from a checkout at a longer path, a
/// child counted differently.
extension Callgrind {
  /// Passed on from the parent, empty when it has none, so that every child has the same variables.
  static let passedVariables = ["PATH", "MODELBENCH_FIXTURES", "MODELBENCH_SAMPLES", "VALGRIND_OPTS"]
  /// Makes up the room the others leave.
  static let paddingVariable = "MODELBENCH_CALLGRIND_PADDING"
  /// The bytes of strings a child's stack starts with: a multiple of this, the smallest one that fits.
  static let stringRoom = 8192

  /// `parent`'s variables that a child needs, with deterministic hashing, and padding that makes the
  /// strings valgrind puts on the child's stack (`commandLine`, the executable's name again for
  /// `AT_EXECFN`, and the environment) take a multiple of ``stringRoom`` bytes.
  static func childEnvironment(commandLine: [String], from parent: [String: String]) -> [String: String] {
    var environment: [String: String] = [ReproducibleProcess.variable: "1"]
    for name in passedVariables { environment[name] = parent[name] ?? "" }
    environment[paddingVariable] = ""
    let used = stringBytes(commandLine: commandLine, environment: environment)
    let room = (used + stringRoom - 1) / stringRoom * stringRoom
    environment[paddingVariable] = String(repeating: "x", count: room - used)
    return environment
  }

  /// The bytes of strings valgrind puts on a child's stack for `commandLine` and `environment`: each
  /// string with its NUL, an environment entry as `NAME=value`.
  static func stringBytes(commandLine: [String], environment: [String: String]) -> Int {
    (commandLine + commandLine.prefix(1)).map(\.utf8.count).reduce(0) { $0 + $1 + 1 }
      + environment.map { $0.key.utf8.count + $0.value.utf8.count + 2 }.reduce(0, +)
  }
}
