import BenchmarkWorkloads
import Foundation
import JSONText
import ModelFixtures
import Testing

/// The minified variants are the fixtures' documents as servers send them: smaller, no whitespace outside
/// strings, raw UTF-8 where the files escape, and the same value.
@Suite struct MinifiedWorkloadTests {
  @Test(arguments: [Fixture.twitter, .citmCatalog, .canada])
  func theVariantIsTheSameDocumentMinified(fixture: Fixture) throws {
    let original = try fixture.data()
    let object = try Workloads.object(of: fixture)
    let minified = try Workloads.minifiedData(of: object)
    // canada's file is nearly all digits: minified, it loses little.
    let bound = fixture == .canada ? original.count : original.count * 4 / 5
    #expect(minified.count < bound, "\(original.count) → \(minified.count) bytes")
    // No whitespace between tokens: every space, tab or newline is inside a string.
    var inString = false
    var escaped = false
    for byte in minified {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else {
        #expect(![0x20, 0x09, 0x0A, 0x0D].contains(byte), "whitespace outside a string")
      }
    }
    #expect(!String(decoding: minified, as: UTF8.self).contains("\\u00"), "non-ASCII is written raw")
    let reread = try #require(JSONReader.value(from: minified) as? NSDictionary)
    #expect(reread.isEqual(to: object), "the same value as the file's")
  }

  /// Every process and every parse makes the same bytes: a round's child runner and the anchor programs
  /// read the same document. Each parse's dictionaries are new ones, with their own seeds, so without
  /// sorted keys two parses wrote their objects' keys in different orders.
  @Test(arguments: [Fixture.twitter, .citmCatalog, .canada])
  func theVariantIsTheSameBytesFromEveryParse(fixture: Fixture) throws {
    let first = try Workloads.minifiedData(of: try Workloads.object(of: fixture))
    let second = try Workloads.minifiedData(of: try Workloads.object(of: fixture))
    #expect(first == second)
    // citm_catalog's events, sorted keys: each object's keys in ascending order.
    let text = String(decoding: first, as: UTF8.self)
    if fixture == .citmCatalog {
      #expect(text.hasPrefix(#"{"areaNames":{"#))
      #expect(text.contains(#"{"description":null,"id":138586345,"logo":"#))
    }
  }

  @Test func twitterKeepsItsRawUTF8AndEscapesSlashes() throws {
    let original = try Fixture.twitter.data()
    let minified = try Workloads.minifiedData(of: try Fixture.twitter.object())
    #expect(minified.filter { $0 >= 0x80 }.count == original.filter { $0 >= 0x80 }.count)
    #expect(minified.filter { $0 >= 0x80 }.count > 10_000)
    let text = String(decoding: minified, as: UTF8.self)
    #expect(text.components(separatedBy: "\\/").count - 1 > 1_000)
  }

  @Test func theSuiteHasEveryVariant() {
    let names = Workloads.all.map(\.name)
    #expect(names.contains("twitter_minified") && names.contains("citm_catalog_minified"))
    #expect(names.contains("canada") && names.contains("canada_minified"))
    #expect(!Workloads.quick.map(\.name).contains("twitter_minified"))
  }
}
