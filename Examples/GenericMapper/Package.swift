// swift-tools-version: 6.3
//
// Bring your own generic mapper: a reflection-based mapper, knowing no model in advance, in ModelBench's
// benchmark. It makes models and writes their fields by name through ModelRuntime's `RuntimeModel` (Linux
// has no KVC), reading each field's type from `TypeInfo`. `generic-bench` is ModelBench's command line with
// it beside the others: `run --quick` (the benchmark), `instructions`, `history` and `bisect`.

import PackageDescription

let package = Package(
  name: "GenericMapper",
  products: [
    .executable(name: "generic-bench", targets: ["generic-bench"])
  ],
  dependencies: [
    .package(name: "ModelBench", path: "../..")
  ],
  targets: [
    // The mapper: one file of reflection, one adapter.
    .target(
      name: "ReflectionMapper",
      dependencies: [
        .product(name: "MappingSeam", package: "ModelBench"),
        .product(name: "ModelRuntime", package: "ModelBench"),
        .product(name: "ModelFixtures", package: "ModelBench"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),

    // ModelBench's command line, with the project's implementations and this one.
    .executableTarget(
      name: "generic-bench",
      dependencies: [
        "ReflectionMapper",
        .product(name: "BenchmarkCommands", package: "ModelBench"),
        .product(name: "BenchmarkJemalloc", package: "ModelBench"),
        .product(name: "BenchmarkMain", package: "ModelBench"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
