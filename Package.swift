// swift-tools-version: 6.1
//
// ModelBench: three Objective-C JSON↔model designs rebuilt side by side on one
// reflection core, one conformance suite and one benchmark runner.

import PackageDescription

let package = Package(
  name: "ModelBench",
  products: [
    .library(name: "ModelRuntime", targets: ["ModelRuntime"])
  ],
  targets: [
    // Core
    .target(
      name: "ModelRuntime",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),

    // Designs
    .target(
      name: "YYStyle",
      dependencies: ["ModelRuntime"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),

    // Conformance
    .target(
      name: "ModelConformance",
      dependencies: ["ModelRuntime", "YYStyle"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),

    // Tests
    .testTarget(
      name: "ModelRuntimeTests",
      dependencies: ["ModelRuntime"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "YYStyleTests",
      dependencies: ["YYStyle", "ModelRuntime", "ModelConformance"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
