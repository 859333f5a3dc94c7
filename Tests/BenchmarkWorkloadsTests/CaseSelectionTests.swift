import BenchmarkKit
import BenchmarkWorkloads
import MappingSuite
import ModelAdapters
import Testing

/// `Runner.cases`: a filter keeps the cells it names, and spares building what none of them needs.
@Suite struct CaseSelectionTests {
  func operations(_ filter: [String]) -> Set<CellOperation> {
    let mj = Implementations.benchmarked.filter { $0.id == "mj" }
    return Set(Runner.cases(of: Workloads.quick, on: mj, filter: filter).map(\.operation))
  }

  @Test(arguments: [
    ["github_user/dict→model/"], ["github_user/bytes→model/mj", "weibo_status/model→bytes/"],
  ])
  func filtersThatNameOtherOperationsBuildNoArchive(filter: [String]) {
    let built = operations(filter)
    #expect(!built.isEmpty)
    #expect(built.isDisjoint(with: [.archive, .unarchive]))
  }

  @Test(arguments: [
    ([], [CellOperation.archive, .unarchive]),
    (["github_user"], [.archive, .unarchive]),
    (["/mj"], [.archive, .unarchive]),
    (["github_user/unarchive/"], [.unarchive]),
    (["github_user/dict→model/", "weibo_status/archive/"], [.archive, .dictToModel]),
  ])
  func filtersThatMayNameAnArchiveCellBuildIt(filter: [String], expected: [CellOperation]) {
    #expect(operations(filter).isSuperset(of: expected))
  }

  @Test func aNamedCellKeepsItsBody() throws {
    let mj = Implementations.benchmarked.filter { $0.id == "mj" }
    let cells = Runner.cases(of: Workloads.quick, on: mj, filter: ["github_user/dict→model/mj"])
    let cell = try #require(cells.first { $0.id == "github_user/dict→model/mj" })
    #expect(cell.body != nil)
    #expect(cells.allSatisfy { $0.id.contains("github_user/dict→model/mj") })
  }
}
