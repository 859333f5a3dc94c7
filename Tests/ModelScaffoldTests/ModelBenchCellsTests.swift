import Testing

@testable import ModelScaffold

/// ModelBench's own `PackageBenchmark/` declares its cells with the template a scaffolded package's cells
/// file has, over the built-in workloads: the committed file is what `make fixtures` writes.
@Suite struct ModelBenchCellsTests {
  @Test func theCommittedFileIsGenerated() {
    let stale = GeneratedFiles.stale([ModelBenchCells.file()], in: SyntheticModelTests.root)
    #expect(stale == [], "run `make fixtures` and commit what it writes")
  }
}
