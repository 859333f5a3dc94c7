// swift-tools-version: 6.3
//
// ModelBench's libFuzzer targets, a package of their own so that the fuzzer and address sanitizers
// apply to this build only: `make fuzz` (Fuzzing/fuzz.sh) builds it with
// `-c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address`.
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
    // Fuzz targets: one executable, the target chosen by MODELBENCH_FUZZ_TARGET.
    .executableTarget(
      name: "modelbench-fuzz",
      dependencies: [.product(name: "ModelFuzzing", package: "ModelBench")],
      swiftSettings: swift6
    )
  ]
)
