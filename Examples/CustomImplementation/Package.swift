// swift-tools-version: 6.3
//
// Bring your own mapper: one more implementation in ModelBench's conformance matrix and benchmark.
//
// `ExplicitMapper` is a small explicit-map mapper in the ObjectMapper style (each model lists its keys in
// `mapping(map:)`), and `ExplicitMapperAdapter.swift` is the one file that puts it behind ModelBench's seam.
// `custom-bench` is ModelBench's command line with it beside the others: `catalogue` (the conformance
// matrix), `run --quick` (the benchmark), `instructions`, `history` and `bisect` on this package's commits.

import PackageDescription

let package = Package(
  name: "CustomImplementation",
  products: [
    .executable(name: "custom-bench", targets: ["custom-bench"])
  ],
  dependencies: [
    .package(name: "ModelBench", path: "../.."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // The mapper under test, and its adapter.
    .target(
      name: "ExplicitMapper",
      dependencies: [
        .product(name: "MappingSeam", package: "ModelBench"),
        .product(name: "ModelFixtures", package: "ModelBench"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),

    // ModelBench's command line with the project's implementations and this one, and the catalogue.
    .executableTarget(
      name: "custom-bench",
      dependencies: [
        "ExplicitMapper",
        .product(name: "BenchmarkCommands", package: "ModelBench"),
        .product(name: "BenchmarkJemalloc", package: "ModelBench"),
        .product(name: "BenchmarkMain", package: "ModelBench"),
        .product(name: "ModelAdapters", package: "ModelBench"),
        .product(name: "ModelConformance", package: "ModelBench"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
