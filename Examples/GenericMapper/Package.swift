// swift-tools-version: 6.2
//
// Bring your own generic mapper: a reflection-based mapper, knowing no model in advance, in ModelBench's
// benchmark. It makes models and writes their fields by name through ModelRuntime's `RuntimeModel` (Linux
// has no KVC), reading each field's type from `TypeInfo`. `swift run -c release generic-bench` runs the
// quick benchmark with it beside the others and prints its ratios to hand-written code.

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

    // The quick benchmark, with the project's implementations and this one.
    .executableTarget(
      name: "generic-bench",
      dependencies: [
        "ReflectionMapper",
        .product(name: "BenchmarkKit", package: "ModelBench"),
        .product(name: "BenchmarkWorkloads", package: "ModelBench"),
        .product(name: "ModelAdapters", package: "ModelBench"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
