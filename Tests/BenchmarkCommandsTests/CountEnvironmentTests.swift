import Testing

@testable import BenchmarkCommands

/// A counted child's stack starts the same whatever the parent's environment and checkout path.
@Suite struct CountEnvironmentTests {
  static let parents: [[String: String]] = [
    [:],
    ["PATH": "/usr/bin:/bin", "HOME": "/root", "LANG": "C.UTF-8"],
    [
      "PATH": "/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "MODELBENCH_FIXTURES": "/home/someone/a/much/longer/path/to/shared/fixtures",
      "VALGRIND_OPTS": "--aspace-minaddr=0x10000000", "SECRET": String(repeating: "s", count: 3000),
    ],
  ]

  @Test(
    arguments: parents, ["/w/m/.build/release/modelbench", "/home/ci/checkouts/ModelBench/.build/release/x"])
  func theChildsStringsTakeTheSameRoom(parent: [String: String], executable: String) {
    let commandLine = [executable, "count", "--iterations", "10"]
    let environment = Callgrind.childEnvironment(commandLine: commandLine, from: parent)
    #expect(Callgrind.stringBytes(commandLine: commandLine, environment: environment) == Callgrind.stringRoom)
    #expect(
      Set(environment.keys)
        == Set(Callgrind.passedVariables + [ReproducibleProcess.variable, Callgrind.paddingVariable]))
    #expect(environment[ReproducibleProcess.variable] == "1")
    #expect(environment["MODELBENCH_FIXTURES"] == parent["MODELBENCH_FIXTURES"] ?? "")
  }

  @Test func aCommandLineLongerThanTheRoomTakesTheNextMultiple() {
    let commandLine = ["/x", "count", "--cell", String(repeating: "c", count: Callgrind.stringRoom)]
    let environment = Callgrind.childEnvironment(commandLine: commandLine, from: [:])
    #expect(
      Callgrind.stringBytes(commandLine: commandLine, environment: environment) == 2 * Callgrind.stringRoom)
  }
}
