// generic-bench: ModelBench's whole command line with a reflection-based mapper beside the others.
//
//   swift run -c release generic-bench run --quick    the benchmark: .build/generic-report/REPORT.md
//   swift run -c release generic-bench instructions, history, bisect, compare, ab, report   as `modelbench`
//
// The run checks each cell's output against hand-written code's before timing it: the mapper's cells that
// pass are timed and ranked against hand-written code in the report; a refused cell exits 1.

import BenchmarkCommands
import BenchmarkJemalloc
import BenchmarkMain
import Foundation
import ReflectionMapper

// Zoneless dates read in the default zone (XYYStyle, as XYYModel): the same work on every machine.
NSTimeZone.default = TimeZone(identifier: "GMT")!
var suite = BenchmarkSuite.builtIn(adding: [ReflectionMapperImplementation()], allocator: .jemalloc)
suite.title = "ModelBench report, with ReflectionMapper"
suite.defaultOutput = ".build/generic-report"
BenchmarkMain.main(
  suite: suite, name: "generic-bench",
  abstract: "ModelBench's benchmark with ReflectionMapper beside YYStyle, MJStyle and XYYStyle.")
