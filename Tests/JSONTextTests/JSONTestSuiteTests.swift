import Foundation
import JSONText
import Testing

/// nst/JSONTestSuite's parsing corpus, read from ../shared/fixtures/JSONTestSuite at run time: every `y_`
/// file accepted, every `n_` file rejected, every `i_` file either, none crashing or hanging; where both
/// accept, the tree equals Foundation's.
struct CorpusFile: Sendable, CustomTestStringConvertible {
  let name: String
  var testDescription: String { name }
  var url: URL { JSONTestSuiteTests.directory.appendingPathComponent(name) }
}

@Suite struct JSONTestSuiteTests {
  static let directory = fixturesDirectory.appendingPathComponent("JSONTestSuite/test_parsing")
  static let files: [CorpusFile] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted().map(CorpusFile.init)

  @Test func theCorpusIsThere() {
    #expect(Self.files.count > 300, "JSONTestSuite not found at \(Self.directory.path)")
  }

  @Test(arguments: files)
  func readsAsTheSuiteSays(_ file: CorpusFile) throws {
    let data = try Data(contentsOf: file.url)
    let ours = Result { () throws(JSONTextError) in try JSONReader.value(from: data) }
    switch file.name.prefix(2) {
    case "y_":
      let value = try ours.get()
      if let theirs = foundationValue(data) {
        #expect(sameTree(value, theirs), "a tree other than Foundation's")
      }
    case "n_":
      #expect(throws: JSONTextError.self) { try ours.get() }
    default:
      break  // i_: either outcome; reaching here means no crash
    }
  }

  /// The table of how both readers do on the corpus, printed for the log (and checked: JSONText gets
  /// every y_ and n_ file right).
  @Test func tableOfBothReaders() throws {
    struct Tally { var accepted = 0, rejected = 0, wrong = 0 }
    var ours: [String: Tally] = [:]
    var theirs: [String: Tally] = [:]
    for file in Self.files {
      let data = try Data(contentsOf: file.url)
      let kind = String(file.name.prefix(1))
      let oursAccepts = (try? JSONReader.value(from: data)) != nil
      let theirsAccepts = foundationValue(data) != nil
      func count(_ accepts: Bool, into table: inout [String: Tally]) {
        var tally = table[kind] ?? Tally()
        if accepts { tally.accepted += 1 } else { tally.rejected += 1 }
        if (kind == "y" && !accepts) || (kind == "n" && accepts) { tally.wrong += 1 }
        table[kind] = tally
      }
      count(oursAccepts, into: &ours)
      count(theirsAccepts, into: &theirs)
    }
    var table = "JSONTestSuite (test_parsing, \(Self.files.count) files)\n"
    table +=
      "| files | count | JSONText accepts / rejects / wrong | JSONSerialization accepts / rejects / wrong |\n"
    for kind in ["y", "n", "i"] {
      let o = ours[kind] ?? Tally()
      let t = theirs[kind] ?? Tally()
      table += "| \(kind)_ | \(o.accepted + o.rejected) | \(o.accepted) / \(o.rejected) / \(o.wrong) |"
      table += " \(t.accepted) / \(t.rejected) / \(t.wrong) |\n"
    }
    print(table)
    #expect(ours["y"]?.wrong == 0)
    #expect(ours["n"]?.wrong == 0)
  }
}
