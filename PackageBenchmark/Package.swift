// swift-tools-version: 6.3
//
// ModelBench's cells as package-benchmark benchmarks (ordo-one/benchmark, the Swift convention):
// `swift package benchmark` in this folder runs each conversion cell of the quick workloads on every
// implementation, its output checked against hand-written code's first. A package of its own, as
// Fuzzing/ is, so that ModelBench itself gains no dependency and its Benchmarks/ModelBench (the
// `modelbench` executable) is never taken for a benchmark target.
//
// The MallocInterposer trait only: the default RuntimeInterposer trait pulls in a package this
// machine's mirror lacks, and the ARC metrics it serves crash on Swift 6.3's runtime hooks.

import PackageDescription

let package = Package(
  name: "ModelBenchPackageBenchmark",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "ModelBench", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "ModelBenchCells",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "BenchmarkCommands", package: "ModelBench"),
        .product(name: "BenchmarkKit", package: "ModelBench"),
        .product(name: "BenchmarkMain", package: "ModelBench"),
      ],
      path: "Benchmarks/ModelBenchCells",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
