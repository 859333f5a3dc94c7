import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing

@testable import BenchmarkCommands
@testable import BenchmarkKit
@testable import MappingSuite

/// A scaffolded suite's sweep: which array of a sample grows, and what the grown document decodes to.
@Suite struct SampleGrowthTests {
  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(arguments: [
    // An array of objects wins over a longer array of strings, wherever each is.
    (#"{"tags": ["a", "b", "c"], "page": {"items": [{"id": 1}]}}"#, ["page", "items"], 1),
    // Among arrays of one kind, the longest; on a tie the shallowest, then the first key.
    (#"{"a": {"x": [1, 2]}, "b": [3, 4], "c": [5, 6, 7]}"#, ["c"], 3),
    (#"{"a": {"x": [1, 2]}, "c": [5, 6], "b": [3, 4]}"#, ["b"], 2),
    // Arrays inside arrays are not reached; empty ones never grow.
    (#"{"rows": [[1, 2, 3]], "empty": []}"#, ["rows"], 1),
  ])
  func growsTheLongestArrayOfRecords(text: String, path: [String], count: Int) throws {
    let found = try #require(SampleGrowth.longestArray(in: try object(text)))
    #expect(found.path == path)
    #expect(found.elements.count == count)
  }

  @Test func aSampleWithNoArrayHasNoFamily() throws {
    #expect(SampleGrowth.longestArray(in: try object(#"{"a": {"b": 1}, "c": []}"#)) == nil)
    let document = SampleDocument.document(
      "missing", at: URL(fileURLWithPath: "/nonexistent/missing.json"), as: SweepRecordList.self)
    #expect(document.sweepFamily() == nil)
  }

  @Test func theGrownArrayRepeatsTheSamplesElementsInTurn() throws {
    let grown = SampleGrowth.grown(
      try object(#"{"page": {"items": [1, 2, 3], "next": "x"}, "total": 3}"#), at: ["page", "items"], to: 7)
    let page = try #require(grown["page"] as? [String: Any])
    #expect(page["items"] as? [Int] == [1, 2, 3, 1, 2, 3, 1])
    #expect(page["next"] as? String == "x")
    #expect(grown["total"] as? Int == 3)
  }

  /// A sample on disk, through its family: each size's workload decodes the grown document, and the
  /// sizes stop before the document passes the limit.
  @Test func aSamplesFamilyDecodesEachSize() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("growth-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("records.json")
    let record =
      #"{"id": 1, "name": "\#(String(repeating: "n", count: 4_000))", "score": 0.5, "active": true}"#
    try Data(#"{"items": [\#(record), \#(record)]}"#.utf8).write(to: url)
    let family = try #require(
      SampleDocument.document("records", at: url, as: SweepRecordList.self).sweepFamily())
    #expect(family.name == "records")
    #expect(family.summary.contains("`$.items` (2 in the sample)"))
    // About 4 KB an element: 10 000 would pass 16 MB, 1 000 passes 2 MB.
    #expect(family.sizes == [1, 10, 100, 1_000])
    #expect(family.quickSizes == [1, 10, 100])
    let hand = try #require(Implementations.all.first { $0.id == Implementations.reference })
    let cases = family.workload(10).cases(hand, false)
    let decode = try #require(cases.first { $0.operation == .dictToModel })
    #expect(decode.unavailable == nil)
    let model = try #require(try decode.output?() as? [String: Any])
    #expect((model["items"] as? [Any])?.count == 10)
  }
}
