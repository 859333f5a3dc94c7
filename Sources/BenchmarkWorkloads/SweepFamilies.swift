import BenchmarkKit
import Foundation
import ModelFixtures

/// The size sweep's families: one parameter of the document grows, the rest stays.
///
/// Each reuses a model every implementation already maps (twitter's statuses, `DeepNode`, `WideModel`),
/// so the sweep measures the same configured conversions as the workloads.
public enum SweepFamilies {
  public static let all: [SweepFamily] = [
    array, depth, width, numbers, string(ascii: true), string(ascii: false),
  ]

  /// `statuses` holding 1 to 1 000 of twitter.json's statuses (repeated past its 100): real nested records.
  public static let array = SweepFamily(
    name: "array", unit: "record",
    summary: "twitter's `statuses` array cut or repeated to the size (nested records)",
    sizes: [1, 3, 10, 30, 100, 300, 1_000], quickSizes: [10, 30, 100]
  ) { size in
    .input("array_\(size)", summary: "\(size) twitter statuses", as: TwitterSearch.self) {
      var object = try Fixture.twitter.object()
      let statuses = object["statuses"] as? [Any] ?? []
      object["statuses"] = (0..<size).map { statuses[$0 % max(statuses.count, 1)] }
      return (try JSONSerialization.data(withJSONObject: object), object)
    }
  }

  /// A chain of 1 to 512 nested `DeepNode`s (the text layer's and the designs' depth limit).
  public static let depth = SweepFamily(
    name: "depth", unit: "level",
    summary: "a chain of nested models, `{\"level\": n, \"name\": …, \"child\": {…}}`",
    sizes: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512], quickSizes: [32, 128, 512]
  ) { size in
    .generated("depth_\(size)", summary: "\(size) nested levels", as: DeepNode.self) {
      GeneratedInputs.deep(size)
    }
  }

  /// `WideModel` with its first 1 to 100 fields present.
  public static let width = SweepFamily(
    name: "width", unit: "field", summary: "one flat object with the first n of WideModel's 100 fields",
    sizes: [1, 2, 5, 10, 25, 50, 100], quickSizes: [25, 50, 100]
  ) { size in
    .generated("width_\(size)", summary: "\(size) fields", as: WideModel.self) {
      GeneratedInputs.wide().filter { Int($0.key.dropFirst())! < size }
    }
  }

  /// `WideModel` with only its first 1 to 50 number fields present (Int and Double in turn): the cost of
  /// each number, read, coerced and written.
  public static let numbers = SweepFamily(
    name: "numbers", unit: "number",
    summary: "one flat object of the first n of WideModel's 50 Int and Double fields",
    sizes: [1, 2, 5, 10, 25, 50], quickSizes: [10, 25, 50]
  ) { size in
    .generated("numbers_\(size)", summary: "\(size) numbers", as: WideModel.self) {
      let numeric = GeneratedInputs.wide().filter { $0.value is Int || $0.value is Double }.sorted {
        $0.key < $1.key
      }
      return Dictionary(uniqueKeysWithValues: numeric.prefix(size).map { ($0.key, $0.value) })
    }
  }

  /// One string field of 1 B to 1 MB: ASCII letters, or `é` (two bytes in UTF-8) with a last ASCII byte
  /// where the size is odd.
  public static func string(ascii: Bool) -> SweepFamily {
    let name = ascii ? "string_ascii" : "string_utf8"
    return SweepFamily(
      name: name, unit: "byte",
      summary: ascii
        ? "one string field of ASCII letters" : "one string field of `é` (non-ASCII, 2 bytes each)",
      sizes: [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000], quickSizes: [1_000, 10_000, 100_000]
    ) { size in
      .generated("\(name)_\(size)", summary: "\(size) bytes", as: WideModel.self) {
        [
          "f001": ascii
            ? String(repeating: "a", count: size)
            : String(repeating: "é", count: size / 2) + (size % 2 == 1 ? "a" : "")
        ]
      }
    }
  }
}
