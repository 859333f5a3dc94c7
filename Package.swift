// swift-tools-version: 6.3
//
// ModelBench: three Objective-C JSON↔model designs rebuilt side by side on one reflection core,
// checked by one conformance suite and measured by one jemalloc-linked benchmark runner.
//
// The layers, bottom up (ARCHITECTURE.md has the picture):
//   Core         JSONText — JSON bytes ↔ Foundation containers (strict RFC 8259), below everything
//                (its C dependencies: CUTF8Validation holds its vectorised UTF-8 checks, CShortestDecimal
//                its shortest digits of a double);
//                ModelRuntime — the Objective-C runtime's stand-in; the home of raw-pointer code
//                (CThreadState holds the graph guard's thread-local pointer, which Swift cannot declare).
//   Designs      YYStyle, MJStyle, XYYStyle — each imports ModelRuntime and JSONText, nothing else.
//   Seam         MappingSeam — what the suite and the runner know of an implementation (Foundation and
//                the text layer only).
//   Harness      ModelFixtures (shared models, fixture loader, baselines), ModelAdapters (each design and
//                baseline through the seam), ModelConformance (catalogue, runner, matrix report).
//   Processes    ChildProcesses — the one way a child process is started (Foundation only), for the
//                runner, the history commands and the scaffold's git.
//   Reports      ReportTable — the one table type, rendered to Markdown, HTML and CSV (the report and the
//                conformance matrix).
//   Benchmarks   BenchmarkKit (knows only the seam), BenchmarkWorkloads, BenchmarkCommands (the runner's
//                `run`, `cold` and `check` as a library, for `modelbench` and for scaffolded packages),
//                BenchmarkHistory (past commits' runners: history, bisect, A/B rounds), BenchmarkMain (the
//                whole command set on any suite: `modelbench`, scaffolded packages and the examples), the
//                `modelbench` executable (ModelBench's suite and its own commands).
//   Your data    ModelScaffold — sample documents → models for every design and baseline, as a package.
//   Reliability  ModelFuzzing (the libFuzzer executable is the separate Fuzzing/ package).

import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// The designs compile with strict memory safety checking, as errors: any unsafe construct in them is a
/// build failure, so raw pointers stay behind ModelRuntime's typed accessors.
let design: [SwiftSetting] =
  swift6 + [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]

/// The designs, one module each: each depends on the core and nothing else.
let designs = ["YYStyle", "MJStyle", "XYYStyle"]
let designTargets: [Target] = designs.map {
  .target(name: $0, dependencies: ["JSONText", "ModelRuntime"], swiftSettings: design)
}

/// Every library target with a public API is a product of the same name: a user (or
/// Examples/CustomImplementation) can depend on any layer. BenchmarkWorkloads and BenchmarkHistory have
/// none: they serve the runner's commands only.
let libraries =
  ["JSONText", "ModelRuntime"] + designs + [
    "MappingSeam", "ModelFixtures", "ModelAdapters", "ModelConformance", "BenchmarkKit",
    "BenchmarkCommands", "BenchmarkMain", "BenchmarkJemalloc", "ModelScaffold", "ModelFuzzing",
  ]

let package = Package(
  name: "ModelBench",
  products: libraries.map { .library(name: $0, targets: [$0]) } + [
    .executable(name: "modelbench", targets: ["modelbench"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    // Markdown → HTML for the report's page (REPORT.html renders the same Markdown as REPORT.md).
    .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
  ],
  targets: designTargets + [
    // Core: the JSON text layer (depends on nothing of the project), then the runtime stand-in.
    .target(
      name: "JSONText",
      dependencies: ["CUTF8Validation", "CShortestDecimal"],
      swiftSettings: swift6
    ),
    // The reader's UTF-8 checks at vector width: a short string's end found by an inline SSE2 block, a
    // long string's found and its bytes checked in one AVX2 pass, and simdjson's validator behind one C
    // function (Debian's libsimdjson-dev, which the Makefile installs) for decoded strings and
    // processors without AVX2. DWARF 4, because Debian's valgrind 3.19 stops at clang's DWARF 5 debug
    // information.
    .target(
      name: "CUTF8Validation",
      cxxSettings: [.unsafeFlags(["-gdwarf-4"])],
      linkerSettings: [.linkedLibrary("simdjson")]
    ),
    // The writer's shortest digits of a double: fmt's Dragonbox (Debian's libfmt-dev, header-only; the
    // Makefile installs it), faster than the standard library's printer (DWARF 4 as above).
    .target(
      name: "CShortestDecimal",
      cxxSettings: [.unsafeFlags(["-gdwarf-4"])]
    ),
    // The graph guard's thread-local state pointer, which Swift cannot declare (DWARF 4 as above).
    .target(
      name: "CThreadState",
      cSettings: [.unsafeFlags(["-gdwarf-4"])]
    ),
    .target(
      name: "ModelRuntime",
      dependencies: ["JSONText", "CThreadState"],
      swiftSettings: swift6
    ),

    // Designs: `designTargets`, above.

    // Seam
    .target(
      name: "MappingSeam",
      dependencies: ["JSONText"],
      swiftSettings: swift6
    ),

    // Harness: shared models and baselines, the implementations through the seam, the conformance suite
    .target(
      name: "ModelFixtures",
      dependencies: ["MappingSeam", "ModelRuntime"],
      // The synthetic models' description: `make fixtures` writes Generated/*.swift from it.
      exclude: ["Generated/synthetic-models.json", "Generated/kinds.json"],
      swiftSettings: swift6
    ),
    .target(
      name: "ModelAdapters",
      dependencies: [
        "JSONText", "MappingSeam", "ModelFixtures", "ModelRuntime", "YYStyle", "MJStyle", "XYYStyle",
      ],
      resources: [.copy("Expectations")],
      swiftSettings: swift6
    ),
    .target(
      name: "ModelConformance",
      dependencies: ["MappingSeam", "ModelFixtures", "ModelRuntime", "ReportTable"],
      swiftSettings: swift6
    ),

    // Processes: the one way a child process is started and waited for
    .target(name: "ChildProcesses", swiftSettings: swift6),

    // Reports: the one table type, columns declared once and rendered to Markdown, HTML and CSV
    .target(
      name: "ReportTable", dependencies: [.product(name: "Ink", package: "Ink")], swiftSettings: swift6),

    // Benchmarks
    .target(
      name: "BenchmarkKit",
      // ModelRuntime for the output check's number kinds (a Bool NSNumber against a number).
      dependencies: [
        "ChildProcesses", "MappingSeam", "JSONText", "ModelRuntime", "ReportTable",
        .product(name: "Ink", package: "Ink"),
      ],
      swiftSettings: swift6
    ),
    // What ModelBench measures: the conversions (their operations, workloads and size families) and the
    // report's sections on them, handed to BenchmarkKit, which knows a cell's operation by name only.
    .target(
      name: "MappingSuite",
      dependencies: ["BenchmarkKit", "MappingSeam", "ReportTable"],
      swiftSettings: swift6
    ),
    .target(
      name: "BenchmarkWorkloads",
      dependencies: ["BenchmarkKit", "JSONText", "MappingSeam", "MappingSuite", "ModelFixtures"],
      swiftSettings: swift6
    ),
    .systemLibrary(
      name: "CJemalloc",
      pkgConfig: "jemalloc",
      providers: [.apt(["libjemalloc-dev"])]
    ),
    // Callgrind's client requests as C functions, for the runners' instruction counts; DWARF 4, because
    // Debian's valgrind 3.19 stops at clang's DWARF 5 debug information.
    .target(name: "CCallgrind", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // prctl(PR_SET_PDEATHSIG), which Swift cannot call (it is variadic): a run's worker dies with its
    // supervisor. DWARF 4 for valgrind, as above.
    .target(name: "CProcessControl", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .target(
      name: "BenchmarkCommands",
      dependencies: [
        "BenchmarkKit",
        "CCallgrind",
        "ChildProcesses",
        "CProcessControl",
        "JSONText",
        "MappingSeam", "MappingSuite",
        "ModelRuntime",
        "ReportTable",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swift6
    ),
    // The runners of past commits and the searches over them: history, bisect, interleaved A/B rounds.
    .target(
      name: "BenchmarkHistory",
      dependencies: [
        "BenchmarkCommands",
        "BenchmarkKit", "MappingSuite",
        "ChildProcesses",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swift6
    ),
    // The command line of any suite's executable: every command above, one entry point.
    .target(
      name: "BenchmarkMain",
      dependencies: [
        "BenchmarkCommands",
        "BenchmarkHistory",
        "BenchmarkKit",
        "BenchmarkWorkloads",
        "MappingSeam", "MappingSuite",
        "ModelAdapters",
        "ModelFixtures",
        "ModelRuntime",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swift6
    ),
    // jemalloc for the executables only (a test bundle linking it would hand AddressSanitizer's malloc to it).
    .target(
      name: "BenchmarkJemalloc",
      dependencies: ["BenchmarkCommands", "BenchmarkKit", "CJemalloc"],
      swiftSettings: swift6
    ),
    .executableTarget(
      name: "modelbench",
      dependencies: [
        "BenchmarkCommands",
        "BenchmarkHistory",
        "BenchmarkJemalloc",
        "BenchmarkKit",
        "BenchmarkMain",
        "BenchmarkWorkloads",
        "ChildProcesses",
        "JSONText",
        "MappingSeam",
        "MappingSuite",
        "ModelAdapters",
        "ModelConformance",
        "ModelFixtures",
        "ModelRuntime",
        "ModelScaffold",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/ModelBench",
      swiftSettings: swift6
    ),

    // Your data: sample documents → a package of models for every design and baseline.
    .target(
      name: "ModelScaffold",
      dependencies: ["ChildProcesses", "JSONText", "ModelRuntime"],
      swiftSettings: swift6
    ),

    // Reliability: the fuzz targets' harness (the libFuzzer executable is the Fuzzing package).
    .target(
      name: "ModelFuzzing",
      dependencies: ["JSONText", "MappingSeam", "ModelAdapters", "ModelConformance", "ModelFixtures"],
      swiftSettings: swift6
    ),

    // Tests, and the designs' archived test models and secure round trip they share
    .target(
      name: "DesignTestSupport",
      dependencies: designs.map { .target(name: $0) },
      path: "Tests/DesignTestSupport",
      swiftSettings: swift6
    ),
    .testTarget(
      name: "JSONTextTests",
      dependencies: ["JSONText", "CUTF8Validation"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "ModelRuntimeTests",
      dependencies: ["JSONText", "ModelRuntime"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "YYStyleTests",
      dependencies: [
        "DesignTestSupport", "YYStyle", "JSONText", "MappingSeam", "ModelFixtures", "ModelAdapters",
      ],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "MJStyleTests",
      dependencies: [
        "DesignTestSupport", "MJStyle", "MappingSeam", "ModelFixtures", "ModelAdapters", "JSONText",
      ],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "XYYStyleTests",
      dependencies: [
        "XYYStyle", "ModelRuntime", "MappingSeam", "ModelFixtures", "ModelAdapters", "ModelScaffold",
        "DesignTestSupport", "JSONText",
      ],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "ModelConformanceTests",
      dependencies: [
        "DesignTestSupport", "JSONText", "MappingSeam", "ModelAdapters", "ModelConformance", "ModelFixtures",
        "ModelRuntime", "YYStyle", "MJStyle", "XYYStyle",
      ],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "ModelFuzzingTests",
      dependencies: ["MappingSeam", "ModelAdapters", "ModelFixtures", "ModelFuzzing"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "BenchmarkWorkloadsTests",
      dependencies: [
        "BenchmarkKit", "BenchmarkWorkloads", "JSONText", "MappingSeam", "MappingSuite", "ModelAdapters",
        "ModelFixtures",
      ],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "ModelScaffoldTests",
      dependencies: ["ModelRuntime", "ModelScaffold"],
      exclude: ["Samples", "Golden"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "BenchmarkCommandsTests",
      dependencies: [
        "BenchmarkCommands", "BenchmarkKit", "BenchmarkWorkloads", "MappingSeam", "MappingSuite",
        "ModelAdapters",
        "ModelFixtures",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "BenchmarkHistoryTests",
      dependencies: ["BenchmarkHistory", "BenchmarkKit", "MappingSuite"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "BenchmarkMainTests",
      dependencies: [
        "BenchmarkCommands", "BenchmarkHistory", "BenchmarkMain", "BenchmarkKit", "MappingSeam",
        "MappingSuite",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swift6
    ),
    .testTarget(name: "ChildProcessesTests", dependencies: ["ChildProcesses"], swiftSettings: swift6),
    .testTarget(
      name: "BenchmarkKitTests",
      dependencies: ["BenchmarkKit", "ReportTable"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "MappingSuiteTests",
      dependencies: ["BenchmarkKit", "MappingSeam", "MappingSuite"],
      exclude: ["Golden"],
      swiftSettings: swift6
    ),
  ]
)
