import Foundation
import Testing

@testable import BenchmarkCommands

/// A count child's ids, one a line, as read from its standard input or its `--cell` options.
@Suite struct CountInputTests {
  static func lines(of input: CountInput) -> [String] {
    var lines: [String] = []
    input.forEachLine { lines.append(String(decoding: $0, as: UTF8.self)) }
    return lines
  }

  @Test(arguments: [
    ("a/dict→model/yy\nb/model→dict/mj\n", ["a/dict→model/yy", "b/model→dict/mj"]),
    ("a/dict→model/yy\n\n\nb/model→dict/mj", ["a/dict→model/yy", "b/model→dict/mj"]),
    ("", []),
  ])
  func linesReadFromADescriptor(text: String, expected: [String]) throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(text.utf8))
    try pipe.fileHandleForWriting.close()
    let input = try CountInput()
    try input.readAll(from: pipe.fileHandleForReading.fileDescriptor)
    #expect(Self.lines(of: input) == expected)
  }

  @Test func linesAppended() throws {
    let input = try CountInput()
    try input.append("w/dict→model/yy")
    try input.append("w/model→bytes/yy-direct")
    #expect(Self.lines(of: input) == ["w/dict→model/yy", "w/model→bytes/yy-direct"])
  }

  @Test func moreThanTheRoomIsRefused() throws {
    let input = try CountInput(capacity: 16)
    try input.append("w/dict→model")
    #expect(throws: CountInputError.self) { try input.append("w/model→dict/mj") }
  }
}
