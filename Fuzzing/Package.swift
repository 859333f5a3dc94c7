// swift-tools-version: 6.1
//
// ModelBench's libFuzzer targets, a package of their own so that the fuzzer and address sanitizers
// apply to this build only: `make fuzz` runs
// `swift build --package-path Fuzzing -c release --sanitize=fuzzer --sanitize=address`.
// What each target does with an input is ModelFuzzing's `FuzzTarget`, which `make test` also replays
// over the seed corpus and Fuzzing/Regressions.

import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "ModelBenchFuzzing",
  dependencies: [
    .package(name: "ModelBench", path: "..")
  ],
  targets: [
    // Fuzz targets
    .executableTarget(
      name: "fuzz-yy",
      dependencies: [.product(name: "ModelFuzzing", package: "ModelBench")],
      swiftSettings: swift6
    ),
    .executableTarget(
      name: "fuzz-mj",
      dependencies: [.product(name: "ModelFuzzing", package: "ModelBench")],
      swiftSettings: swift6
    ),
    .executableTarget(
      name: "fuzz-xyy",
      dependencies: [.product(name: "ModelFuzzing", package: "ModelBench")],
      swiftSettings: swift6
    ),
    .executableTarget(
      name: "fuzz-round-trip",
      dependencies: [.product(name: "ModelFuzzing", package: "ModelBench")],
      swiftSettings: swift6
    ),
  ]
)
