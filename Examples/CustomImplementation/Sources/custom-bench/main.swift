// custom-bench: ModelBench's whole command line with one more implementation beside the others.
//
//   swift run -c release custom-bench catalogue [--record-expectations FILE | --expectations FILE]
//       the conformance catalogue with the new column: .build/custom-report/conformance.md
//   swift run -c release custom-bench run --quick     the benchmark with it: .build/custom-report/REPORT.md
//   swift run -c release custom-bench instructions, history, bisect, compare, ab, report   as `modelbench`
//
// Once this package is a git repository of its own, `history` and `bisect` build `custom-bench` at each of
// its commits: a change to the mapper that costs instructions is found by commit.

import BenchmarkCommands
import BenchmarkJemalloc
import BenchmarkMain
import ExplicitMapper
import Foundation

// Zoneless dates read in the default zone (XYYStyle, as XYYModel): the same work on every machine.
NSTimeZone.default = TimeZone(identifier: "GMT")!
var suite = BenchmarkSuite.builtIn(adding: [ExplicitMapperImplementation()], allocator: .jemalloc)
suite.title = "ModelBench report, with ExplicitMapper"
suite.defaultOutput = ".build/custom-report"
BenchmarkMain.main(
  suite: suite, name: "custom-bench",
  abstract: "ModelBench's catalogue and benchmark with ExplicitMapper beside YYStyle, MJStyle and XYYStyle.",
  extraCommands: [CatalogueCommand.self])
