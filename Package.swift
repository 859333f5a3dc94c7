// swift-tools-version: 6.1
//
// ModelBench: three Objective-C JSON↔model designs rebuilt side by side on one reflection core,
// checked by one conformance suite and measured by one jemalloc-linked benchmark runner.

import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "ModelBench",
  products: [
    .library(name: "ModelRuntime", targets: ["ModelRuntime"]),
    .library(name: "YYStyle", targets: ["YYStyle"]),
    .library(name: "MJStyle", targets: ["MJStyle"]),
    .library(name: "XYYStyle", targets: ["XYYStyle"]),
    .library(name: "ModelConformance", targets: ["ModelConformance"]),
    .library(name: "ModelFuzzing", targets: ["ModelFuzzing"]),
    .executable(name: "modelbench", targets: ["modelbench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // Core
    .target(
      name: "ModelRuntime",
      swiftSettings: swift6
    ),

    // Designs
    .target(
      name: "YYStyle",
      dependencies: ["ModelRuntime"],
      swiftSettings: swift6
    ),

    .target(
      name: "MJStyle",
      dependencies: ["ModelRuntime"],
      swiftSettings: swift6
    ),

    .target(
      name: "XYYStyle",
      dependencies: ["ModelRuntime"],
      swiftSettings: swift6
    ),

    // Conformance
    .target(
      name: "ModelConformance",
      dependencies: ["ModelRuntime", "YYStyle", "MJStyle", "XYYStyle"],
      swiftSettings: swift6
    ),

    // Reliability: the fuzz targets' harness (the libFuzzer executables are the Fuzzing package).
    .target(
      name: "ModelFuzzing",
      dependencies: ["ModelConformance"],
      swiftSettings: swift6
    ),

    // Benchmarks
    .systemLibrary(
      name: "CJemalloc",
      pkgConfig: "jemalloc",
      providers: [.apt(["libjemalloc-dev"])]
    ),
    .target(
      name: "BenchmarkKit",
      dependencies: ["ModelConformance", "ModelRuntime"],
      swiftSettings: swift6
    ),
    .executableTarget(
      name: "modelbench",
      dependencies: [
        "BenchmarkKit",
        "CJemalloc",
        "ModelConformance",
        "ModelRuntime",
        "XYYStyle",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/ModelBench",
      swiftSettings: swift6
    ),

    // Tests
    .testTarget(
      name: "ModelRuntimeTests",
      dependencies: ["ModelRuntime"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "YYStyleTests",
      dependencies: ["YYStyle", "ModelRuntime", "ModelConformance"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "MJStyleTests",
      dependencies: ["MJStyle", "ModelRuntime", "ModelConformance"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "XYYStyleTests",
      dependencies: ["XYYStyle", "ModelRuntime", "ModelConformance"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "ModelConformanceTests",
      dependencies: ["ModelConformance"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "ModelFuzzingTests",
      dependencies: ["ModelFuzzing", "ModelConformance"],
      swiftSettings: swift6
    ),
    .testTarget(
      name: "BenchmarkKitTests",
      dependencies: ["BenchmarkKit"],
      exclude: ["Golden"],
      swiftSettings: swift6
    ),
  ]
)
