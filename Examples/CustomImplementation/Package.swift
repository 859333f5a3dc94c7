// swift-tools-version: 6.2
//
// Bring your own mapper: one more implementation in ModelBench's conformance matrix and benchmark.
//
// `ExplicitMapper` is a small explicit-map mapper in the ObjectMapper style (each model lists its keys in
// `mapping(map:)`), and `ExplicitMapperAdapter.swift` is the one file that puts it behind ModelBench's seam.
// `swift run -c release custom-bench` runs the catalogue and a quick benchmark with it beside the others.

import PackageDescription

let package = Package(
  name: "CustomImplementation",
  products: [
    .executable(name: "custom-bench", targets: ["custom-bench"])
  ],
  dependencies: [
    .package(name: "ModelBench", path: "../..")
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

    // The matrix and the benchmark, with the project's implementations and this one.
    .executableTarget(
      name: "custom-bench",
      dependencies: [
        "ExplicitMapper",
        .product(name: "BenchmarkKit", package: "ModelBench"),
        .product(name: "BenchmarkWorkloads", package: "ModelBench"),
        .product(name: "ModelAdapters", package: "ModelBench"),
        .product(name: "ModelConformance", package: "ModelBench"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
