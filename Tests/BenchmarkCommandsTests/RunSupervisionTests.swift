import BenchmarkKit
import Foundation
import MappingSeam
import MappingSuite
import Testing

@testable import BenchmarkCommands

/// What a supervised run needs from its parts: a failed cell's journal line, the options a resumed run
/// must repeat, and sampling that stops when the median is known.
@Suite struct RunSupervisionTests {
  @Test(arguments: [
    ("github_user/model→dict/mj", "github_user", "model→dict", "mj"),
    ("twitter/dict→model ×2 threads/hand", "twitter", "dict→model ×2 threads", "hand"),
    ("builtin-twitter/cold dict→model/yy", "builtin-twitter", "cold dict→model", "yy"),
  ])
  func aFailedCellIsJournaledUnderItsId(
    id: String, workload: String, operation: String, implementation: String
  )
    throws
  {
    let cell = try #require(CellID(id))
    let result = try #require(RunOptions.failedResult(cell, why: "died of signal 4"))
    #expect(result.key == id)
    #expect(result.workload == workload && result.operation.rawValue == operation)
    #expect(result.implementation == implementation && result.samples.isEmpty)
    #expect(result.unavailable == "failed: died of signal 4")
  }

  /// Two signals at once (`timeout -s INT` signals the run and its group) are one request to stop; one a
  /// second or more later quits.
  @Test func signalsWithinASecondAreOneRequest() {
    var count = SignalCount()
    let start = ContinuousClock.now
    #expect(!count.isRequested)
    #expect(count.receive(at: start) == .stop)
    #expect(count.isRequested)
    #expect(count.receive(at: start + .milliseconds(2)) == .same)
    #expect(count.receive(at: start + .milliseconds(999)) == .same)
    #expect(count.receive(at: start + .seconds(1)) == .quit)
    #expect(count.receive(at: start + .seconds(5)) == .quit)
  }

  @Test func aCellOfNoOperationGivesNoLine() throws {
    let cell = try #require(CellID("twitter/no such operation/yy"))
    #expect(RunOptions.failedResult(cell, why: "x") == nil)
  }

  /// Where a run writes and how it is supervised do not decide what it measures, and two spellings of
  /// the same options are one plan.
  @Test func oneRunHasOnePlanHoweverItIsSpelled() throws {
    let plan = { (arguments: [String]) in RunPlan(try RunOptions.parse(arguments)) }
    let spelled = try plan(["--quick", "--filter", "twitter", "--output", "dir", "--format", "json"])
    #expect(try plan(["--filter=twitter", "--quick"]) == spelled)
    #expect(try plan(["--quick", "--filter", "twitter", "--resume", "dir"]) == spelled)
    #expect(try plan(["--quick", "--filter", "citm"]) != spelled)
    #expect(spelled.arguments == ["--quick", "--filter", "twitter"])
    #expect(try plan(["--inject-fault", "trap:x"]).arguments == ["--inject-fault", "trap:x"])
  }

  /// The worker is handed the supervisor's plan as a value: it reads back equal, from one line.
  @Test func aWorkerOrderReadsBackAsTheSupervisorsPlan() throws {
    let plan = RunPlan(try RunOptions.parse(["--filter", "twitter/", "--quick", "--samples", "12"]))
    let order = WorkerOrder(
      plan: plan, measured: [try #require(CellID("twitter/dict→model/yy"))],
      refusedCold: ["twitter/cold dict→model/mj": "wrong output: x"], supervisor: 4242, announce: true)
    #expect(order.line.last == UInt8(ascii: "\n"))
    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: order.line)
    try pipe.fileHandleForWriting.close()
    #expect(try WorkerOrder.read(from: pipe.fileHandleForReading) == order)
  }

  @Test func aWorkerStartedByHandIsToldWhy() throws {
    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: Data("--quick\n".utf8))
    try pipe.fileHandleForWriting.close()
    #expect {
      try WorkerOrder.read(from: pipe.fileHandleForReading)
    } throws: { error in
      "\(error)".contains("not a run's order") && "\(error)".contains("--quick")
    }
  }

  @Test(arguments: [
    ("trap:github_user/", InjectedFault.Kind.trap, "github_user/"), ("hang:a:b", .hang, "a:b"),
  ])
  func faultsParse(spec: String, kind: InjectedFault.Kind, text: String) {
    #expect(InjectedFault.parse(spec) == InjectedFault(kind: kind, text: text))
  }

  @Test(arguments: ["trap", "trap:", "crash:x", ""])
  func otherFaultsAreRefused(spec: String) { #expect(InjectedFault.parse(spec) == nil) }

  /// The console names each cell refused for wrong output, and each workload whose input is missing once.
  @Test func wrongOutputAndMissingInputsAreSaid() throws {
    func result(_ workload: String, _ implementation: String, _ unavailable: String?) -> BenchmarkResult {
      BenchmarkResult(
        workload: workload, operation: .dictToModel, implementation: implementation, samples: [1, 2],
        inputBytes: nil, allocations: nil, unavailable: unavailable)
    }
    #expect(RunOptions.problems([result("a", "yy", nil)], reference: "Hand-written") == nil)
    let said = try #require(
      RunOptions.problems(
        [
          result("a", "yy", nil), result("a", "no-op", BenchmarkResult.wrongOutput + "`$.x`: …"),
          result(
            "b", "yy",
            BenchmarkResult.inputMissing + "Fixture not found at /x/b.json; set MODELBENCH_FIXTURES"),
          result(
            "b", "mj",
            BenchmarkResult.inputMissing + "Fixture not found at /x/b.json; set MODELBENCH_FIXTURES"),
        ], reference: "Hand-written"))
    #expect(said.contains("1 cell(s) not timed: their output differs from Hand-written's"))
    #expect(said.contains("  a/dict→model/no-op: `$.x`: …"))
    #expect(said.components(separatedBy: "workload b was not measured").count == 2)
    #expect(said.contains("/x/b.json") && said.contains("MODELBENCH_FIXTURES"))
  }
}

/// A suite whose implementations share an id is refused before anything runs.
@Suite struct SuiteValidationTests {
  struct Named: MappingImplementation {
    var id: String
    var displayName: String
    var isBaseline: Bool { false }
    func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? { nil }
  }

  @Test func twoImplementationsWithOneIdAreRefused() {
    let mine = Named(id: "m", displayName: "Mine")
    #expect(throws: Never.self) { try BenchmarkSuite.validate([mine, Named(id: "n", displayName: "N")]) }
    #expect {
      try BenchmarkSuite.validate([mine, Named(id: "m", displayName: "Theirs")])
    } throws: { error in
      "\(error)".contains("two implementations have the id 'm' (Mine and Theirs)")
    }
  }
}
