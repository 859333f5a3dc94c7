import Testing

@testable import BenchmarkCommands

/// What a parent asks of `count` is what the child reads: the cells, the operations and the extra work.
@Suite struct CountChildTests {
  @Test(arguments: [[String](), ["dict→model/yy=0.2"], ["/mj=0.1", "bytes→model=0.5"]])
  func theChildReadsWhatTheParentWrites(extraWork: [String]) throws {
    let parent = CountCommand.callgrind(iterations: 7, extraWork: extraWork)
    let child = try CountCommand.parse(Array(parent.childArguments.dropFirst()) + ["--iterations", "7"])
    #expect(parent.childArguments.first == CountCommand.configuration.commandName)
    #expect(child.cell.isEmpty, "the parent hands its cells over standard input")
    #expect(child.iterations == 7)
    #expect(child.work.extraWork == extraWork)
  }

  @Test func cellsNamedOnTheCommandLineAreAllRead() throws {
    let child = try CountCommand.parse(["--cell", "w/dict→model/yy", "--cell", "w/model→dict/mj"])
    #expect(child.cell == ["w/dict→model/yy", "w/model→dict/mj"])
  }

  @Test func aChildWithBadExtraWorkIsRefused() {
    #expect(throws: (any Error).self) {
      try CountCommand.parse(["--cell", "w/dict→model/yy", "--extra-work", "no-fraction"])
    }
  }
}
