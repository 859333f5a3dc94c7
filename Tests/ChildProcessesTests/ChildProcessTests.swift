import Foundation
import Testing

@testable import ChildProcesses

/// The one way a child process is started: what it is given, where its streams go, and how it ended.
@Suite struct ChildProcessTests {
  /// A child that writes more to each stream than a pipe holds, while reading more than a pipe holds,
  /// ends: the streams are read at once and the input written from a thread of its own.
  @Test func fullPipesNeverBlock() throws {
    let input = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
    let child = ChildProcess(
      "sh", ["-c", "cat; head -c 300000 /dev/zero >&2"], input: .bytes(input))
    let ending = try child.run()
    #expect(ending.succeeded)
    #expect(ending.output == input)
    #expect(ending.errors.count == 300_000)
  }

  @Test func errorsGoIntoTheOutputWhenAsked() throws {
    let ending = try ChildProcess("sh", ["-c", "echo out; echo err >&2"], errors: .intoOutput).run()
    #expect(ending.outputText.split(separator: "\n").sorted() == ["err", "out"])
    #expect(ending.errors.isEmpty)
  }

  @Test func theEnvironmentIsAddedToOrReplaced() throws {
    let added = try ChildProcess(
      "sh", ["-c", "echo $CHILD_TEST,$PATH"], environment: .adding(["CHILD_TEST": "1"])
    )
    .run()
    #expect(added.outputText.hasPrefix("1,") && added.outputText.count > 4)
    let replaced = try ChildProcess(
      "/bin/sh", ["-c", "echo $CHILD_TEST,$HOME"], environment: .replaced(["CHILD_TEST": "2"])
    )
    .run()
    #expect(replaced.outputText == "2,\n")
  }

  @Test func anEndingSaysHow() throws {
    let exited = try ChildProcess("sh", ["-c", "exit 3"]).run()
    #expect(!exited.succeeded && exited.status == 3 && !exited.signalled)
    #expect(exited.summary == "exited with status 3")
    let killed = try ChildProcess("sh", ["-c", "kill -9 $$"]).run()
    #expect(killed.signalled && killed.status == 9 && killed.summary == "died of signal 9")
  }

  @Test func aChildThatCannotStartIsAnError() {
    #expect {
      try ChildProcess("/nonexistent/program").run()
    } throws: { error in
      "\(error)".hasPrefix("cannot start /nonexistent/program:")
    }
    let text = ChildProcess("/nonexistent/program").runForText()
    #expect(text.status == 127 && text.output.hasPrefix("cannot start"))
  }

  /// An executable still open for writing (as when another thread's child, not yet started, holds a
  /// copy of the descriptor that wrote it) is refused as busy; the start waits for it to be closed, and
  /// says so when it never is.
  @Test func anExecutableOpenForWritingIsStartedOnceClosed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("busy-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script")
    try "#!/bin/sh\necho started\n".write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

    let writer = try FileHandle(forWritingTo: script)
    let closing = Thread {
      Thread.sleep(forTimeInterval: 0.05)
      try? writer.close()
    }
    closing.start()
    #expect(try ChildProcess(script.path).run().outputText == "started\n")

    let neverClosed = try FileHandle(forWritingTo: script)
    defer { try? neverClosed.close() }
    #expect {
      try ChildProcess(script.path).run()
    } throws: { error in
      "\(error)" == "cannot start \(script.path): Text file busy"
    }
  }

  /// A streamed output is handed on as it comes; a piped one is read by the caller, and the child can be
  /// signalled meanwhile.
  @Test func aRunningChildIsReadAndSignalledAsItRuns() throws {
    let pieces = Locked()
    let running = try ChildProcess(
      "sh", ["-c", "echo said >&2; echo ready; exec sleep 30"], output: .piped,
      errors: .streamed { pieces.append($0) }
    ).start()
    let output = try #require(running.output)
    #expect(String(decoding: output.availableData, as: UTF8.self) == "ready\n")
    running.signal(SIGKILL)
    let ending = running.wait()
    #expect(ending.signalled && ending.status == SIGKILL)
    #expect(pieces.text == "said\n")
  }

  final class Locked: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ piece: Data) { lock.withLock { data.append(piece) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
  }
}
