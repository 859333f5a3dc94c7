import BenchmarkKit
import Testing

/// A cell's id has one parse and one print: what is printed parses back to the same parts.
@Suite struct CellIDTests {
  @Test(arguments: [
    ("github_user/dict→model/yy", "github_user", "dict→model", "yy"),
    ("kinds/cold dict→model/xyy-field", "kinds", "cold dict→model", "xyy-field"),
    // A sweep's workload holds a `/`: the operation and the implementation are read from the end.
    ("array/1000/model→bytes/hand", "array/1000", "model→bytes", "hand"),
  ])
  func printsWhatItParses(text: String, workload: String, operation: String, implementation: String) throws {
    let id = try #require(CellID(text))
    #expect(id.workload == workload && id.operation == operation && id.implementation == implementation)
    #expect(id.description == text)
    #expect(CellID(workload: workload, operation: operation, implementation: implementation) == id)
    #expect(id.group == "\(workload)/\(operation)")
  }

  @Test(arguments: ["", "github_user", "github_user/dict→model", "github_user//yy", "/dict→model/yy", "a/b/"])
  func refusesWhatIsNoCell(text: String) {
    #expect(CellID(text) == nil)
  }

  @Test func aCasesIdIsTheCellIDsPrint() {
    #expect(
      BenchmarkCase.id("w", .write, "mj")
        == CellID(workload: "w", operation: "write", implementation: "mj").description)
  }
}
