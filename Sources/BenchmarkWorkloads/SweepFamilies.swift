import BenchmarkKit
import Foundation
import JSONText
import MappingSuite
import ModelFixtures

/// The size sweep's families: one parameter of the document grows, the rest stays.
///
/// Depth, numbers and strings reuse models every implementation already maps (`DeepNode`, `WideModel`),
/// so the sweep measures the same configured conversions as the workloads; the array and width families
/// have models of their own (`SweepRecordList`, `WideModel1000`), configured like the corpus models.
package enum SweepFamilies {
  package static let all: [SweepFamily] = [
    array, depth, width, numbers, coordinates, string(ascii: true), string(ascii: false),
  ]

  /// `items` holding 1 to 100 000 flat records (an Int, a String, a Double and a Bool each).
  package static let array = SweepFamily(
    name: "array", unit: "record",
    summary: "`{\"items\": [...]}` of flat records, `{\"id\", \"name\", \"score\", \"active\"}`",
    sizes: [1, 10, 100, 1_000, 10_000, 100_000], quickSizes: [100, 1_000, 10_000]
  ) { size in
    .generated("array_\(size)", summary: "\(size) flat records", as: SweepRecordList.self) {
      [
        "items": (0..<size).map { index -> [String: Any] in
          ["id": index, "name": "record \(index)", "score": Double(index) + 0.5, "active": index % 2 == 0]
        }
      ]
    }
  }

  /// A chain of 1 to 512 nested `DeepNode`s (the text layer's and the designs' depth limit).
  package static let depth = SweepFamily(
    name: "depth", unit: "level",
    summary: "a chain of nested models, `{\"level\": n, \"name\": …, \"child\": {…}}`",
    sizes: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512], quickSizes: [32, 128, 512]
  ) { size in
    .generated("depth_\(size)", summary: "\(size) nested levels", as: DeepNode.self) {
      GeneratedInputs.deep(size)
    }
  }

  /// `WideModel1000` with its first 1 to 1 000 fields present (Int, String, Double, Bool in turn).
  package static let width = SweepFamily(
    name: "width", unit: "field", summary: "one flat object with the first n of WideModel1000's 1 000 fields",
    sizes: [1, 3, 10, 30, 100, 300, 1_000], quickSizes: [100, 300, 1_000]
  ) { size in
    .generated("width_\(size)", summary: "\(size) fields", as: WideModel1000.self) {
      GeneratedInputs.wide(size, digits: 4)
    }
  }

  /// `WideModel` with only its first 1 to 50 number fields present (Int and Double in turn): the cost of
  /// each number, read, coerced and written.
  package static let numbers = SweepFamily(
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

  /// One GeoJSON ring of 1 to 100 000 `[longitude, latitude]` pairs in `CanadaGeometry`, at full
  /// precision as canada's are: the cost of each double read, converted and written in its shortest form.
  package static let coordinates = SweepFamily(
    name: "coordinates", unit: "pair",
    summary:
      "one GeoJSON ring of n `[longitude, latitude]` pairs (`CanadaGeometry`), doubles at full precision",
    sizes: [1, 10, 100, 1_000, 10_000, 100_000], quickSizes: [100, 1_000, 10_000]
  ) { size in
    // The parsed object is the text read back, as canada's is: an array of Swift doubles would pass
    // through each design's cast whole, with no element converted. No archive cells, as canada has none.
    var workload = Workload.input("coordinates_\(size)", summary: "\(size) pairs", as: CanadaGeometry.self) {
      let data = try JSONSerialization.data(
        withJSONObject: ["type": "Polygon", "coordinates": [GeneratedInputs.ring(size)]])
      guard let object = try JSONReader.value(from: data) as? [String: Any] else {
        throw FixtureError.notAnObject("coordinates_\(size)")
      }
      return (data, object)
    }
    workload.operations = Set(CellOperation.mappingOperations).subtracting([.archive, .unarchive])
    return workload
  }

  /// One string field of 1 B to 1 MB: ASCII letters, or `é` (two bytes in UTF-8) with a last ASCII byte
  /// where the size is odd.
  package static func string(ascii: Bool) -> SweepFamily {
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
